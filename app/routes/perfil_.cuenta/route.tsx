import { getFormProps, getInputProps, type FormMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { EmailField, NewPasswordFields, PasswordField } from '~/components/AccountFields'
import { CheckboxField } from '~/components/ui/Field'
import { ButtonLink } from '~/components/ui/Button'
import { FormAlert } from '~/components/ui/FormAlert'
import { retryAfterHeaders } from '~/controllers/rate-limit.server'
import * as text from '~/styles/text.css'
import * as styles from '../auth.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { workspacePage } from '~/utils/hydration'
import { accountSettingsAction, loadAccountSettings } from './account-settings.server'
import { ChangeEmailSchema, ChangePasswordSchema, NotificationsSchema } from './account-settings-schema'
import { changeEmailIntent, changePasswordIntent, notificationsIntent } from './forms'
import { useSchemaForm } from '~/utils/use-schema-form'

export const headers = retryAfterHeaders

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  return loadAccountSettings(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return accountSettingsAction(request)
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

/** One of the page's forms in its panel: a heading, what it does, its fields and its button. */
function SettingsSection<Schema extends Record<string, unknown>>({
  id,
  intent,
  title,
  intro,
  refusal,
  form,
  submitting,
  submitLabel,
  pendingLabel,
  children,
}: {
  id: string
  intent: string
  title: string
  intro: ReactNode
  refusal: string
  form: FormMetadata<Schema>
  submitting: boolean
  submitLabel: string
  pendingLabel: string
  children: ReactNode
}) {
  return (
    <section className={styles.panel} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={text.sectionTitle}>
        {title}
      </h2>
      <p>{intro}</p>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value={intent} />
        <FormAlert title={refusal} errors={form.errors} id={form.errorId} />
        {children}
        <StatusButton pending={submitting} pendingLabel={pendingLabel}>
          {submitLabel}
        </StatusButton>
      </Form>
    </section>
  )
}

function ChangePasswordForm() {
  const { lastResult, submitting } = useReplyFor(changePasswordIntent)
  const [form, fields] = useSchemaForm<typeof ChangePasswordSchema>(useLoaderData<typeof loader>().constraints.password, {
    id: 'cambiar-clave',
    lastResult,
  })
  return (
    <SettingsSection
      id="cambiar-clave"
      intent={changePasswordIntent}
      title="Cambiar contraseña"
      intro="Al cambiarla cerramos las demás sesiones de tu cuenta; en este dispositivo seguís conectado."
      refusal="No pudimos cambiar la contraseña"
      form={form}
      submitting={submitting}
      submitLabel="Cambiar contraseña"
      pendingLabel="Guardando..."
    >
      <PasswordField meta={fields.currentPassword} label="Contraseña actual" autoComplete="current-password" />
      <NewPasswordFields password={fields.newPassword} confirm={fields.confirmPassword} />
    </SettingsSection>
  )
}

function ChangeEmailForm() {
  const { lastResult, submitting } = useReplyFor(changeEmailIntent)
  const [form, fields] = useSchemaForm<typeof ChangeEmailSchema>(useLoaderData<typeof loader>().constraints.email, {
    id: 'cambiar-correo',
    lastResult,
  })
  return (
    <SettingsSection
      id="cambiar-correo"
      intent={changeEmailIntent}
      title="Cambiar correo electrónico"
      intro="Te enviamos un enlace a la dirección nueva. Hasta que lo abras, seguís iniciando sesión con la actual, y a ella le avisamos del pedido."
      refusal="No pudimos cambiar el correo"
      form={form}
      submitting={submitting}
      submitLabel="Enviar enlace de confirmación"
      pendingLabel="Enviando..."
    >
      <EmailField meta={fields.newEmail} label="Correo electrónico nuevo" />
      <PasswordField meta={fields.password} label="Tu contraseña, para confirmar" autoComplete="current-password" />
    </SettingsSection>
  )
}

function NotificationsForm({ notifyByEmail }: { notifyByEmail: boolean }) {
  const { lastResult, submitting } = useReplyFor(notificationsIntent)
  const [form, fields] = useSchemaForm<typeof NotificationsSchema>(useLoaderData<typeof loader>().constraints.notifications, {
    id: 'notificaciones',
    lastResult,
    defaultValue: { notifyByEmail },
  })
  return (
    <SettingsSection
      id="notificaciones"
      intent={notificationsIntent}
      title="Notificaciones por e-mail"
      intro="Te avisamos como mucho una vez cada 15 minutos por conversación; lo demás lo ves al entrar."
      refusal="No pudimos guardar las preferencias"
      form={form}
      submitting={submitting}
      submitLabel="Guardar"
      pendingLabel="Guardando..."
    >
      <CheckboxField
        errors={fields.notifyByEmail.errors}
        inputProps={{
          ...getInputProps(fields.notifyByEmail, { type: 'checkbox' }),
          id: fields.notifyByEmail.id,
        }}
        label="Recibir avisos por e-mail de consultas, solicitudes, presupuestos y mensajes"
      />
    </SettingsSection>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Contraseña y correo | RedObra' },
  { name: 'description', content: 'Cambiá la contraseña o el correo electrónico de tu cuenta de RedObra.' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
