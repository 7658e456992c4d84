import { beforeEach, describe, expect, test, vi } from 'vitest'
import { RATE_LIMITS } from '~/constants'
import { createAuthToken } from '~/models/accounts.server'
import { peekRateLimit, reserveRateLimit } from '~/models/rate-limits.server'
import { action as authAction } from '~/routes/auth/route'
import { action as signInLinkAction, loader as signInLinkLoader } from '~/routes/auth_.ingresar'
import { action as deleteAccountAction } from '~/routes/cuenta.eliminar/route'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { answer, ORIGIN, post, toastOf, toastWithoutId } from '../setup/actions'
import { createAccount, resetDatabase, TEST_PASSWORD } from '../setup/factories'
import { firstLinkIn, readOutbox } from '../setup/outbox'

type Reply = { result?: { error?: Record<string, string[] | null> }; lockedEmail?: string; message?: string }

// The lock is reached with real guesses, each a real scrypt hash.
vi.setConfig({ testTimeout: 90_000 })

beforeEach(() => {
  resetDatabase(db)
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

let network = 0
const login = (email: string, password: string, ip = `203.0.${++network % 250}.1`) =>
  answer<Reply>(
    authAction,
    post(
      '/auth',
      [
        ['intent', 'login'],
        ['email', email],
        ['password', password],
      ],
      { 'X-Forwarded-For': ip },
    ),
  )
const askForLink = (email: string, ip?: string) =>
  answer<Reply>(
    authAction,
    post(
      '/auth',
      [
        ['intent', 'sign-in-link'],
        ['email', email],
      ],
      ip ? { 'X-Forwarded-For': ip } : {},
    ),
  )
const useLink = (token: string) => answer<Reply>(signInLinkAction, post('/auth/ingresar', [['token', token]]))
const mailsTo = (address: string) => readOutbox(outboxDir()).filter((mail) => mail.to.includes(address))
const tokenIn = (text: string) => new URL(firstLinkIn(text, '/auth/ingresar')).searchParams.get('token')!
const failuresCounted = (email: string) => peekRateLimit(db, 'signInFailuresPerAccount', email).count
const sessionsOf = (userId: number) =>
  (db.$client.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?').get(userId) as { n: number }).n

async function lockOut(email: string) {
  const guesses = Array.from({ length: RATE_LIMITS.signInFailuresPerAccount.max }, (_, i) => login(email, `adivinanza-${i}`))
  for (const guess of await Promise.all(guesses)) expect(guess.status).toBe(400)
}

describe('an account locked by wrong guesses', () => {
  test('refuses the right password, says so and offers a link; the link signs the owner in once and unlocks the account', async () => {
    const { user } = createAccount(db)
    await lockOut(user.email)

    const refused = await login(user.email, TEST_PASSWORD)
    expect(refused.status).toBe(429)
    expect(refused.reply?.result?.error?.['']).toEqual([
      'Demasiados intentos fallidos para esta cuenta. Esperá 15 minutos y volvé a intentar.',
    ])
    expect(refused.reply?.lockedEmail).toBe(user.email)

    const asked = await askForLink(user.email)
    expect(asked.status).toBe(302)
    expect(asked.headers.get('Location')).toBe('/auth')
    expect(await toastOf(asked.headers)).toMatchObject({
      title: 'Revisá tu correo',
      description: 'Si hay una cuenta con ese correo, te enviamos un enlace para ingresar. Vence en 15 minutos y sirve una sola vez.',
    })
    const mails = mailsTo(user.email)
    expect(mails.map((mail) => mail.subject)).toEqual(['Tu enlace para ingresar a RedObra'])
    expect(mails[0]!.text).toContain('El enlace vence en 15 minutos y se puede usar una sola vez.')
    const token = tokenIn(mails[0]!.text)

    // Opening the link (as a mail scanner does) changes nothing.
    expect(signInLinkLoader({ request: new Request(`${ORIGIN}/auth/ingresar?token=${token}`), params: {}, context: {} })).toEqual({
      token,
      constraint: { email: { required: true } },
    })
    expect(sessionsOf(user.id)).toBe(0)

    const used = await useLink(token)
    expect(used.status).toBe(302)
    expect(used.headers.get('Location')).toBe('/')
    expect(
      used.headers
        .getSetCookie()
        .map((cookie) => cookie.split('=')[0])
        .sort(),
    ).toEqual(['ro_session', 'ro_toast'])
    expect(sessionsOf(user.id)).toBe(1)
    expect(failuresCounted(user.email)).toBe(0)

    const again = await useLink(token)
    expect(again.status).toBe(400)
    expect(again.reply?.message).toBe('El enlace para ingresar no es válido o ya se usó. Pedí uno nuevo.')
    expect(sessionsOf(user.id)).toBe(1)

    // Unlocked: the password works again, and so does deleting the account, which asks for it.
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(302)
    const cookie = used.headers
      .getSetCookie()
      .find((value) => value.startsWith('ro_session='))!
      .split(';')[0]!
    const deleted = await answer(deleteAccountAction, post('/cuenta/eliminar', [['password', TEST_PASSWORD]], { Cookie: cookie }))
    expect(deleted.status).toBe(302)
    expect(db.$client.prepare('SELECT count(*) AS n FROM users WHERE id = ?').get(user.id)).toEqual({ n: 0 })
  })

  test('an expired link is refused with a way to ask for a new one, and signs no one in', async () => {
    const { user } = createAccount(db)
    const token = createAuthToken(db, user.id, 'sign-in-link', -1000)
    const result = await useLink(token)
    expect(result.status).toBe(400)
    expect(result.reply?.message).toBe('El enlace para ingresar venció: dura 15 minutos. Pedí uno nuevo.')
    expect(sessionsOf(user.id)).toBe(0)

    const again = await answer(
      signInLinkAction,
      post('/auth/ingresar', [
        ['intent', 'sign-in-link'],
        ['email', user.email],
      ]),
    )
    expect(again.status).toBe(302)
    expect(mailsTo(user.email)).toHaveLength(1)
  })

  test('a missing account locks and answers the same way, and no e-mail is sent', async () => {
    const { user } = createAccount(db)
    const missing = 'nadie-aqui@ejemplo.com.ar'
    // The lock itself is reached by real guesses above; here the places are taken directly.
    for (const email of [user.email, missing]) {
      for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccount.max; i++) reserveRateLimit(db, 'signInFailuresPerAccount', email)
    }

    const [real, none] = await Promise.all([login(user.email, TEST_PASSWORD), login(missing, TEST_PASSWORD)])
    expect(none.status).toBe(real.status)
    expect(none.reply?.result?.error).toEqual(real.reply?.result?.error)
    expect(none.reply?.lockedEmail).toBe(missing)

    const [forReal, forNone] = await Promise.all([askForLink(user.email), askForLink(missing)])
    expect(forNone.status).toBe(forReal.status)
    expect(forNone.headers.get('Location')).toBe(forReal.headers.get('Location'))
    expect(await toastWithoutId(forNone.headers)).toEqual(await toastWithoutId(forReal.headers))
    expect(mailsTo(user.email)).toHaveLength(1)
    expect(mailsTo(missing)).toHaveLength(0)
  })

  test('links are limited per account and per address', async () => {
    const { user } = createAccount(db)
    for (let i = 0; i < RATE_LIMITS.signInLinkPerAccount.max; i++) expect((await askForLink(user.email)).status).toBe(302)
    const limited = await askForLink(user.email)
    expect(limited.status).toBe(429)
    expect(limited.reply?.result?.error?.['']?.[0]).toMatch(/^Demasiados intentos\. Esperá \d+ minutos/)
    expect(mailsTo(user.email)).toHaveLength(RATE_LIMITS.signInLinkPerAccount.max)

    const ip = '192.0.2.77'
    for (let i = 0; i < RATE_LIMITS.signInLinkPerIp.max; i++) expect((await askForLink(`otra-${i}@ejemplo.com.ar`, ip)).status).toBe(302)
    expect((await askForLink('una-mas@ejemplo.com.ar', ip)).status).toBe(429)
  })
})
