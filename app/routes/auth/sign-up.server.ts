import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { createAccount, EmailTakenError } from '~/models/accounts.server'
import { isCommonPassword } from '~/utils/common-passwords.server'
import { db } from '~/utils/db.server'
import { checkHoneypot } from '~/utils/honeypot.server'
import { rateLimitReply } from '~/utils/rate-limit.server'
import { getClientIp } from '~/utils/request.server'
import { redirectWithToast } from '~/utils/toast.server'
import { sendVerificationEmail } from './resend-verification.server'
import { signUpIntent, SignUpSchema, type ActionResult } from './schemas'

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
    const user = await createAccount({ email, password, businessName, role: userRole })
    await sendVerificationEmail(user.id, email)
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error
    return data<ActionResult>(
      {
        intent: signUpIntent,
        result: submission.reply({
          formErrors: ['No pudimos crear la cuenta con ese correo electrónico.'],
          fieldErrors: { email: ['Ese correo electrónico ya está registrado. Iniciá sesión o restablecé tu contraseña.'] },
          hideFields: ['password'],
        }),
      },
      { status: 400 },
    )
  }
  return redirectWithToast('/auth', {
    type: 'success',
    title: '¡Registro exitoso!',
    description: 'Por favor verifica tu email para activar tu cuenta.',
  })
}
