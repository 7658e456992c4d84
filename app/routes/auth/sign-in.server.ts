import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { authenticator, refusedSignInMessage, SignInError } from '~/controllers/auth.server'
import { SUSPENDED_ACCOUNT_MESSAGE } from '~/models/suspension.server'
import { db } from '~/server/db.server'
import { rateLimitReply } from '~/controllers/rate-limit.server'
import { safeRedirect } from '~/utils/redirect'
import { getClientIp } from '~/server/request.server'
import { createSession } from '~/server/session.server'
import { createToastHeaders } from '~/server/toast.server'
import { loginIntent, LoginSchema, type ActionResult } from './auth-schema'

export async function signIn(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data<ActionResult>({ intent: loginIntent, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const limited = rateLimitReply(db, 'signInPerIp', getClientIp(request))
  if (limited) {
    return data<ActionResult>(
      { intent: loginIntent, result: submission.reply({ formErrors: [limited.message], hideFields: ['password'] }) },
      { status: 429, headers: limited.headers },
    )
  }
  try {
    const userId = await authenticator.authenticate('form', request)
    return redirectSignedIn(userId, safeRedirect(submission.value.redirectTo))
  } catch (error) {
    if (!(error instanceof SignInError)) throw error
    const { failure } = error
    const message =
      failure.reason === 'invalid'
        ? 'Correo electrónico o contraseña incorrectos.'
        : failure.reason === 'suspended'
          ? SUSPENDED_ACCOUNT_MESSAGE
          : failure.reason === 'unverified'
            ? 'Tenés que verificar tu correo electrónico antes de iniciar sesión. Revisá tu bandeja de entrada o pedí un nuevo enlace.'
            : refusedSignInMessage({ status: failure.reason, retryAfterSeconds: failure.retryAfterSeconds })
    return data<ActionResult>(
      {
        intent: loginIntent,
        result: submission.reply({ formErrors: [message], hideFields: ['password'] }),
        unverifiedEmail: failure.reason === 'unverified' ? failure.email : undefined,
        lockedEmail: failure.reason === 'locked' ? submission.value.email : undefined,
      },
      failure.reason === 'locked' || failure.reason === 'busy'
        ? { status: failure.reason === 'busy' ? 503 : 429, headers: { 'Retry-After': String(failure.retryAfterSeconds) } }
        : { status: failure.reason === 'suspended' ? 403 : 400 },
    )
  }
}

/** Opens a session for the account and goes on with the welcome toast. */
export async function redirectSignedIn(userId: number, to: string) {
  const headers = await createToastHeaders({
    type: 'success',
    title: '¡Bienvenido!',
    description: 'Has iniciado sesión correctamente.',
  })
  headers.append('Set-Cookie', await createSession(userId))
  return redirect(to, { headers })
}
