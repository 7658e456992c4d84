import { describe, expect, test } from 'vitest'
import { splitLinks } from '~/utils/message-text'

describe('a message read as text and web addresses', () => {
  test('an address becomes a link to itself; the sentence around it, text', () => {
    expect(splitLinks('Mirá https://ejemplo.com.ar/plano?v=2. Gracias')).toEqual([
      { kind: 'text', text: 'Mirá ' },
      { kind: 'link', href: 'https://ejemplo.com.ar/plano?v=2' },
      { kind: 'text', text: '. Gracias' },
    ])
  })

  test('markup and other schemes stay text', () => {
    const hostile = '<img src=x onerror=alert(1)> javascript:alert(1) <a href="https://x.com">x</a>'
    expect(splitLinks(hostile).filter((part) => part.kind === 'link')).toEqual([{ kind: 'link', href: 'https://x.com' }])
    expect(
      splitLinks(hostile)
        .map((part) => (part.kind === 'text' ? part.text : part.href))
        .join(''),
    ).toBe(hostile)
  })
})
