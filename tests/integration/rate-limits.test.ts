import type { ActionFunctionArgs } from '@remix-run/node'
import { beforeEach, describe, expect, test } from 'vitest'
import { PASSWORD_RESET_TTL_MS, RATE_LIMITS, TOKEN_MAX_ATTEMPTS } from '~/constants'
import { createAuthToken } from '~/models/accounts.server'
import { clearRateLimit, consumeRateLimit, peekRateLimit } from '~/models/rate-limits.server'
import { action as authAction } from '~/routes/auth/route'
import { action as resetPasswordAction } from '~/routes/auth_.restablecer'
import { action as verifyEmailAction } from '~/routes/auth_.verificar'
import { db } from '~/server/db.server'
import { openDatabase } from '~/server/sqlite.server'
import { createAccount, resetDatabase, TEST_PASSWORD } from '../setup/factories'

const SECOND = 1000
const MINUTE = 60 * SECOND
const T0 = Date.UTC(2025, 8, 3, 12, 0, 0)

let sequence = 0
const unique = (prefix: string) => `${prefix}-${++sequence}`
function nextIp() {
  const n = ++sequence
  return `10.1.${(n >> 8) & 255}.${n & 255}`
}

beforeEach(() => {
  resetDatabase(db)
})

describe('counting against the real database', () => {
  test('the 11th sign-in from one address inside a minute is limited, with a countdown, and a minute later it is allowed again', () => {
    const ip = unique('ip')
    for (let i = 0; i < RATE_LIMITS.signInPerIp.max; i++) {
      expect(consumeRateLimit(db, 'signInPerIp', ip, T0 + i * SECOND)).toMatchObject({ limited: false, count: i + 1 })
    }

    expect(consumeRateLimit(db, 'signInPerIp', ip, T0 + 10 * SECOND)).toEqual({ limited: true, count: 11, retryAfterSeconds: 50 })
    expect(consumeRateLimit(db, 'signInPerIp', ip, T0 + 30 * SECOND)).toMatchObject({ limited: true, retryAfterSeconds: 30 })
    expect(peekRateLimit(db, 'signInPerIp', ip, T0 + 45 * SECOND)).toMatchObject({ limited: true, retryAfterSeconds: 15 })
    expect(consumeRateLimit(db, 'signInPerIp', ip, T0 + MINUTE - 1)).toMatchObject({ limited: true, retryAfterSeconds: 1 })

    expect(consumeRateLimit(db, 'signInPerIp', ip, T0 + MINUTE)).toEqual({ limited: false, count: 1, retryAfterSeconds: 60 })
  })

  test('other addresses and other limits are counted apart', () => {
    const ip = unique('ip')
    for (let i = 0; i <= RATE_LIMITS.signInPerIp.max; i++) consumeRateLimit(db, 'signInPerIp', ip, T0)
    expect(consumeRateLimit(db, 'signInPerIp', unique('ip'), T0).limited).toBe(false)
    expect(consumeRateLimit(db, 'signUpPerIp', ip, T0).limited).toBe(false)
  })

  test('an account locks after 10 failures and unlocks when the 15-minute window ends, never later', () => {
    const email = `${unique('cuenta')}@ejemplo.com.ar`
    const { max, windowMs } = RATE_LIMITS.signInFailuresPerAccount
    for (let i = 0; i < max - 1; i++) consumeRateLimit(db, 'signInFailuresPerAccount', email, T0 + i * MINUTE)
    expect(peekRateLimit(db, 'signInFailuresPerAccount', email, T0 + 9 * MINUTE).limited).toBe(false)

    consumeRateLimit(db, 'signInFailuresPerAccount', email, T0 + 9 * MINUTE)
    expect(peekRateLimit(db, 'signInFailuresPerAccount', email, T0 + 9 * MINUTE)).toEqual({
      limited: true,
      count: 10,
      retryAfterSeconds: 6 * 60,
    })

    // More failures during the lock do not push its end back.
    for (let i = 0; i < 20; i++) consumeRateLimit(db, 'signInFailuresPerAccount', email, T0 + 10 * MINUTE + i * SECOND)
    expect(peekRateLimit(db, 'signInFailuresPerAccount', email, T0 + windowMs - 1)).toMatchObject({
      limited: true,
      retryAfterSeconds: 1,
    })
    expect(peekRateLimit(db, 'signInFailuresPerAccount', email, T0 + windowMs)).toEqual({
      limited: false,
      count: 0,
      retryAfterSeconds: 0,
    })
  })

  test('clearing an account’s failures (a successful sign-in) unlocks it at once', () => {
    const email = `${unique('cuenta')}@ejemplo.com.ar`
    for (let i = 0; i < 10; i++) consumeRateLimit(db, 'signInFailuresPerAccount', email, T0)
    expect(peekRateLimit(db, 'signInFailuresPerAccount', email, T0).limited).toBe(true)
    clearRateLimit(db, 'signInFailuresPerAccount', email)
    expect(peekRateLimit(db, 'signInFailuresPerAccount', email, T0)).toEqual({ limited: false, count: 0, retryAfterSeconds: 0 })
  })

  test('two connections to the same file interleaving 50 events each count exactly 100', () => {
    const other = openDatabase(process.env.DATABASE_PATH!)
    try {
      const subject = unique('ip')
      const counts: number[] = []
      for (let i = 0; i < 50; i++) {
        counts.push(consumeRateLimit(db, 'signUpPerIp', subject, T0 + i).count)
        counts.push(consumeRateLimit(other, 'signUpPerIp', subject, T0 + i).count)
      }
      expect(counts).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
      expect(peekRateLimit(other, 'signUpPerIp', subject, T0 + 100).count).toBe(100)
      expect(peekRateLimit(db, 'signUpPerIp', subject, T0 + 100).count).toBe(100)
    } finally {
      other.$client.close()
    }
  })
})

type Answer = {
  status: number
  headers: Headers
  reply?: { result?: { error?: Record<string, string[] | null> }; message?: string }
}

async function answer(action: (args: ActionFunctionArgs) => Promise<unknown>, request: Request): Promise<Answer> {
  const value = await action({ request, params: {}, context: {} })
  if (value instanceof Response) return { status: value.status, headers: value.headers }
  const { data, init } = value as { data: Answer['reply']; init: ResponseInit | null }
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), reply: data }
}

function post(path: string, fields: Record<string, string>, ip: string) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:3000', 'X-Forwarded-For': ip },
    body: new URLSearchParams(fields),
  })
}

const login = (email: string, password: string, ip: string) => answer(authAction, post('/auth', { intent: 'login', email, password }, ip))

const formError = (result: Answer) => result.reply?.result?.error?.['']?.[0]

describe('the limits through the real actions', () => {
  test('the 11th login from one address inside a minute answers 429 with Retry-After', async () => {
    // Proxies append the address they saw: the limit follows the last entry, not what the client claims.
    const ip = `203.0.113.7, ${nextIp()}`
    const first = await Promise.all(
      Array.from({ length: RATE_LIMITS.signInPerIp.max }, (_, i) => login(`nadie${i}@ejemplo.com.ar`, 'no-es-esta', ip)),
    )
    expect(first.map((result) => result.status)).toEqual(Array(10).fill(400))

    const limited = await login('nadie@ejemplo.com.ar', 'no-es-esta', ip)

    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    expect(formError(limited)).toBe('Demasiados intentos. Esperá 1 minuto y volvé a intentar.')
  })

  test('10 wrong passwords lock the account even for the right one, until the window moves on', async () => {
    const { user } = createAccount(db)
    const wrong = await Promise.all(Array.from({ length: 10 }, (_, i) => login(user.email, `equivocada-${i}`, nextIp())))
    expect(wrong.map((result) => result.status)).toEqual(Array(10).fill(400))

    const locked = await login(user.email, TEST_PASSWORD, nextIp())
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect(formError(locked)).toBe('Demasiados intentos fallidos para esta cuenta. Esperá 15 minutos y volvé a intentar.')

    db.$client
      .prepare('UPDATE rate_limits SET window_started_at = window_started_at - ? WHERE key = ?')
      .run(16 * MINUTE, `signInFailuresPerAccount:${user.email}`)
    const signedIn = await login(user.email, TEST_PASSWORD, nextIp())
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.getSetCookie()).toHaveLength(2)
  })

  test(`after ${RATE_LIMITS.invalidTokensPerIp.max} bogus tokens from one address, the verify and reset buttons answer 429`, async () => {
    const ip = nextIp()
    const verify = (token: string) => answer(verifyEmailAction, post('/auth/verificar', { token }, ip))
    const resetWith = (token: string) =>
      answer(
        resetPasswordAction,
        post('/auth/restablecer', { token, password: 'tejas coloniales', confirmPassword: 'tejas coloniales' }, ip),
      )
    for (let i = 0; i < RATE_LIMITS.invalidTokensPerIp.max; i++) {
      const refused = await (i % 2 ? resetWith(`inventado-${i}`) : verify(`inventado-${i}`))
      expect(refused.status).toBe(400)
    }

    const limited = await verify('inventado')
    expect(limited.status).toBe(429)
    expect(limited.reply?.message).toBe('Demasiados intentos. Esperá 15 minutos y volvé a intentar.')
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    const limitedReset = await resetWith('inventado')
    expect(limitedReset.status).toBe(429)
    expect(limitedReset.reply?.message).toBe('Demasiados intentos. Esperá 15 minutos y volvé a intentar.')

    // A good link still works from that address: only bad tokens are counted.
    const { user } = createAccount(db, { verified: false })
    expect((await verify(createAuthToken(db, user.id, 'verify-email', MINUTE))).status).toBe(302)
  })

  const reset = (token: string, password: string) =>
    answer(resetPasswordAction, post('/auth/restablecer', { token, password, confirmPassword: password }, nextIp()))
  const passwordHash = (userId: number) =>
    db.$client.prepare('SELECT password_hash AS hash FROM users WHERE id = ?').get(userId) as { hash: string }

  test(`a reset token stops working after ${TOKEN_MAX_ATTEMPTS} refused new passwords, even for a good one`, async () => {
    const { user } = createAccount(db)
    const token = createAuthToken(db, user.id, 'reset-password', PASSWORD_RESET_TTL_MS)
    const before = passwordHash(user.id)

    for (let i = 0; i < TOKEN_MAX_ATTEMPTS; i++) {
      const refused = await reset(token, 'corta')
      expect(refused.status).toBe(400)
      expect(refused.reply?.result?.error?.password).toEqual(['La contraseña debe tener al menos 8 caracteres'])
    }
    const spent = await reset(token, 'tejas coloniales del sur')

    expect(spent.status).toBe(400)
    expect(spent.reply?.message).toBe('El enlace para restablecer la contraseña no es válido, ya se usó o venció. Pedí uno nuevo.')
    expect(passwordHash(user.id)).toEqual(before)
  })

  test(`one attempt short of ${TOKEN_MAX_ATTEMPTS}, the token still sets a good password`, async () => {
    const { user } = createAccount(db)
    const token = createAuthToken(db, user.id, 'reset-password', PASSWORD_RESET_TTL_MS)
    const before = passwordHash(user.id)

    for (let i = 0; i < TOKEN_MAX_ATTEMPTS - 1; i++) expect((await reset(token, 'corta')).status).toBe(400)
    const done = await reset(token, 'tejas coloniales del sur')

    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/auth')
    expect(passwordHash(user.id)).not.toEqual(before)
  })
})
