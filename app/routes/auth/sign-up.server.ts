import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { emailAccountLink } from '~/models/account-links.server'
import { createAccount, EmailTakenError } from '~/models/accounts.server'
import { consumeRateLimit } from '~/models/rate-limits.server'
import { isCommonPassword } from '~/server/common-passwords.server'
import { db } from '~/server/db.server'
import { queueEmail } from '~/server/email.server'
import { signUpAttemptEmail } from '~/server/email-templates.server'
import { checkHoneypot } from '~/server/honeypot.server'
import { rateLimitReply } from '~/controllers/rate-limit.server'
import { getClientIp } from '~/server/request.server'
import { redirectWithToast } from '~/server/toast.server'
import { signUpIntent, SignUpSchema, type ActionResult } from './auth-schema'

export async function signUp(request: Request, formData: FormData) {
  checkHoneypot(formData)
  const limited = rateLimitReply(db, 'signUpPerIp', getClientIp(request))
  const submission = await parseWithZod(formData, {
    async: true,
    schema: SignUpSchema.superRefine((value, ctx) => {
      if (isCommonPassword(value.password) || value.password.toLowerCase() === value.email) {
        ctx.addIssue({
          code: 'custom',
          path: ['password'],
          message:
            'Esa contraseña es de las más usadas y fácil de adivinar. Elegí otra: una frase de varias palabras es segura y fácil de recordar.',
        })
      }
    }),
  })
  if (submission.status !== 'success') {
    return data<ActionResult>({ intent: signUpIntent, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  if (limited) {
    return data<ActionResult>(
      { intent: signUpIntent, result: submission.reply({ formErrors: [limited.message], hideFields: ['password'] }) },
      { status: 429, headers: limited.headers },
    )
  }
  const { email, password, businessName, userRole } = submission.value
  try {
    const user = await createAccount(db, { email, password, businessName, role: userRole })
    emailAccountLink(db, { id: user.id, email }, 'verify-email')
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error
    // The page answers as for a new account (the password was hashed all the same); only the
    // address's owner hears of the attempt.
    if (!consumeRateLimit(db, 'signUpNoticePerAccount', email).limited) queueEmail({ to: email, ...signUpAttemptEmail() })
  }
  return redirectWithToast('/auth', {
    type: 'success',
    title: '¡Registro exitoso!',
    description: 'Por favor verifica tu email para activar tu cuenta.',
  })
}
