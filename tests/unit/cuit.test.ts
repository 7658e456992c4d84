import { describe, expect, test } from 'vitest'
import { checkCuit, formatCuit } from '~/utils/cuit'

describe('CUIT', () => {
  test.each(['20-12345678-6', '27-12345678-0', '20-05536168-2', '20 26756539 3', '23.10000005.9', '23100000024', '33-10000008-9'])(
    '%s is valid and read as 11 digits',
    (cuit) => {
      const check = checkCuit(cuit)
      expect(check).toEqual({ ok: true, digits: cuit.replace(/\D/g, '') })
    },
  )

  test.each([
    ['20-26756539-2', 'El CUIT no es válido: revisá el dígito verificador'],
    // Remainder 1: AFIP would have issued it with prefix 23.
    ['20-10000005-9', 'El CUIT no es válido: revisá el dígito verificador'],
    ['21-12345678-6', 'El CUIT debe empezar con 20, 23, 24, 27, 30, 33 o 34'],
    ['20-1234567a-6', 'El CUIT solo lleva números (los guiones son opcionales)'],
    ['2012345678', 'El CUIT tiene 11 dígitos, como 20-12345678-6'],
    ['201234567860', 'El CUIT tiene 11 dígitos, como 20-12345678-6'],
    ['  ', 'Ingresá el CUIT'],
  ])('%s is refused: %s', (cuit, message) => {
    expect(checkCuit(cuit)).toEqual({ ok: false, message })
  })

  test('is shown with its dashes', () => {
    expect(formatCuit('20123456786')).toBe('20-12345678-6')
  })
})
