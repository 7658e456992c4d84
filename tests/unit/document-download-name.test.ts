import { describe, expect, test } from 'vitest'
import { documentDownloadName } from '~/utils/document-download-name'

describe('the name a private document downloads under', () => {
  test.each([
    ['plano terraza.pdf', 'application/pdf', 'plano terraza.pdf'],
    ['Presupuesto 1.5 final.pdf', 'application/pdf', 'Presupuesto 1.5 final.pdf'],
    ['foto.JPEG', 'image/jpeg', 'foto.jpg'],
    ['planos.html', 'application/pdf', 'planos.pdf'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\obra\\plano.pdf', 'application/pdf', 'plano.pdf'],
    ['factura\u202Egpj.exe', 'image/png', 'facturagpj.png'],
    ['línea\r\nSet-Cookie: a=b.pdf', 'application/pdf', 'líneaSet-Cookie_ a=b.pdf'],
    ['a<b>:"c"|?*.pdf', 'application/pdf', 'a_b___c____.pdf'],
    ['  ...oculto.pdf  ', 'application/pdf', 'oculto.pdf'],
    ['.pdf', 'application/pdf', 'documento-7.pdf'],
    ['', 'image/webp', 'documento-7.webp'],
  ] as const)('%j as %s → %j', (original, type, expected) => {
    expect(documentDownloadName(original, type, 7)).toBe(expected)
  })

  test('a long name is cut at 100 characters, never inside an emoji', () => {
    const name = documentDownloadName(`${'a'.repeat(99)}🧱🧱.pdf`, 'application/pdf', 7)
    expect(name).toBe(`${'a'.repeat(99)}🧱.pdf`)
  })
})
