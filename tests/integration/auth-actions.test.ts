import fc from 'fast-check'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { EMAIL_VERIFICATION_TTL_MS, PASSWORD_MIN_LENGTH, PASSWORD_RESET_TTL_MS, ROLES } from '~/constants'
import { createAuthToken } from '~/models/accounts.server'
import { action as authAction } from '~/routes/auth/route'
import { action as forgotPasswordAction } from '~/routes/auth_.recuperar'
import { action as resetPasswordAction } from '~/routes/auth_.restablecer'
import { action as signOutAction } from '~/routes/auth_.salir'
import { action as verifyEmailAction, loader as verifyEmailLoader } from '~/routes/auth_.verificar'
import { action as deleteAccountAction } from '~/routes/cuenta.eliminar/route'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { honeypotFieldName } from '~/utils/honeypot'
import { createSession } from '~/server/session.server'
import { createAccount, resetDatabase, TEST_PASSWORD } from '../setup/factories'
import {
  answer as answerOf,
  encode,
  expectFormTooLarge,
  ORIGIN,
  overFormCap,
  post,
  toastOf,
  toastWithoutId,
  type Action,
  type Fields,
} from '../setup/actions'
import { firstLinkIn, readOutbox } from '../setup/outbox'

type Reply = {
  intent?: string
  result?: { status?: string; initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> }
  unverifiedEmail?: string
  invalid?: string
  message?: string
}
const answer = (action: Action, request: Request) => answerOf<Reply>(action, request)

const WATCHED_TABLES = ['users', 'provider_profiles', 'auth_tokens', 'sessions'] as const
const countStatements = WATCHED_TABLES.map((table) => db.$client.prepare(`SELECT count(*) AS n FROM ${table}`))
function rowCounts() {
  return Object.fromEntries(WATCHED_TABLES.map((table, i) => [table, (countStatements[i]!.get() as { n: number }).n]))
}

const outboxSize = () => readOutbox(outboxDir()).length

const ENGLISH = /\b(invalid|required|expected|received|must|should|too (big|small)|characters?|string|input|number|array)\b/i

function errorMessages(reply: Reply | undefined) {
  return Object.values(reply?.result?.error ?? {}).flatMap((messages) => messages ?? [])
}

function expectSpanishFieldErrors(reply: Reply | undefined) {
  const error = reply?.result?.error ?? {}
  expect(Object.keys(error).filter((name) => name !== '').length).toBeGreaterThan(0)
  const messages = errorMessages(reply)
  expect(messages.length).toBeGreaterThan(0)
  for (const message of messages) {
    expect(typeof message).toBe('string')
    expect(message.trim()).not.toBe('')
    expect(message).not.toMatch(ENGLISH)
  }
}

/** How Conform echoes a field's submitted values: empty ones dropped, repeats as a list. */
function echoOf(values: readonly string[]) {
  if (values.length === 0) return undefined
  if (values.length === 1) return values[0] || undefined
  return values.map((value) => value || undefined)
}

function expectEcho(reply: Reply | undefined, sent: Fields, names: string[]) {
  for (const name of names) {
    const values = sent.filter(([key]) => key === name).map(([, value]) => value)
    expect(reply?.result?.initialValue?.[name], `echo of ${name}`).toEqual(echoOf(values))
  }
}

function expectNoPasswordInReply(reply: Reply | undefined, sent: Fields, passwordNames: string[]) {
  for (const name of passwordNames) expect(reply?.result?.initialValue?.[name]).toBeUndefined()
  // The messages on other fields are the app's own words, where a password can turn up innocently:
  // "construc" is in the role's "…si eres constructor o proveedor".
  const passwordErrors = Object.entries(reply?.result?.error ?? {}).filter(([name]) => passwordNames.includes(name))
  const serialized = JSON.stringify({ ...reply, result: { ...reply?.result, error: Object.fromEntries(passwordErrors) } })
  for (const [name, value] of sent) {
    // Values shorter than any real password, or shared with another field, turn up innocently too.
    if (!passwordNames.includes(name) || value.length < PASSWORD_MIN_LENGTH) continue
    if (sent.some(([key, other]) => !passwordNames.includes(key) && (other.includes(value) || key.includes(value)))) continue
    expect(serialized).not.toContain(JSON.stringify(value).slice(1, -1))
  }
}

type Values = readonly string[]

const char = (codes: number[]) => fc.constantFrom(...codes.map((code) => String.fromCharCode(code)))
// The control characters the schemas refuse (tab, newline and carriage return are allowed).
const forbiddenControls = fc.string({
  unit: char([...Array.from({ length: 32 }, (_, i) => i).filter((c) => ![9, 10, 13].includes(c)), 127]),
  minLength: 1,
  maxLength: 8,
})
const anyControls = fc.string({ unit: char(Array.from({ length: 32 }, (_, i) => i)), minLength: 1, maxLength: 8 })
const whitespace = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000'),
  minLength: 1,
  maxLength: 20,
})
const astral = fc.string({ unit: fc.constantFrom('😀', '🏗️', '👷🏽‍♀️', '🧱', '𝔘', '\u{10FFFF}'), minLength: 1, maxLength: 60 })
const markup = fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '<b>Corralón</b>', '{{7*7}}', '${7*7}')
const sqlish = fc.constantFrom("' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', '1; SELECT * FROM users', "admin'--")
const numeric = fc.oneof(fc.integer().map(String), fc.double().map(String))
const pathish = fc.constantFrom('../../etc/passwd', '%00', '%2e%2e%2f', 'muro-cortina', '\\\\servidor\\obra', 'null', 'undefined')
const huge = fc.constantFrom('a'.repeat(10_000), '😀'.repeat(5_000), ' '.repeat(10_000), 'ñ'.repeat(10_000))
const embeddedControls = fc.tuple(fc.string(), anyControls, fc.string()).map((parts) => parts.join(''))

const hostileText = fc.oneof(
  fc.constant(''),
  whitespace,
  anyControls,
  embeddedControls,
  astral,
  markup,
  sqlish,
  numeric,
  pathish,
  huge,
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
)

const one = (value: fc.Arbitrary<string>): fc.Arbitrary<Values> => value.map((v) => [v])
const twice = (value: fc.Arbitrary<string>): fc.Arbitrary<Values> => fc.tuple(value, value).map(([a, b]) => [a, b])
const missing: fc.Arbitrary<Values> = fc.constant([])
/** A field sent once (mostly), not at all, or twice. */
const field = (value: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 8, arbitrary: one(value) }, { weight: 1, arbitrary: missing }, { weight: 1, arbitrary: twice(value) })

const validEmail = fc.oneof(
  fc.constantFrom('ana@obra.com.ar', '  Ana.Perez@Ejemplo.COM  ', 'compras+obra@corralon.com.ar'),
  fc.emailAddress(),
)
const anyEmailValue = fc.oneof(validEmail, hostileText)
const invalidEmailValue = fc.oneof(
  // Without an '@' nothing is an address, whatever else the text holds.
  hostileText.map((text) => text.replaceAll('@', '')),
  fc.constantFrom(
    'ana@',
    '@obra.com',
    'ana@obra',
    'ana @obra.com',
    'ana@@obra.com',
    `${'a'.repeat(250)}@obra.com`,
    'ana@obra.com\u0000',
    '<ana@obra.com>',
  ),
)
const invalidEmail = fc.oneof(one(invalidEmailValue), missing, twice(anyEmailValue))
const anyEmail = field(anyEmailValue)

const goodPassword = fc.constantFrom('tejas coloniales del sur', 'hormigón armado 2025', 'Ñandú-en-la-obra!')
const anyPasswordValue = fc.oneof(goodPassword, hostileText)
const invalidPasswordValue = fc.oneof(
  fc.constant(''),
  fc.string({ minLength: 1, maxLength: 7 }),
  fc.constantFrom('😀😀😀', '\u00a0\u00a0', 'ñandú'),
  fc.integer({ min: 129, max: 10_000 }).map((n) => 'x'.repeat(n)),
  // Lengths count code points, so an emoji counts once.
  fc.constantFrom('a'.repeat(10_000), '😀'.repeat(129)),
  fc.tuple(goodPassword, forbiddenControls).map(([password, controls]) => password + controls),
)
const invalidPassword = fc.oneof(one(invalidPasswordValue), missing, twice(anyPasswordValue))
const anyPassword = field(anyPasswordValue)

const invalidRoleValue = fc.oneof(
  fc.constantFrom('', '0', '1', '2', 'Constructor', 'PROVEEDOR', ' constructor', 'constructor ', 'admin', 'true', '[]'),
  hostileText.filter((text) => !(ROLES as readonly string[]).includes(text)),
)
const invalidRole = fc.oneof(one(invalidRoleValue), missing, fc.constant(['constructor', 'proveedor']))
const anyRole = field(fc.oneof(fc.constantFrom(...ROLES), invalidRoleValue))

const anyBusinessName = field(fc.oneof(fc.constantFrom('Corralón Ñandú S.R.L.', 'Pinturas Beto'), hostileText))
const anyTerms = field(fc.constantFrom('on', 'yes', 'true', '1', 'false', '', 'ON'))

const FORM_NAMES = new Set([
  'intent',
  'email',
  'password',
  'confirmPassword',
  'businessName',
  'userRole',
  'acceptTerms',
  'redirectTo',
  'token',
  honeypotFieldName,
  // Conform's own control fields; junk in them is covered by its own test below.
  '__intent__',
  '__state__',
])
// Conform reads `a.b` and `a[0]` as paths, so `.email` or `email[0]` would be the email field itself.
const extraName = fc
  .oneof(
    fc.string({ minLength: 1 }),
    fc.constantFrom(
      'role',
      'isAdmin',
      'plan',
      'emailVerifiedAt',
      'a.b',
      'lista[0]',
      '__proto__',
      '__proto__.polluted',
      'constructor.prototype.polluted',
    ),
  )
  .filter((name) => !FORM_NAMES.has(/[^.[\]]+/.exec(name)?.[0] ?? ''))
const extras = fc.array(fc.tuple(extraName, hostileText), { maxLength: 3 })

const pairs = (name: string, values: Values) => values.map((value) => [name, value] as const)

const PROPERTY_RUNS = { numRuns: 1000 }
const PROPERTY_TIMEOUT_MS = 60_000

/** Runs one hostile submission and checks everything a refusal must be. */
async function expectRefused(
  action: Action,
  path: string,
  fields: Fields,
  { breaker, echoed, passwords = [] }: { breaker: string[]; echoed: string[]; passwords?: string[] },
) {
  const sent: Fields = [...new URLSearchParams(encode(fields))]
  const before = rowCounts()
  const outboxBefore = outboxSize()
  const result = await answer(action, post(path, fields))
  if (overFormCap(fields)) {
    await expectFormTooLarge(result)
    expect(rowCounts()).toEqual(before)
    expect(outboxSize()).toBe(outboxBefore)
    return
  }
  expect(result.thrown).toBe(false)
  expect(result.status).toBe(400)
  expectSpanishFieldErrors(result.reply)
  const error = result.reply?.result?.error ?? {}
  expect(
    breaker.some((name) => (error[name]?.length ?? 0) > 0),
    `an error on ${breaker.join(' or ')}`,
  ).toBe(true)
  expectEcho(result.reply, sent, echoed)
  expectNoPasswordInReply(result.reply, sent, passwords)
  expect(rowCounts()).toEqual(before)
  expect(outboxSize()).toBe(outboxBefore)
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
}

beforeEach(() => {
  resetDatabase(db)
})

describe('hostile submissions are refused with Spanish messages and write nothing', () => {
  const signUpCase = fc.oneof(
    ...(['email', 'password', 'userRole'] as const).map((breaker) =>
      fc.record({
        breaker: fc.constant(breaker),
        email: breaker === 'email' ? invalidEmail : anyEmail,
        password: breaker === 'password' ? invalidPassword : anyPassword,
        businessName: anyBusinessName,
        userRole: breaker === 'userRole' ? invalidRole : anyRole,
        acceptTerms: anyTerms,
        extras,
      }),
    ),
  )

  test(
    'sign-up',
    async () => {
      await fc.assert(
        fc.asyncProperty(signUpCase, async (c) => {
          const fields: Fields = [
            ['intent', 'signup'],
            ...pairs('email', c.email),
            ...pairs('password', c.password),
            ...pairs('businessName', c.businessName),
            ...pairs('userRole', c.userRole),
            ...pairs('acceptTerms', c.acceptTerms),
            ...c.extras,
          ]
          await expectRefused(authAction, '/auth', fields, {
            breaker: [c.breaker],
            echoed: ['email', 'businessName', 'userRole', 'acceptTerms'],
            passwords: ['password'],
          })
        }),
        PROPERTY_RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  // A login that passes validation would check a password hash, so one of the two is always broken.
  const invalidLoginPassword = fc.oneof(
    missing,
    fc.constant(['']),
    one(fc.integer({ min: 129, max: 10_000 }).map((n) => 'x'.repeat(n))),
    twice(anyPasswordValue),
  )
  const anyLoginPassword = field(anyPasswordValue)
  const redirectTo = fc.oneof(
    missing,
    one(fc.constantFrom('/perfil?tab=favorites', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)')),
    // Repeated or oversized redirectTo values have their own (failing) test below.
    one(hostileText.filter((text) => text.length <= 2000)),
  )
  const loginCase = fc.oneof(
    fc.record({ breaker: fc.constant('email'), email: invalidEmail, password: anyLoginPassword, redirectTo, extras }),
    fc.record({ breaker: fc.constant('password'), email: anyEmail, password: invalidLoginPassword, redirectTo, extras }),
  )

  test(
    'login',
    async () => {
      await fc.assert(
        fc.asyncProperty(loginCase, async (c) => {
          const fields: Fields = [
            ['intent', 'login'],
            ...pairs('email', c.email),
            ...pairs('password', c.password),
            ...pairs('redirectTo', c.redirectTo),
            ...c.extras,
          ]
          await expectRefused(authAction, '/auth', fields, {
            breaker: [c.breaker],
            echoed: ['email', 'redirectTo'],
            passwords: ['password'],
          })
        }),
        PROPERTY_RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  test(
    'resend verification',
    async () => {
      await fc.assert(
        fc.asyncProperty(invalidEmail, extras, async (email, extra) => {
          const fields: Fields = [['intent', 'resend-verification'], ...pairs('email', email), ...extra]
          await expectRefused(authAction, '/auth', fields, { breaker: ['email'], echoed: ['email'] })
        }),
        PROPERTY_RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  test(
    'forgot password',
    async () => {
      await fc.assert(
        fc.asyncProperty(invalidEmail, extras, async (email, extra) => {
          const fields: Fields = [...pairs('email', email), ...extra]
          await expectRefused(forgotPasswordAction, '/auth/recuperar', fields, { breaker: ['email'], echoed: ['email'] })
        }),
        PROPERTY_RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  const resetCase = fc.oneof(
    fc.record({ breaker: fc.constant('password'), password: invalidPassword, confirmPassword: field(anyPasswordValue), extras }),
    fc
      .record({
        breaker: fc.constant('confirmPassword'),
        password: anyPassword,
        confirmPassword: fc.oneof(missing, twice(anyPasswordValue), one(anyPasswordValue)),
        extras,
      })
      .map((c) =>
        // Matching single values would be a valid reset (and a real hash): make them differ.
        c.password.length === 1 && c.confirmPassword.length === 1 && c.password[0] === c.confirmPassword[0]
          ? { ...c, confirmPassword: [`${c.confirmPassword[0]}¿`] }
          : c,
      ),
  )

  test(
    'reset password, with a real token',
    async () => {
      const { user } = createAccount(db)
      await fc.assert(
        fc.asyncProperty(resetCase, async (c) => {
          // A fresh token per run: five refused attempts would spend one.
          const token = createAuthToken(db, user.id, 'reset-password', PASSWORD_RESET_TTL_MS)
          const fields: Fields = [
            ['token', token],
            ...pairs('password', c.password),
            ...pairs('confirmPassword', c.confirmPassword),
            ...c.extras,
          ]
          await expectRefused(resetPasswordAction, '/auth/restablecer', fields, {
            breaker: c.breaker === 'password' ? ['password'] : ['password', 'confirmPassword'],
            echoed: ['token'],
            passwords: ['password', 'confirmPassword'],
          })
        }),
        PROPERTY_RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

const HOSTILE = [
  '"',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u0000',
  'a'.repeat(10_000),
  '😀'.repeat(50),
  'muro-cortina',
  '%00',
  '../../etc/passwd',
].map((value) => ({ value, label: JSON.stringify(value).slice(0, 30) }))

describe('a fixed list of hostile values in every text field', () => {
  test.each(HOSTILE)('sign-up with $label', async ({ value }) => {
    const fields: Fields = [
      ['intent', 'signup'],
      ['email', value],
      ['password', value],
      ['businessName', value],
      ['userRole', 'proveedor'],
      ['acceptTerms', 'on'],
    ]
    await expectRefused(authAction, '/auth', fields, { breaker: ['email'], echoed: ['email', 'businessName'] })
  })

  test.each(HOSTILE)('login with $label', async ({ value }) => {
    const fields: Fields = [
      ['intent', 'login'],
      ['email', value],
      ['password', value],
    ]
    await expectRefused(authAction, '/auth', fields, { breaker: ['email'], echoed: ['email'] })
  })
})

describe('sign-up and login', () => {
  const signUpFields = (email: string): Fields => [
    ['intent', 'signup'],
    ['email', email],
    ['password', 'tejas coloniales del sur'],
    ['businessName', 'Constructora del Plata'],
    ['userRole', 'constructor'],
    ['acceptTerms', 'on'],
  ]

  test('sign-up creates the account, its profile and a verification token, and e-mails the link', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const before = rowCounts()
    const outboxBefore = outboxSize()

    const result = await answer(authAction, post('/auth', signUpFields('Nueva.Obra@Ejemplo.com.ar')))

    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/auth')
    expect(rowCounts()).toEqual({
      ...before,
      users: before.users! + 1,
      provider_profiles: before.provider_profiles! + 1,
      auth_tokens: before.auth_tokens! + 1,
    })
    const account = db.$client
      .prepare(
        `SELECT u.email, p.user_role AS role, p.business_name AS businessName, t.purpose
         FROM users u JOIN provider_profiles p ON p.user_id = u.id JOIN auth_tokens t ON t.user_id = u.id`,
      )
      .get()
    expect(account).toEqual({
      email: 'nueva.obra@ejemplo.com.ar',
      role: 'constructor',
      businessName: 'Constructora del Plata',
      purpose: 'verify-email',
    })
    const sent = readOutbox(outboxDir()).slice(outboxBefore)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toContain('nueva.obra@ejemplo.com.ar')
    expect(firstLinkIn(sent[0]!.text, '/auth/verificar')).toMatch(/\/auth\/verificar\?token=[\w-]+$/)
  })

  test('an address that has an account, in another case, gets the answer of a new sign-up and a notice by e-mail; nothing changes', async () => {
    const { user } = createAccount(db, { email: 'repetida@ejemplo.com.ar' })
    const passwordHash = () => db.$client.prepare('SELECT password_hash AS hash FROM users WHERE id = ?').get(user.id)
    const hashBefore = passwordHash()
    const fresh = await answer(authAction, post('/auth', signUpFields('nueva.de.verdad@ejemplo.com.ar')))
    const before = rowCounts()
    const outboxBefore = outboxSize()

    const result = await answer(authAction, post('/auth', signUpFields('REPETIDA@Ejemplo.com.ar')))

    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe(fresh.headers.get('Location'))
    expect(await toastWithoutId(result.headers)).toEqual(await toastWithoutId(fresh.headers))
    expect(await toastOf(result.headers)).toMatchObject({
      title: '¡Registro exitoso!',
      description: 'Por favor verifica tu email para activar tu cuenta.',
    })
    expect(rowCounts()).toEqual(before)
    expect(passwordHash()).toEqual(hashBefore)
    const sent = readOutbox(outboxDir()).slice(outboxBefore)
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['repetida@ejemplo.com.ar', 'Intento de registro con tu correo en RedObra'],
    ])
    expect(sent[0]!.text).toContain('Alguien intentó crear una cuenta en RedObra con este correo electrónico')
    expect(sent[0]!.text).toContain('ignorá este correo')
    expect(firstLinkIn(sent[0]!.text, '/auth')).toMatch(/\/auth$/)
    expect(firstLinkIn(sent[0]!.text, '/auth/recuperar')).toMatch(/\/auth\/recuperar$/)
    expect(firstLinkIn(sent[0]!.html, '/auth/recuperar')).toMatch(/\/auth\/recuperar$/)
  })

  const loginFields = (email: string, redirectTo?: string): Fields => [
    ['intent', 'login'],
    ['email', email],
    ['password', TEST_PASSWORD],
    ...(redirectTo === undefined ? [] : [['redirectTo', redirectTo] as const]),
  ]

  test('login to an unverified account asks to verify it and offers to resend', async () => {
    const { user } = createAccount(db, { verified: false })

    const result = await answer(authAction, post('/auth', loginFields(user.email)))

    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.['']?.[0]).toMatch(/^Tenés que verificar tu correo electrónico/)
    expect(result.reply?.unverifiedEmail).toBe(user.email)
    expect(rowCounts().sessions).toBe(0)
  })

  test('login to a verified account opens a session and redirects with a toast', async () => {
    const { user } = createAccount(db)

    const result = await answer(authAction, post('/auth', loginFields(user.email.toUpperCase())))

    expect(result.response).toBeInstanceOf(Response)
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/')
    const cookies = result.headers.getSetCookie()
    expect(cookies).toHaveLength(2)
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['ro_session', 'ro_toast'])
    expect(rowCounts().sessions).toBe(1)
  })

  test.each([
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/perfil?tab=favorites', '/perfil?tab=favorites'],
  ])('login with redirectTo %j goes to %j', async (redirectTo, location) => {
    const { user } = createAccount(db)
    const result = await answer(authAction, post('/auth', loginFields(user.email, redirectTo)))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe(location)
  })

  // Dot segments resolve late: '/.//evil.example' must not come back as '//evil.example'.
  test('login with redirectTo "/.//evil.example" stays on the site', async () => {
    const { user } = createAccount(db)
    const result = await answer(authAction, post('/auth', loginFields(user.email, '/.//evil.example')))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/')
  })

  test('a filled honeypot is refused outright and writes nothing', async () => {
    const before = rowCounts()
    const result = await answer(authAction, post('/auth', [...signUpFields('bot@ejemplo.com.ar'), [honeypotFieldName, 'spam']]))
    expect(result).toMatchObject({ thrown: true, status: 400 })
    expect(rowCounts()).toEqual(before)
  })
})

describe('e-mail verification: the link opens a page, its button verifies', () => {
  const emailVerified = (userId: number) =>
    (db.$client.prepare('SELECT email_verified_at AS at FROM users WHERE id = ?').get(userId) as { at: number | null }).at !== null
  const verify = (token: string) => answer(verifyEmailAction, post('/auth/verificar', [['token', token]]))

  test('opening the link only shows the button; pressing it verifies and says "¡Correo verificado!"', async () => {
    const { user } = createAccount(db, { verified: false })
    const token = createAuthToken(db, user.id, 'verify-email', EMAIL_VERIFICATION_TTL_MS)

    const page = verifyEmailLoader({ request: new Request(`${ORIGIN}/auth/verificar?token=${token}`), params: {}, context: {} })
    expect(page).toEqual({ token })
    expect(emailVerified(user.id)).toBe(false)

    const verified = await verify(token)
    expect(verified.status).toBe(302)
    expect(verified.headers.get('Location')).toBe('/auth')
    expect(await toastOf(verified.headers)).toMatchObject({ type: 'success', title: '¡Correo verificado!' })
    expect(emailVerified(user.id)).toBe(true)

    // Pressing again (a second tab, a double click) still says so: the account is verified.
    const again = await verify(token)
    expect(again.status).toBe(302)
    expect(await toastOf(again.headers)).toMatchObject({ title: '¡Correo verificado!' })
  })

  test('an expired link says so and leaves the account unverified', async () => {
    const { user } = createAccount(db, { verified: false })
    const result = await verify(createAuthToken(db, user.id, 'verify-email', -1000))
    expect(result.status).toBe(400)
    expect(result.reply?.message).toBe('El enlace de verificación venció. Pedí uno nuevo desde Iniciar Sesión.')
    expect(emailVerified(user.id)).toBe(false)
  })

  test.each(['inventado', '', 'x'.repeat(5000)])('a forged token (%#) is refused in Spanish', async (token) => {
    const result = await verify(token)
    expect(result.status).toBe(400)
    expect(result.reply?.message).toBe('El enlace de verificación no es válido o ya se usó. Pedí uno nuevo desde Iniciar Sesión.')
  })

  test('a token spent by a newer one is refused and does not verify the account', async () => {
    const { user } = createAccount(db, { verified: false })
    const old = createAuthToken(db, user.id, 'verify-email', EMAIL_VERIFICATION_TTL_MS)
    createAuthToken(db, user.id, 'verify-email', EMAIL_VERIFICATION_TTL_MS)
    expect((await verify(old)).reply?.message).toMatch(/no es válido o ya se usó/)
    expect(emailVerified(user.id)).toBe(false)
  })
})

describe('cross-site posts are refused before anything happens', () => {
  type Setup = { action: Action; path: string; fields: Fields; cookie?: string }
  const setups: Record<string, () => Promise<Setup>> = {
    'sign-up': async () => ({
      action: authAction,
      path: '/auth',
      fields: [
        ['intent', 'signup'],
        ['email', 'cruzado@ejemplo.com.ar'],
        ['password', 'tejas coloniales del sur'],
        ['businessName', 'Cruzado'],
        ['userRole', 'proveedor'],
        ['acceptTerms', 'on'],
      ],
    }),
    login: async () => {
      const { user } = createAccount(db)
      return {
        action: authAction,
        path: '/auth',
        fields: [
          ['intent', 'login'],
          ['email', user.email],
          ['password', TEST_PASSWORD],
        ],
      }
    },
    'resend verification': async () => {
      const { user } = createAccount(db, { verified: false })
      return {
        action: authAction,
        path: '/auth',
        fields: [
          ['intent', 'resend-verification'],
          ['email', user.email],
        ],
      }
    },
    'verify e-mail': async () => {
      const { user } = createAccount(db, { verified: false })
      const token = createAuthToken(db, user.id, 'verify-email', EMAIL_VERIFICATION_TTL_MS)
      return { action: verifyEmailAction, path: '/auth/verificar', fields: [['token', token]] }
    },
    'forgot password': async () => {
      const { user } = createAccount(db)
      return { action: forgotPasswordAction, path: '/auth/recuperar', fields: [['email', user.email]] }
    },
    'reset password': async () => {
      const { user } = createAccount(db)
      const token = createAuthToken(db, user.id, 'reset-password', PASSWORD_RESET_TTL_MS)
      return {
        action: resetPasswordAction,
        path: '/auth/restablecer',
        fields: [
          ['token', token],
          ['password', 'tejas coloniales del sur'],
          ['confirmPassword', 'tejas coloniales del sur'],
        ],
      }
    },
    'delete account': async () => {
      const { user } = createAccount(db)
      return {
        action: deleteAccountAction,
        path: '/cuenta/eliminar',
        fields: [['password', TEST_PASSWORD]],
        cookie: (await createSession(user.id)).split(';')[0],
      }
    },
    'sign out': async () => {
      const { user } = createAccount(db)
      return { action: signOutAction, path: '/auth/salir', fields: [], cookie: (await createSession(user.id)).split(';')[0] }
    },
  }

  const cases = Object.keys(setups).flatMap((name) => [
    [name, { Origin: 'https://evil.example' }] as const,
    [name, { 'Sec-Fetch-Site': 'cross-site' }] as const,
  ])

  test.each(cases)('%s with %j', async (name, headers) => {
    const { action, path, fields, cookie } = await setups[name]!()
    const before = rowCounts()
    const outboxBefore = outboxSize()
    const usedTokens = () => db.$client.prepare('SELECT count(*) AS n FROM auth_tokens WHERE used_at IS NOT NULL').get()

    const tokensBefore = usedTokens()
    const result = await answer(action, post(path, fields, { ...headers, ...(cookie ? { Cookie: cookie } : {}) }))

    expect(result).toMatchObject({ thrown: true, status: 403 })
    expect(await result.response!.text()).toBe('Solicitud rechazada: origen no permitido.')
    expect(rowCounts()).toEqual(before)
    expect(usedTokens()).toEqual(tokensBefore)
    expect(outboxSize()).toBe(outboxBefore)
  })
})

describe('forged requests', () => {
  // Conform JSON-parses these reserved fields and would throw on junk: the forms drop them.
  test.each(['__intent__', '__state__'])("junk in Conform's reserved %s field is a 400, not a crash", async (name) => {
    const { user } = createAccount(db)
    const token = createAuthToken(db, user.id, 'reset-password', PASSWORD_RESET_TTL_MS)
    const submissions: Array<[Action, string, Fields]> = [
      [
        authAction,
        '/auth',
        [
          ['intent', 'signup'],
          ['email', 'x'],
        ],
      ],
      [
        authAction,
        '/auth',
        [
          ['intent', 'login'],
          ['email', 'x'],
        ],
      ],
      [
        authAction,
        '/auth',
        [
          ['intent', 'resend-verification'],
          ['email', 'x'],
        ],
      ],
      [forgotPasswordAction, '/auth/recuperar', [['email', 'x']]],
      [
        resetPasswordAction,
        '/auth/restablecer',
        [
          ['token', token],
          ['password', 'x'],
        ],
      ],
    ]
    for (const [action, path, fields] of submissions) {
      const result = await answer(action, post(path, [...fields, [name, 'no-es-json']]))
      expect(result.status).toBe(400)
    }
  })

  // Fields no person types (redirectTo, the reset token) still answer in Spanish.
  test.each([
    [
      'login, redirectTo sent twice',
      '/auth',
      [
        ['intent', 'login'],
        ['email', 'ana@obra.com.ar'],
        ['password', 'x'],
        ['redirectTo', '/a'],
        ['redirectTo', '/b'],
      ],
    ],
    [
      'login, redirectTo over 2,000 characters',
      '/auth',
      [
        ['intent', 'login'],
        ['email', 'ana@obra.com.ar'],
        ['password', 'x'],
        ['redirectTo', `/${'a'.repeat(2000)}`],
      ],
    ],
    ['reset, token sent twice', '/auth/restablecer', []],
  ] as Array<[string, string, Fields]>)('%s gets Spanish messages', async (_name, path, fields) => {
    let submitted = fields
    if (path === '/auth/restablecer') {
      const { user } = createAccount(db)
      const token = createAuthToken(db, user.id, 'reset-password', PASSWORD_RESET_TTL_MS)
      submitted = [
        ['token', token],
        ['token', token],
        ['password', 'corta'],
        ['confirmPassword', 'corta'],
      ]
    }
    const result = await answer(path === '/auth' ? authAction : resetPasswordAction, post(path, submitted))
    expect(result.status).toBe(400)
    expectSpanishFieldErrors(result.reply)
  })

  // Conform would echo `x[1000000]` as a million-slot list: a 37-byte body must not answer with megabytes.
  test('an indexed unknown field does not inflate the reply', async () => {
    const result = await answer(
      authAction,
      post('/auth', [
        ['intent', 'login'],
        ['email', 'x'],
        ['x[1000000]', '1'],
      ]),
    )
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.reply).length).toBeLessThan(10_000)
  })
})
