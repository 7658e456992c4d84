import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import * as z from 'zod'
import { EmailField, PasswordField } from '~/components/AccountFields'
import { CheckboxField } from '~/components/ui/Field'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { ButtonLink } from '~/components/ui/Button'
import { FormAlert } from '~/components/ui/FormAlert'
import { EMAIL_VERIFICATION_TTL_MS } from '~/constants'
import { changePassword, requestEmailChange } from '~/models/accounts.server'
import { notifiesByEmail, setNotifyByEmail } from '~/models/notifications.server'
import { checkPassword, refusedConfirmation } from '~/controllers/auth.server'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '~/server/common-passwords.server'
import { db } from '~/server/db.server'
import { queueEmail } from '~/server/email.server'
import { emailChangeEmail, emailChangeRequestedEmail, emailChangeToTakenAddressEmail, provenNameOf } from '~/server/email-templates.server'
import { env } from '~/server/env.server'
import { readFormData } from '~/server/forms.server'
import { rateLimitReply, retryAfterHeaders } from '~/controllers/rate-limit.server'
import { getClientIp, requireSameOrigin } from '~/server/request.server'
import { getSessionKey, requireUser, type SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { CurrentPasswordSchema, EmailSchema, PasswordSchema, textField } from '~/utils/validation'
import * as text from '~/styles/text.css'
import * as styles from './auth.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { workspacePage } from '~/utils/hydration'

const changePasswordIntent = 'cambiar-clave'
const changeEmailIntent = 'cambiar-correo'
const notificationsIntent = 'notificaciones'

const ChangePasswordSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    newPassword: PasswordSchema,
    confirmPassword: textField('Repetí la contraseña nueva'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Las contraseñas no coinciden',
  })

const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  password: CurrentPasswordSchema,
})

const NotificationsSchema = z.object({ notifyByEmail: z.boolean().default(false) })

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword', 'password']

type Reply = { intent: string; result: SubmissionResult<string[]> }

export const headers = retryAfterHeaders

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return { email: user.email, notifyByEmail: notifiesByEmail(db, user.id) }
}

export async function action({ request }: ActionFunctionArgs) {
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

type ReplyErrors = { formErrors?: string[]; fieldErrors?: Record<string, string[]> }
type Submission = { reply: (options: ReplyErrors & { hideFields?: string[] }) => SubmissionResult<string[]> }

const refuse = (intent: string, submission: Submission, status: number, errors: ReplyErrors, headers?: HeadersInit) =>
  data<Reply>({ intent, result: submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }) }, { status, headers })

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

async function changeOwnPassword(request: Request, user: SessionUser, formData: FormData) {
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

async function changeOwnEmail(request: Request, user: SessionUser, formData: FormData) {
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
function saveNotifications(user: SessionUser, formData: FormData) {
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

export default function AccountSettingsPage() {
  const { email, notifyByEmail } = useLoaderData<typeof loader>()
  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Contraseña y correo</h1>
        <p className={text.lead}>
          Tu cuenta usa <strong>{email}</strong> para iniciar sesión.
        </p>
      </div>
      <ChangePasswordForm />
      <ChangeEmailForm />
      {/* Keyed by the saved value: after saving with JavaScript the form starts again from it. */}
      <NotificationsForm key={String(notifyByEmail)} notifyByEmail={notifyByEmail} />
      <ButtonLink to="/perfil" variant="ghost">
        Volver a Mi Perfil
      </ButtonLink>
    </div>
  )
}

function useReplyFor(intent: string) {
  const actionData = useActionData<typeof action>()
  const submitting = useIsPending({ fields: { intent }, state: 'non-idle' })
  return { lastResult: actionData?.intent === intent ? actionData.result : undefined, submitting }
}

function ChangePasswordForm() {
  const { lastResult, submitting } = useReplyFor(changePasswordIntent)
  const [form, fields] = useForm({
    id: 'cambiar-clave',
    lastResult,
    constraint: getZodConstraint(ChangePasswordSchema),
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  })
  return (
    <section className={styles.panel} aria-labelledby="cambiar-clave-titulo">
      <h2 id="cambiar-clave-titulo" className={text.sectionTitle}>
        Cambiar contraseña
      </h2>
      <p>Al cambiarla cerramos las demás sesiones de tu cuenta; en este dispositivo seguís conectado.</p>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value={changePasswordIntent} />
        <FormAlert title="No pudimos cambiar la contraseña" errors={form.errors} id={form.errorId} />
        <PasswordField meta={fields.currentPassword} label="Contraseña actual" autoComplete="current-password" />
        <PasswordField
          meta={fields.newPassword}
          label="Contraseña nueva"
          autoComplete="new-password"
          hint="Al menos 8 caracteres. Evitá las contraseñas comunes."
        />
        <PasswordField meta={fields.confirmPassword} label="Repetí la contraseña nueva" autoComplete="new-password" />
        <StatusButton pending={submitting} pendingLabel="Guardando...">
          Cambiar contraseña
        </StatusButton>
      </Form>
    </section>
  )
}

function ChangeEmailForm() {
  const { lastResult, submitting } = useReplyFor(changeEmailIntent)
  const [form, fields] = useForm({
    id: 'cambiar-correo',
    lastResult,
    constraint: getZodConstraint(ChangeEmailSchema),
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangeEmailSchema }),
  })
  return (
    <section className={styles.panel} aria-labelledby="cambiar-correo-titulo">
      <h2 id="cambiar-correo-titulo" className={text.sectionTitle}>
        Cambiar correo electrónico
      </h2>
      <p>
        Te enviamos un enlace a la dirección nueva. Hasta que lo abras, seguís iniciando sesión con la actual, y a ella le avisamos del
        pedido.
      </p>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value={changeEmailIntent} />
        <FormAlert title="No pudimos cambiar el correo" errors={form.errors} id={form.errorId} />
        <EmailField meta={fields.newEmail} label="Correo electrónico nuevo" />
        <PasswordField meta={fields.password} label="Tu contraseña, para confirmar" autoComplete="current-password" />
        <StatusButton pending={submitting} pendingLabel="Enviando...">
          Enviar enlace de confirmación
        </StatusButton>
      </Form>
    </section>
  )
}

function NotificationsForm({ notifyByEmail }: { notifyByEmail: boolean }) {
  const { lastResult, submitting } = useReplyFor(notificationsIntent)
  const [form, fields] = useForm({
    id: 'notificaciones',
    lastResult,
    defaultValue: { notifyByEmail },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NotificationsSchema }),
  })
  return (
    <section className={styles.panel} aria-labelledby="notificaciones-titulo">
      <h2 id="notificaciones-titulo" className={text.sectionTitle}>
        Notificaciones por e-mail
      </h2>
      <p>Te avisamos como mucho una vez cada 15 minutos por conversación; lo demás lo ves al entrar.</p>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value={notificationsIntent} />
        <FormAlert title="No pudimos guardar las preferencias" errors={form.errors} id={form.errorId} />
        <CheckboxField
          errors={fields.notifyByEmail.errors}
          inputProps={{
            ...getInputProps(fields.notifyByEmail, { type: 'checkbox', ariaAttributes: false }),
            id: fields.notifyByEmail.id,
          }}
          label="Recibir avisos por e-mail de consultas, solicitudes, presupuestos y mensajes"
        />
        <StatusButton pending={submitting} pendingLabel="Guardando...">
          Guardar
        </StatusButton>
      </Form>
    </section>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Contraseña y correo | RedObra' },
  { name: 'description', content: 'Cambiá la contraseña o el correo electrónico de tu cuenta de RedObra.' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
