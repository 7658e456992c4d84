import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLocation } from '@remix-run/react'
import { MaterialFields } from '~/components/MaterialFields'
import { PHOTOS_HINT } from '~/utils/material-form'
import { FormAlert } from '~/components/ui/FormAlert'
import { MaterialFormFields, PublishMaterialSchema } from '~/utils/material-form'
import { publishMaterialAction, readMaterialForm } from '~/controllers/material-form.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser } from '~/server/session.server'
import * as text from '~/styles/text.css'
import * as styles from './publicar-servicio/route.css'
import { StatusButton } from '~/components/ui/StatusButton'
import { useIsPending } from '~/utils/use-is-pending'
import { workspacePage } from '~/utils/hydration'

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(request)
  return publishMaterialAction(user, await readMaterialForm(request))
}

export default function PublishMaterialPage() {
  // A new location after each post: a published material's redirect mounts an empty form, a refusal
  // mounts one filled from the reply.
  const { key } = useLocation()
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Publicar Material</h1>
        <p className={text.lead}>
          Ofrecé tus materiales a constructores de Buenos Aires. El material aparece en el Mercado de Materiales con tus datos de contacto,
          y podés editarlo o eliminarlo desde Mi Perfil.
        </p>
      </header>
      <PublishMaterialForm key={key} />
    </div>
  )
}

function PublishMaterialForm() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'publicar-material',
    lastResult: actionData?.result,
    constraint: getZodConstraint(MaterialFormFields),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PublishMaterialSchema }),
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
