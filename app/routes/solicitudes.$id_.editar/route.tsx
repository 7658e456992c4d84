import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { AttachmentsField, RemovableAttachments, RequestBodyFields } from '~/components/RequestFormFields'
import { Field } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { REQUEST_ATTACHMENTS_MAX, REQUEST_TITLE_MAX } from '~/constants'
import { requestAccessFor } from '~/models/request-access.server'
import { db } from '~/server/db.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser } from '~/server/session.server'
import * as text from '~/styles/text.css'
import { workspacePage } from '~/utils/hydration'
import { parsePositiveInt } from '~/utils/params'
import { ATTACHMENTS_FIELD, REMOVE_ATTACHMENT_FIELD, saveRequestIntent } from '~/utils/request-form'
import { notFound } from '~/utils/responses'
import { buenosAiresToday } from '~/utils/verification'
import { useIsPending } from '~/utils/use-is-pending'
import { editRequestAction, loadEditView } from './edit-request.server'
import * as styles from './route.css'

/** Only the requester may change a request; to anyone else it does not exist. */
async function ownRequest(request: Request, idParam: string | undefined) {
  const user = await requireUser(request)
  const id = parsePositiveInt(idParam)
  const access = id === null ? null : requestAccessFor(db, id, user)
  if (access?.role !== 'requester') notFound()
  return { user, requestId: access.requestId }
}

export const handle = workspacePage

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { requestId } = await ownRequest(request, params.id)
  return { ...loadEditView(requestId), today: buenosAiresToday() }
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const { user, requestId } = await ownRequest(request, params.id)
  return editRequestAction(request, requestId, user)
}

export default function EditRequestPage() {
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const state = reply?.state ?? data.state
  const { values, errors } = state
  const saving = useIsPending({ fields: { intent: saveRequestIntent } })
  const single = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : ''
  }
  const requestPath = `/solicitudes/${data.id}`
  return (
    <div className={styles.root}>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>Modificar solicitud</h1>
        <p className={text.lead}>
          Podés cambiarla hasta recibir el primer presupuesto. El rubro y la zona quedan como están: eligieron a quiénes les llegó.
        </p>
      </div>
      {data.block ? (
        <div className={styles.notice}>
          <p role="alert">{data.block}</p>
          <p>
            <Link to={requestPath}>Volver a la solicitud</Link>
          </p>
        </div>
      ) : (
        // A new answer (an added row, a refusal) brings new typed values: the form starts again from them.
        <Form
          key={JSON.stringify(reply?.state ?? null)}
          method="post"
          encType="multipart/form-data"
          className={styles.form}
          aria-labelledby="edit-form-title"
        >
          <h2 id="edit-form-title" className={text.sectionTitle}>
            {data.title}
          </h2>
          <FormAlert id="edit-form-error" errors={reply?.formErrors} />
          <Field
            label="Título"
            errors={errors.title}
            inputProps={{ name: 'title', defaultValue: single('title'), required: true, maxLength: REQUEST_TITLE_MAX, autoComplete: 'off' }}
          />
          <RequestBodyFields state={state} today={data.today} />
          <RemovableAttachments
            legend="Adjuntos enviados"
            attachments={data.attachments}
            removed={[values[REMOVE_ATTACHMENT_FIELD] ?? []].flat()}
          />
          <AttachmentsField
            label={`Agregar adjuntos (opcional, hasta ${REQUEST_ATTACHMENTS_MAX} en total)`}
            hint="Planos o fotos."
            errors={errors[ATTACHMENTS_FIELD]}
            filesDropped={reply?.filesDropped ?? false}
          />
          <div className={styles.actions}>
            <StatusButton name="intent" value={saveRequestIntent} pending={saving} pendingLabel="Guardando..." variant="accent">
              Guardar cambios
            </StatusButton>
            <Link to={requestPath}>Volver a la solicitud</Link>
          </div>
        </Form>
      )}
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Modificar: ${data.title} | RedObra` : 'Solicitud no encontrada | RedObra' },
  {
    name: 'description',
    content: 'Cambiá el título, los ítems, la fecha o los adjuntos de tu solicitud hasta recibir el primer presupuesto.',
  },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={notFoundHandlers('Solicitud no encontrada', 'La solicitud que buscás no existe o no tenés acceso a ella.')}
    />
  )
}
