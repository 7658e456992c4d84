import { getFormProps } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { MaterialFields } from '~/components/MaterialFields'
import { PHOTOS_HINT } from '~/utils/material-form'
import { FormAlert } from '~/components/ui/FormAlert'
import type { MaterialFormFields } from '~/utils/material-schema'
import { materialFormConstraint, publishMaterialAction, readMaterialForm } from '~/controllers/material-form.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser } from '~/server/session.server'
import * as text from '~/styles/text.css'
import * as styles from './publicar-servicio/route.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { useState } from 'react'
import { workspacePage } from '~/utils/hydration'
import { useSchemaForm } from '~/utils/use-schema-form'

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return { constraint: materialFormConstraint }
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(request)
  return publishMaterialAction(user, await readMaterialForm(request))
}

export default function PublishMaterialPage() {
  // A published material's redirect mounts an empty form; a refused post keeps the one on screen,
  // with the photos chosen (a browser cannot be handed them back) and the server's messages.
  const { key } = useLocation()
  const refused = useActionData<typeof action>() !== undefined
  const [formKey, setFormKey] = useState(key)
  if (!refused && formKey !== key) setFormKey(key)
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Publicar Material</h1>
        <p className={text.lead}>
          Ofrecé tus materiales a constructores de Buenos Aires. El material aparece en el Mercado de Materiales con tus datos de contacto,
          y podés editarlo o eliminarlo desde Mi Perfil.
        </p>
      </header>
      <PublishMaterialForm key={formKey} />
    </div>
  )
}

function PublishMaterialForm() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm<typeof MaterialFormFields>(useLoaderData<typeof loader>().constraint, {
    id: 'publicar-material',
    lastResult: actionData?.result,
  })
  const pending = useIsPending()

  return (
    <Form method="post" encType="multipart/form-data" className={styles.form} {...getFormProps(form)}>
      <FormAlert title="No pudimos publicar el material" errors={form.errors} id={form.errorId} />
      <MaterialFields fields={fields} imageHint={PHOTOS_HINT} photosRequired />
      <StatusButton variant="accent" fullWidth pending={pending} pendingLabel="Publicando...">
        Publicar Material
      </StatusButton>
    </Form>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Publicar Material | RedObra' },
  { name: 'description', content: 'Publicá materiales de construcción en el Mercado de Materiales de RedObra.' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
