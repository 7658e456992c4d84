import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isCommonPassword } from '~/server/common-passwords.server'
import { safeRedirect } from '~/utils/redirect'
import { BusinessNameSchema, EmailSchema, PasswordSchema, RoleSchema } from '~/utils/validation'

type Schema = {
  safeParse: (input: unknown) => { success: boolean; data?: unknown; error?: { issues: Array<{ message: string }> } }
}

const messagesFor = (schema: Schema, input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message)

describe('EmailSchema', () => {
  test('trims and lower-cases', () => {
    expect(EmailSchema.parse('  Ana.Perez@Ejemplo.COM.ar \n')).toBe('ana.perez@ejemplo.com.ar')
  })

  test.each(['ana', 'ana@', '@obra.com', 'ana@obra', 'ana @obra.com', 'ana@@obra.com', 'ana@obra.com\u0000', '<ana@obra.com>'])(
    'refuses %j as not an address',
    (input) => {
      expect(messagesFor(EmailSchema, input)).toEqual(['El correo electrónico no es válido'])
    },
  )

  test.each([undefined, '', '   '])('asks for an address when given %j', (input) => {
    expect(messagesFor(EmailSchema, input)).toEqual(['Ingresá tu correo electrónico'])
  })

  test('refuses an address longer than 254 characters', () => {
    expect(messagesFor(EmailSchema, `${'a'.repeat(250)}@obra.com`)).toEqual(['El correo electrónico es demasiado largo'])
  })

  test('refuses a field sent twice', () => {
    expect(messagesFor(EmailSchema, ['ana@obra.com', 'beto@obra.com'])).toEqual(['El valor enviado no es válido'])
  })
})

describe('PasswordSchema', () => {
  test('accepts 8 to 128 characters, as typed (no trimming)', () => {
    expect(PasswordSchema.parse('12345678')).toBe('12345678')
    expect(PasswordSchema.parse('x'.repeat(128))).toBe('x'.repeat(128))
    expect(PasswordSchema.parse('  frase con espacios  ')).toBe('  frase con espacios  ')
  })

  test('refuses fewer than 8 and more than 128 characters in Spanish', () => {
    expect(messagesFor(PasswordSchema, '1234567')).toEqual(['La contraseña debe tener al menos 8 caracteres'])
    expect(messagesFor(PasswordSchema, 'x'.repeat(129))).toEqual(['La contraseña puede tener hasta 128 caracteres'])
  })

  test('refuses NUL and other control characters', () => {
    expect(messagesFor(PasswordSchema, 'tejas\u0000coloniales')).toEqual(['La contraseña tiene caracteres no permitidos'])
    expect(messagesFor(PasswordSchema, 'tejas\u001bcoloniales')).toEqual(['La contraseña tiene caracteres no permitidos'])
  })

  test('asks for a password when there is none, and refuses one sent twice', () => {
    expect(messagesFor(PasswordSchema, undefined)).toEqual(['Ingresá una contraseña'])
    expect(messagesFor(PasswordSchema, ['tejas coloniales', 'tejas coloniales'])?.[0]).toBe('El valor enviado no es válido')
  })
})

describe('BusinessNameSchema', () => {
  test('trims', () => {
    expect(BusinessNameSchema.parse('  Corralón Ñandú S.R.L.  ')).toBe('Corralón Ñandú S.R.L.')
  })

  test.each([undefined, '', '   \t '])('requires a name, not %j', (input) => {
    expect(messagesFor(BusinessNameSchema, input)).toEqual(['El nombre de la empresa es obligatorio'])
  })

  test('refuses more than 120 characters and control characters', () => {
    expect(messagesFor(BusinessNameSchema, 'a'.repeat(121))).toEqual(['El nombre puede tener hasta 120 caracteres'])
    expect(messagesFor(BusinessNameSchema, 'Pinturas\u0000Beto')).toEqual(['El nombre tiene caracteres no permitidos'])
  })
})

describe('RoleSchema', () => {
  test.each(['constructor', 'proveedor'])('accepts %j', (role) => {
    expect(RoleSchema.parse(role)).toBe(role)
  })

  test.each([undefined, '', 'Constructor', 'admin', '1', 1, ['constructor', 'proveedor']])('refuses %j in Spanish', (input) => {
    expect(messagesFor(RoleSchema, input)).toEqual(['Rol requerido: Por favor selecciona si eres constructor o proveedor'])
  })
})

describe('safeRedirect', () => {
  test.each([
    ['/perfil?tab=favorites', '/perfil?tab=favorites'],
    ['/servicios/cubiertas#techistas', '/servicios/cubiertas#techistas'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/a\\b', '/'],
    ['/\u0000', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['perfil', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%j goes to %j', (to, expected) => {
    expect(safeRedirect(to)).toBe(expected)
  })

  test('falls back to the fallback given', () => {
    expect(safeRedirect('https://evil.example', '/auth')).toBe('/auth')
  })

  const fragments = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    './',
    '../',
    '%2e',
    '%2F',
    '%5C',
    'evil.example',
    'perfil',
    '?',
    '#',
    '@',
    ':',
    'https:',
    ' ',
    '\t',
    '\u0000',
  )
  const suspicious = fc
    .tuple(fc.constantFrom('/', ''), fc.array(fragments, { maxLength: 8 }))
    .map(([start, parts]) => start + parts.join(''))

  // Dot segments resolve late: '/.//evil.example' must not come back as '//evil.example'.
  test('for any input, the result is the fallback or a path on this site', () => {
    fc.assert(
      fc.property(fc.oneof(suspicious, fc.string(), fc.string({ unit: 'binary' })), (to) => {
        const result = safeRedirect(to)
        expect(result === '/' || /^\/[^/\\]/.test(result)).toBe(true)
        expect(new URL(result, 'https://redobra.com.ar').origin).toBe('https://redobra.com.ar')
      }),
      { numRuns: 2000, examples: [['/.//evil.example']] },
    )
  })
})

describe('isCommonPassword', () => {
  test.each(['password123', '12345678', 'qwertyuiop', 'contraseña', 'argentina', ' ARGENTINA '])('refuses %j', (password) => {
    expect(isCommonPassword(password)).toBe(true)
  })

  test('accepts a passphrase', () => {
    expect(isCommonPassword('tejas coloniales del sur')).toBe(false)
  })
})
