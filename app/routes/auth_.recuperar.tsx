import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { EmailField } from '~/components/AccountFields'
import { HoneypotField } from '~/components/HoneypotField'
import { ButtonLink } from '~/components/ui/Button'
import { FormAlert } from '~/components/ui/FormAlert'
import { emailAccountLink } from '~/models/account-links.server'
import { findUserByEmail } from '~/models/accounts.server'
import { db } from '~/server/db.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { checkHoneypot } from '~/server/honeypot.server'
import { rateLimitReply, retryAfterHeaders } from '~/controllers/rate-limit.server'
import { getClientIp, requireSameOrigin } from '~/server/request.server'
import { requireAnonymous } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import * as text from '~/styles/text.css'
import * as styles from './auth.css'
import { AccountEmailSchema as ForgotPasswordSchema } from './auth/auth-schema'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { useSchemaForm } from '~/utils/use-schema-form'

export const headers = retryAfterHeaders

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request)
  return { constraint: formConstraint(ForgotPasswordSchema) }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  checkHoneypot(formData)
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { email } = submission.value
  const limited = rateLimitReply(db, 'passwordResetPerIp', getClientIp(request)) ?? rateLimitReply(db, 'passwordResetPerAccount', email)
  if (limited) {
    return data({ result: submission.reply({ formErrors: [limited.message] }) }, { status: 429, headers: limited.headers })
  }
  const account = findUserByEmail(db, email)
  if (account) emailAccountLink(db, account, 'reset-password')
  // The same answer whether or not the account exists.
  return redirectWithToast('/auth', {
    type: 'info',
    title: 'Revisá tu correo',
    description: 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.',
  })
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm<typeof ForgotPasswordSchema>(useLoaderData<typeof loader>().constraint, {
    id: 'forgot-password',
    lastResult: actionData?.result,
  })
  const pending = useIsPending()

  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>¿Olvidaste tu contraseña?</h1>
        <p className={text.lead}>Ingresá el correo de tu cuenta y te enviamos un enlace para crear una nueva.</p>
      </div>
      <Form method="post" className={`${styles.panel} ${styles.form}`} {...getFormProps(form)}>
        <FormAlert errors={form.errors} id={form.errorId} />
        <HoneypotField />
        <EmailField meta={fields.email} />
        <StatusButton fullWidth pending={pending} pendingLabel="Enviando...">
          Enviar enlace
        </StatusButton>
      </Form>
      <ButtonLink to="/auth" variant="ghost">
        Volver a Iniciar Sesión
      </ButtonLink>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Recuperar contraseña | RedObra' },
  { name: 'description', content: 'Pedí un enlace para restablecer la contraseña de tu cuenta de RedObra.' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
