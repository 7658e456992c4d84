import { getFormProps } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import * as z from 'zod'
import { PasswordField } from '~/components/AccountFields'
import { ButtonLink } from '~/components/ui/Button'
import { FormAlert } from '~/components/ui/FormAlert'
import { deleteAccount } from '~/models/accounts.server'
import { deleteUnusedImages } from '~/models/stored-images.server'
import { checkPassword, refusedConfirmation } from '~/controllers/auth.server'
import { db } from '~/server/db.server'
import { sendEmail } from '~/server/email.server'
import { accountDeletedEmail, provenNameOf } from '~/server/email-templates.server'
import { retryAfterHeaders } from '~/controllers/rate-limit.server'
import { readFormData } from '~/server/forms.server'
import { imageStorage } from '~/server/image-storage.server'
import { deleteStoredDocuments, ownedDocumentKeys } from '~/server/private-documents.server'
import { requireSameOrigin } from '~/server/request.server'
import { CurrentPasswordSchema } from '~/utils/validation'
import { destroySession, requireUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import * as text from '~/styles/text.css'
import * as styles from './auth.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { workspacePage } from '~/utils/hydration'
import { logError } from '~/server/log.server'
import { useSchemaForm } from '~/utils/use-schema-form'

const DeleteAccountSchema = z.object({
  password: CurrentPasswordSchema,
})

export const headers = retryAfterHeaders

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return { businessName: user.businessName, email: user.email, constraint: getZodConstraint(DeleteAccountSchema) }
}

/**
 * Deletes the signed-in account after its password is confirmed: everything it owns goes in
 * one transaction, its reviews stay as "Usuario anónimo", and the browser is signed out.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(request)
  const submission = parseWithZod(await readFormData(request), { schema: DeleteAccountSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const check = await checkPassword(user.email, submission.value.password)
  if (check.status === 'locked' || check.status === 'busy') {
    const refusal = refusedConfirmation(check)
    return data(
      { result: submission.reply({ formErrors: [refusal.message], hideFields: ['password'] }) },
      { status: refusal.status, headers: refusal.headers },
    )
  }
  if (check.status === 'invalid') {
    return data(
      { result: submission.reply({ fieldErrors: { password: ['La contraseña no es correcta'] }, hideFields: ['password'] }) },
      { status: 400 },
    )
  }
  let imageKeys: string[]
  // The rows go with the account (foreign keys); their files are removed once it is gone.
  const documentKeys = ownedDocumentKeys(db, user.id)
  try {
    imageKeys = deleteAccount(db, user.id)
  } catch (error) {
    logError(error)
    return redirectWithToast('/cuenta/eliminar', { type: 'error', title: 'Error al eliminar la cuenta' })
  }
  await deleteUnusedImages(db, imageStorage, imageKeys).catch(logError)
  await deleteStoredDocuments(documentKeys).catch(logError)
  await sendEmail({ to: user.email, ...accountDeletedEmail({ provenName: provenNameOf(user) }) }).catch(logError)
  return redirectWithToast(
    '/',
    { type: 'success', title: 'Cuenta eliminada', description: 'Tu cuenta y tus datos fueron eliminados.' },
    { headers: { 'Set-Cookie': await destroySession(request) } },
  )
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
