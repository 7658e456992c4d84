import type { ActionFunctionArgs } from '@remix-run/node'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { MAX_CONCURRENT_PASSWORD_HASHES, MAX_WAITING_PASSWORD_CHECKS, RATE_LIMITS } from '~/constants'
import { peekRateLimit } from '~/models/rate-limits.server'
import { action as authAction } from '~/routes/auth/route'
import { action as deleteAccountAction } from '~/routes/cuenta.eliminar/route'
import { action as settingsAction } from '~/routes/perfil_.cuenta/route'
import { db } from '~/server/db.server'
import { getDummyPasswordHash } from '~/server/password.server'
import { getClientIp } from '~/server/request.server'
import { answer, post, signedInCookie } from '../setup/actions'
import { createAccount, resetDatabase, TEST_PASSWORD } from '../setup/factories'
import { raceProcesses } from '../setup/race'

type Answer = { status: number; headers: Headers; formError?: string }

async function login(email: string, password: string, ip: string): Promise<Answer> {
  const request = new Request('http://localhost:3000/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:3000', 'X-Forwarded-For': ip },
    body: new URLSearchParams({ intent: 'login', email, password }),
  })
  const value = await authAction({ request, params: {}, context: {} } as ActionFunctionArgs)
  if (value instanceof Response) return { status: value.status, headers: value.headers }
  const { data, init } = value as unknown as {
    data: { result?: { error?: Record<string, string[] | null> } }
    init: ResponseInit | null
  }
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), formError: data.result?.error?.['']?.[0] }
}

const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {})

const failuresCounted = (email: string) => peekRateLimit(db, 'signInFailuresPerAccount', email).count

let sequence = 0
const nextNetwork = () => `198.51.${++sequence}`

// Each sign-in here pays for a real scrypt hash, on a machine that may be busy.
vi.setConfig({ testTimeout: 90_000 })

beforeEach(() => {
  resetDatabase(db)
})

describe('the per-account lock under parallel guesses', () => {
  const { max } = RATE_LIMITS.signInFailuresPerAccount

  test('30 simultaneous guesses from 3 addresses, the right password last: none signs in, and only 10 are hashed and counted', async () => {
    const { user } = createAccount(db)
    const network = nextNetwork()
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(user.email, i === 29 ? TEST_PASSWORD : `adivinanza-${i}`, `${network}.${i % 3}`)),
    )
    const seconds = (performance.now() - started) / 1000
    console.info(`30 parallel guesses: ${JSON.stringify(tally(answers))} in ${seconds.toFixed(2)} s`)

    expect(answers.filter((answer) => answer.status === 302)).toEqual([])
    expect(tally(answers)).toEqual({ 400: max, 429: 30 - max })
    expect(answers.at(-1)).toMatchObject({
      status: 429,
      formError: 'Demasiados intentos fallidos para esta cuenta. Esperá 15 minutos y volvé a intentar.',
    })
    expect(Number(answers.at(-1)!.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect(failuresCounted(user.email)).toBe(max)
  })

  test('three processes guessing at once never check more than 10 passwords, the right one included', async () => {
    const { user } = createAccount(db)
    const guesses = (from: number) => Array.from({ length: 10 }, (_, i) => `adivinanza-${from + i}`)
    const outcomes = await raceProcesses<string[]>('sign-in-worker.ts', [
      [user.email, guesses(0).join(',')],
      [user.email, guesses(10).join(',')],
      [user.email, [...guesses(20).slice(0, 9), TEST_PASSWORD].join(',')],
    ])
    const all = outcomes.flat()
    expect(all.filter((status) => status === 'ok')).toEqual([])
    expect(all.filter((status) => status === 'invalid')).toHaveLength(max)
    expect(all.filter((status) => status === 'locked')).toHaveLength(30 - max)
    expect(failuresCounted(user.email)).toBe(max)
  })

  test('the right password gives back its own place and leaves earlier failures counted', async () => {
    const { user } = createAccount(db)
    const ip = `${nextNetwork()}.1`
    for (let i = 0; i < 3; i++) expect((await login(user.email, `adivinanza-${i}`, ip)).status).toBe(400)
    expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(302)
    expect(failuresCounted(user.email)).toBe(3)
  })
})

describe('the line of password checks', () => {
  test('beyond the checks that may wait, sign-ins answer 503 with Retry-After at once, and an honest one works right after', async () => {
    const network = nextNetwork()
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`nadie-${i}@ejemplo.com.ar`, 'no-es-esta', `${network}.${i}`)),
    )
    console.info(
      `30 parallel sign-ins to 30 accounts: ${JSON.stringify(tally(answers))} in ${((performance.now() - started) / 1000).toFixed(2)} s`,
    )

    const checked = MAX_CONCURRENT_PASSWORD_HASHES + MAX_WAITING_PASSWORD_CHECKS
    expect(tally(answers)).toEqual({ 400: checked, 503: 30 - checked })
    const busy = answers.find((answer) => answer.status === 503)!
    expect(Number(busy.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect(busy.formError).toBe('Hay muchos inicios de sesión en este momento. Esperá unos segundos y volvé a intentar.')

    const { user } = createAccount(db)
    expect((await login(user.email, TEST_PASSWORD, `${network}.200`)).status).toBe(302)
    expect(failuresCounted(user.email)).toBe(0)
  })

  test('while the line is full, deleting the account or changing its password with the right password is refused, not done', async () => {
    const network = nextNetwork()
    const { user } = createAccount(db)
    const cookie = await signedInCookie(user.id)
    // The flood's unknown e-mails are checked against a dummy hash, made once: made here, the
    // line fills at once and stays full for at least one hash (~0.4 s).
    await getDummyPasswordHash()
    const flood = Promise.all(Array.from({ length: 30 }, (_, i) => login(`nadie-${i}@ejemplo.com.ar`, 'no-es-esta', `${network}.${i}`)))
    await new Promise((resolve) => setTimeout(resolve, 50))

    const [deletion, change] = await Promise.all([
      answer(deleteAccountAction, post('/cuenta/eliminar', [['password', TEST_PASSWORD]], { Cookie: cookie })),
      answer(
        settingsAction,
        post(
          '/perfil/cuenta',
          [
            ['intent', 'cambiar-clave'],
            ['currentPassword', TEST_PASSWORD],
            ['newPassword', 'ladrillos huecos'],
            ['confirmPassword', 'ladrillos huecos'],
          ],
          { Cookie: cookie, 'X-Forwarded-For': `${network}.100` },
        ),
      ),
    ])
    await flood

    for (const refused of [deletion, change]) {
      expect(refused.status).toBe(503)
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    }
    expect((await login(user.email, TEST_PASSWORD, `${network}.200`)).status).toBe(302)
  })
})

describe('per-address limits on IPv6', () => {
  const { max } = RATE_LIMITS.signInPerIp

  test('two addresses in one /64 share the sign-in limit; another /64 has its own', async () => {
    const prefix = `2001:db8:${++sequence}:1`
    const first = await Promise.all(
      Array.from({ length: max }, (_, i) => login(`nadie-${i}@ejemplo.com.ar`, 'no-es-esta', `${prefix}::${(i + 1).toString(16)}`)),
    )
    expect(first.map((answer) => answer.status)).toEqual(Array(max).fill(400))

    expect((await login('nadie@ejemplo.com.ar', 'no-es-esta', `${prefix}:ffff:ffff:ffff:ffff`)).status).toBe(429)
    expect((await login('nadie@ejemplo.com.ar', 'no-es-esta', `2001:db8:${sequence}:2::1`)).status).toBe(400)
  })

  test('an IPv4-mapped IPv6 address is limited as the IPv4 address it carries', () => {
    const from = (ip: string) => getClientIp(new Request('http://localhost:3000/auth', { headers: { 'X-Forwarded-For': ip } }))
    expect(from('::ffff:198.51.100.7')).toBe(from('198.51.100.7'))
    expect(from('2001:db8:5:6:aaaa::1')).toBe(from('2001:0db8:0005:0006:ffff:ffff:ffff:ffff'))
    expect(from('2001:db8:5:6::1')).not.toBe(from('2001:db8:5:7::1'))
  })
})
