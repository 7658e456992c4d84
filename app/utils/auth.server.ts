import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { verifyCredentials } from '~/models/accounts.server'
import { clearRateLimit, consumeRateLimit, peekRateLimit } from '~/models/rate-limits.server'
import { db } from './db.server'
import { EmailSchema } from './validation'

export type SignInFailure =
  | { reason: 'invalid' }
  | { reason: 'unverified'; email: string }
  | { reason: 'locked'; retryAfterSeconds: number }

/** What the form strategy throws when it refuses; the /auth action turns it into a message. */
export class SignInError extends Error {
  constructor(readonly failure: SignInFailure) {
    super(failure.reason)
  }
}

/**
 * Checks a password against the account's failure limit: after too many failures the account
 * refuses every attempt for the rest of the window (15 minutes at most), so an attacker cannot
 * guess on and cannot keep the owner out for long either.
 */
export async function checkPassword(email: string, password: string) {
  const lock = peekRateLimit(db, 'signInFailuresPerAccount', email)
  if (lock.limited) return { status: 'locked', retryAfterSeconds: lock.retryAfterSeconds } as const
  const account = await verifyCredentials(email, password)
  if (!account) {
    consumeRateLimit(db, 'signInFailuresPerAccount', email)
    return { status: 'invalid' } as const
  }
  clearRateLimit(db, 'signInFailuresPerAccount', email)
  return { status: 'ok', account } as const
}

export const authenticator = new Authenticator<number>()

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = EmailSchema.safeParse(form.get('email'))
    const password = form.get('password')
    if (!email.success || typeof password !== 'string') throw new SignInError({ reason: 'invalid' })
    const result = await checkPassword(email.data, password)
    if (result.status === 'locked') throw new SignInError({ reason: 'locked', retryAfterSeconds: result.retryAfterSeconds })
    if (result.status === 'invalid') throw new SignInError({ reason: 'invalid' })
    if (!result.account.emailVerified) throw new SignInError({ reason: 'unverified', email: email.data })
    return result.account.id
  }),
  'form',
)
