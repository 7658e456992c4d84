import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { verifyCredentials } from '~/models/accounts.server'
import { releaseRateLimit, reserveRateLimit } from '~/models/rate-limits.server'
import { db } from '../server/db.server'
import { PasswordChecksBusyError } from '../server/password.server'
import { tooManyAttemptsMessage } from './rate-limit.server'
import { EmailSchema } from '../utils/validation'

export type SignInFailure =
  | { reason: 'invalid' }
  | { reason: 'suspended' }
  | { reason: 'unverified'; email: string }
  | { reason: 'locked'; retryAfterSeconds: number }
  | { reason: 'busy'; retryAfterSeconds: number }

/** What the form strategy throws when it refuses; the /auth action turns it into a message. */
export class SignInError extends Error {
  constructor(readonly failure: SignInFailure) {
    super(failure.reason)
  }
}

/**
 * Checks a password against the account's failure limit: after too many failures the account
 * refuses every attempt for the rest of the window (15 minutes at most), so an attacker cannot
 * guess on and cannot keep the owner out for long either. Each attempt takes its place before the
 * hash, so parallel guesses cannot slip past the limit while earlier ones are being hashed. The
 * right password gives back only its own place: clearing the count would hand an attacker
 * guessing alongside a fresh set of guesses each time the owner signs in.
 */
export async function checkPassword(email: string, password: string) {
  const attempt = reserveRateLimit(db, 'signInFailuresPerAccount', email)
  if (attempt.limited) return { status: 'locked', retryAfterSeconds: attempt.retryAfterSeconds } as const
  try {
    const account = await verifyCredentials(db, email, password)
    if (!account) return { status: 'invalid' } as const
    releaseRateLimit(db, 'signInFailuresPerAccount', email)
    return { status: 'ok', account } as const
  } catch (error) {
    if (!(error instanceof PasswordChecksBusyError)) throw error
    releaseRateLimit(db, 'signInFailuresPerAccount', email)
    return { status: 'busy', retryAfterSeconds: error.retryAfterSeconds } as const
  }
}

const BUSY_MESSAGE = 'Hay muchos inicios de sesión en este momento. Esperá unos segundos y volvé a intentar.'

/** The sign-in page's message for a check refused before the password was looked at. */
export function refusedSignInMessage(check: { status: 'locked' | 'busy'; retryAfterSeconds: number }) {
  return check.status === 'busy'
    ? BUSY_MESSAGE
    : `Demasiados intentos fallidos para esta cuenta. Esperá ${Math.ceil(check.retryAfterSeconds / 60)} minutos y volvé a intentar.`
}

/** Status, message and headers for a current-password confirmation refused before the check. */
export function refusedConfirmation(check: { status: 'locked' | 'busy'; retryAfterSeconds: number }) {
  return {
    status: check.status === 'busy' ? 503 : 429,
    message: check.status === 'busy' ? BUSY_MESSAGE : tooManyAttemptsMessage(check.retryAfterSeconds),
    headers: { 'Retry-After': String(check.retryAfterSeconds) },
  }
}

export const authenticator = new Authenticator<number>()

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = EmailSchema.safeParse(form.get('email'))
    const password = form.get('password')
    if (!email.success || typeof password !== 'string') throw new SignInError({ reason: 'invalid' })
    const result = await checkPassword(email.data, password)
    if (result.status === 'locked' || result.status === 'busy') {
      throw new SignInError({ reason: result.status, retryAfterSeconds: result.retryAfterSeconds })
    }
    if (result.status === 'invalid') throw new SignInError({ reason: 'invalid' })
    if (result.account.suspended) throw new SignInError({ reason: 'suspended' })
    if (!result.account.emailVerified) throw new SignInError({ reason: 'unverified', email: email.data })
    return result.account.id
  }),
  'form',
)
