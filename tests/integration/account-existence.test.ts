import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { db } from '~/server/db.server'
import { answer, post, toastWithoutId } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'
import { parseEmail } from '../setup/outbox'
import { startSmtpListener } from '../setup/smtp'

/*
 * Whether an address has an account must not show in the answer to the forms that take one, nor
 * in how long the answer takes: the e-mail goes out after the answer. An SMTP listener that holds
 * each message until the test lets it go shows whether a request waited for it.
 */
function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

const received: { to: string[]; subject: string }[] = []
let arrived = deferred()
let release = deferred()

const smtp = await startSmtpListener(async ({ to, raw }) => {
  arrived.resolve()
  await release.promise
  received.push({ to, subject: parseEmail(raw).subject })
})
afterAll(smtp.close)

// The app reads its mail settings when its modules load: load them again with the listener set.
process.env.SMTP_URL = smtp.url
vi.resetModules()
const { queuedEmailsSent } = await import('~/server/email.server')
const { action: authAction } = await import('~/routes/auth/route')
const { action: forgotPasswordAction } = await import('~/routes/auth_.recuperar')
delete process.env.SMTP_URL

vi.setConfig({ testTimeout: 60_000 })

beforeEach(() => {
  resetDatabase(db)
  received.length = 0
  arrived = deferred()
  release = deferred()
})

/** Which came first: the answer, or the message reaching the mail server. */
async function firstOf(answering: Promise<unknown>) {
  const first = await Promise.race([answering.then(() => 'answer' as const), arrived.promise.then(() => 'mail' as const)])
  release.resolve()
  await answering
  await queuedEmailsSent()
  return first
}

const forms = {
  'password reset': (email: string) => answer(forgotPasswordAction, post('/auth/recuperar', [['email', email]])),
  'verification resend': (email: string) =>
    answer(
      authAction,
      post('/auth', [
        ['intent', 'resend-verification'],
        ['email', email],
      ]),
    ),
  'sign-in link': (email: string) =>
    answer(
      authAction,
      post('/auth', [
        ['intent', 'sign-in-link'],
        ['email', email],
      ]),
    ),
}

describe.each(Object.entries(forms))('%s', (_, send) => {
  test('answers before the e-mail reaches the mail server, and the same way for an address without an account', async () => {
    const { user } = createAccount(db, { verified: false })
    const forAccount = send(user.email)
    expect(await firstOf(forAccount)).toBe('answer')
    expect(received.map((mail) => mail.to)).toEqual([[user.email]])

    const forNobody = await send('nadie-aqui@ejemplo.com.ar')
    const account = await forAccount
    expect(forNobody.status).toBe(account.status)
    expect(forNobody.headers.get('Location')).toBe(account.headers.get('Location'))
    expect(await toastWithoutId(forNobody.headers)).toEqual(await toastWithoutId(account.headers))
    await queuedEmailsSent()
    expect(received).toHaveLength(1)
  })
})

test('sign-up with an address that has an account answers before its notice reaches the mail server', async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  const { user } = createAccount(db)
  const signingUp = answer(
    authAction,
    post('/auth', [
      ['intent', 'signup'],
      ['email', user.email],
      ['password', 'tejas coloniales del sur'],
      ['businessName', 'Constructora del Plata'],
      ['userRole', 'constructor'],
      ['acceptTerms', 'on'],
    ]),
  )
  expect(await firstOf(signingUp)).toBe('answer')
  expect((await signingUp).status).toBe(302)
  expect(received).toEqual([{ to: [user.email], subject: 'Intento de registro con tu correo en RedObra' }])
})
