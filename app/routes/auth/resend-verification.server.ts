import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { EMAIL_VERIFICATION_TTL_MS } from '~/constants'
import { createAuthToken, findUserByEmail } from '~/models/accounts.server'
import { db } from '~/utils/db.server'
import { sendEmail } from '~/utils/email.server'
import { verificationEmail } from '~/utils/emails.server'
import { env } from '~/utils/env.server'
import { rateLimitReply } from '~/utils/rate-limit.server'
import { getClientIp } from '~/utils/request.server'
import { redirectWithToast } from '~/utils/toast.server'
import { resendIntent, ResendSchema, type ActionResult } from './schemas'

export async function sendVerificationEmail(userId: number, email: string) {
  const token = createAuthToken(userId, 'verify-email', EMAIL_VERIFICATION_TTL_MS)
  const url = `${env.appUrl}/auth/verificar?${new URLSearchParams({ token })}`
  await sendEmail({ to: email, ...verificationEmail({ url }) })
}

export async function resendVerification(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ResendSchema })
  if (submission.status !== 'success') {
    return data<ActionResult>({ intent: resendIntent, result: submission.reply() }, { status: 400 })
  }
  const { email } = submission.value
  const limited =
    rateLimitReply(db, 'verificationResendPerIp', getClientIp(request)) ??
    rateLimitReply(db, 'verificationResendPerAccount', email)
  if (limited) {
    return data<ActionResult>(
      { intent: resendIntent, result: submission.reply({ formErrors: [limited.message] }) },
      { status: 429, headers: limited.headers },
    )
  }
  const user = findUserByEmail(email)
  if (user && !user.emailVerifiedAt) {
    await sendVerificationEmail(user.id, email)
  }
  // The same answer whether or not the account exists.
  return redirectWithToast('/auth', {
    type: 'info',
    title: 'Revisá tu correo',
    description: 'Si la cuenta existe y falta verificarla, te enviamos un nuevo enlace.',
  })
}
