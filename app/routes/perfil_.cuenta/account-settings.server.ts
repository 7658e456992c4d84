import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import { EMAIL_VERIFICATION_TTL_MS } from '~/constants'
import { checkPassword, refusedConfirmation } from '~/controllers/auth.server'
import { rateLimitReply } from '~/controllers/rate-limit.server'
import { changePassword, requestEmailChange } from '~/models/accounts.server'
import { notifiesByEmail, setNotifyByEmail } from '~/models/notifications.server'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '~/server/common-passwords.server'
import { db } from '~/server/db.server'
import { queueEmail } from '~/server/email.server'
import { emailChangeEmail, emailChangeRequestedEmail, emailChangeToTakenAddressEmail, provenNameOf } from '~/server/email-templates.server'
import { env } from '~/server/env.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { getClientIp, requireSameOrigin } from '~/server/request.server'
import { getSessionKey, requireUser, type SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { ChangeEmailSchema, ChangePasswordSchema, NotificationsSchema } from './account-settings-schema'
import { changeEmailIntent, changePasswordIntent, notificationsIntent, type AccountSettingsReply } from './forms'

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword', 'password']

type ReplyErrors = { formErrors?: string[]; fieldErrors?: Record<string, string[]> }
type Submission = { reply: (options: ReplyErrors & { hideFields?: string[] }) => SubmissionResult<string[]> }

const refuse = (intent: string, submission: Submission, status: number, errors: ReplyErrors, headers?: HeadersInit) =>
  data<AccountSettingsReply>({ intent, result: submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }) }, { status, headers })

/**
 * What every change needs before it is made, like a sign-in: the address within its limit and
 * the account's current password (whose failures lock the account as sign-in failures do).
 */
async function confirmIdentity(
  request: Request,
  user: SessionUser,
  intent: string,
  submission: Submission,
  password: string,
  passwordField: string,
) {
  const limited = rateLimitReply(db, 'accountChangesPerIp', getClientIp(request))
  if (limited) return refuse(intent, submission, 429, { formErrors: [limited.message] }, limited.headers)
  const check = await checkPassword(user.email, password)
  if (check.status === 'locked' || check.status === 'busy') {
    const refusal = refusedConfirmation(check)
    return refuse(intent, submission, refusal.status, { formErrors: [refusal.message] }, refusal.headers)
  }
  if (check.status === 'invalid')
    return refuse(intent, submission, 400, { fieldErrors: { [passwordField]: ['La contraseña no es correcta'] } })
  return null
}

export async function changeOwnPassword(request: Request, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, {
    schema: ChangePasswordSchema.superRefine((value, ctx) => {
      if (isCommonPassword(value.newPassword) || value.newPassword.toLowerCase() === user.email) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: COMMON_PASSWORD_MESSAGE })
      }
    }),
  })
  if (submission.status !== 'success') return refuse(changePasswordIntent, submission, 400, {})
  const refused = await confirmIdentity(
    request,
    user,
    changePasswordIntent,
    submission,
    submission.value.currentPassword,
    'currentPassword',
  )
  if (refused) return refused
  await changePassword(db, user.id, submission.value.newPassword, await getSessionKey(request))
  return redirectWithToast('/perfil/cuenta', {
    type: 'success',
    title: 'Contraseña actualizada',
    description: 'Cerramos las demás sesiones de tu cuenta; esta sigue abierta.',
  })
}

export async function changeOwnEmail(request: Request, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ChangeEmailSchema })
  if (submission.status !== 'success') return refuse(changeEmailIntent, submission, 400, {})
  const refused = await confirmIdentity(request, user, changeEmailIntent, submission, submission.value.password, 'password')
  if (refused) return refused
  const limited = rateLimitReply(db, 'emailChangePerAccount', String(user.id))
  if (limited) return refuse(changeEmailIntent, submission, 429, { formErrors: [limited.message] }, limited.headers)

  const { newEmail } = submission.value
  const change = requestEmailChange(db, user.id, newEmail, EMAIL_VERIFICATION_TTL_MS)
  switch (change.status) {
    case 'unchanged':
      return refuse(changeEmailIntent, submission, 400, { fieldErrors: { newEmail: ['Ese ya es el correo de tu cuenta.'] } })
    case 'taken':
    case 'requested': {
      // An address that has another account gets the same answer and a notice instead of a link,
      // so this form tells no more about who has an account than sign-up does.
      queueEmail(
        change.status === 'requested'
          ? {
              to: newEmail,
              ...emailChangeEmail({
                url: `${env.appUrl}/auth/confirmar-correo?${new URLSearchParams({ token: change.token })}`,
              }),
            }
          : { to: newEmail, ...emailChangeToTakenAddressEmail() },
      )
      queueEmail({ to: user.email, ...emailChangeRequestedEmail({ provenName: provenNameOf(user), newEmail }) })
      return redirectWithToast('/perfil/cuenta', {
        type: 'info',
        title: 'Revisá tu nuevo correo',
        description: `Te enviamos un enlace a ${newEmail}. Hasta que lo abras, seguís iniciando sesión con ${user.email}.`,
      })
    }
  }
}

/** Only the signed-in account's own switch: whatever else the form carries is not read. */
export function saveNotifications(user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: NotificationsSchema })
  if (submission.status !== 'success') return refuse(notificationsIntent, submission, 400, {})
  setNotifyByEmail(db, user.id, submission.value.notifyByEmail)
  return redirectWithToast('/perfil/cuenta', {
    type: 'success',
    title: 'Preferencias guardadas',
    description: submission.value.notifyByEmail
      ? 'Te vamos a avisar por e-mail de tus consultas, solicitudes, presupuestos y mensajes.'
      : 'No te vamos a enviar avisos por e-mail. Las novedades siguen en RedObra.',
  })
}

/** The account's e-mail and notification choice, and the three forms' constraints. */
export async function loadAccountSettings(request: Request) {
  const user = await requireUser(request)
  const constraints = {
    password: formConstraint(ChangePasswordSchema),
    email: formConstraint(ChangeEmailSchema),
    notifications: formConstraint(NotificationsSchema),
  }
  return { email: user.email, notifyByEmail: notifiesByEmail(db, user.id), constraints }
}

export async function accountSettingsAction(request: Request) {
  requireSameOrigin(request)
  const user = await requireUser(request)
  const formData = await readFormData(request)
  switch (formData.get('intent')) {
    case changePasswordIntent:
      return changeOwnPassword(request, user, formData)
    case changeEmailIntent:
      return changeOwnEmail(request, user, formData)
    case notificationsIntent:
      return saveNotifications(user, formData)
    default:
      throw new Response('Acción desconocida.', { status: 400 })
  }
}
