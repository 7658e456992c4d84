import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { PasswordField } from '~/components/AccountFields'
import { ButtonLink } from '~/components/ui/Button'
import { FormAlert } from '~/components/ui/FormAlert'
import { retryAfterHeaders } from '~/controllers/rate-limit.server'
import * as text from '~/styles/text.css'
import * as styles from '../auth.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { workspacePage } from '~/utils/hydration'
import { useSchemaForm } from '~/utils/use-schema-form'
import { deleteAccountAction, loadDeleteAccount } from './delete-account.server'
import type { DeleteAccountSchema } from './delete-account-schema'

export const headers = retryAfterHeaders

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  return loadDeleteAccount(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return deleteAccountAction(request)
}

export default function DeleteAccountPage() {
  const { businessName, email, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm<typeof DeleteAccountSchema>(constraint, {
    id: 'delete-account',
    lastResult: actionData?.result,
  })
  const pending = useIsPending()

  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Eliminar cuenta</h1>
        <p className={text.lead}>
          Vas a eliminar la cuenta de <strong>{businessName}</strong> ({email}) con su perfil, servicios publicados, favoritos, materiales,
          proyectos, cotizaciones, solicitudes y archivos adjuntos. Tus reseñas quedan publicadas como «Usuario anónimo»; en las
          conversaciones, la otra parte ve tus mensajes como «Cuenta eliminada» y tus archivos como «Archivo eliminado». No se puede
          deshacer.
        </p>
      </div>
      <Form method="post" className={`${styles.panel} ${styles.form}`} {...getFormProps(form)}>
        <FormAlert title="Error al eliminar la cuenta" errors={form.errors} id={form.errorId} />
        <PasswordField meta={fields.password} label="Tu contraseña, para confirmar" autoComplete="current-password" />
        <StatusButton variant="primary" fullWidth pending={pending} pendingLabel="Eliminando...">
          Eliminar mi cuenta definitivamente
        </StatusButton>
      </Form>
      <ButtonLink to="/" variant="ghost">
        Cancelar
      </ButtonLink>
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Eliminar cuenta | RedObra' },
  { name: 'description', content: 'Confirmá la eliminación de tu cuenta de RedObra.' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
