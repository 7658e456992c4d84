import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Card } from '~/components/ui/Card'
import { StatusButton } from '~/components/ui/StatusButton'
import { type StaffReadMessage } from '~/models/staff-conversations.server'
import * as text from '~/styles/text.css'
import { staffDocumentUrl } from '~/utils/documents'
import { formatLongDate } from '~/utils/format'
import { useIsPending } from '~/utils/use-is-pending'
import type { StaffDocumentReadSchema as ReadSchema } from '~/utils/validation'
import { adminMeta } from '../admin/sections'
import * as styles from './route.css'
import { type FormConstraint, useSchemaForm } from '~/utils/use-schema-form'
import { loadStaffConversation, readConversationAction } from './staff-reading.server'
import { StaffReasonField } from '~/components/StaffReasonField'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadStaffConversation(request, params.id)
}

export async function action({ request, params }: ActionFunctionArgs) {
  return readConversationAction(request, params.id)
}

export default function StaffConversationPage() {
  const { summary, constraint } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Conversación {summary.id}</h1>
        <p className={text.lead}>{summary.subject}</p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Cliente</dt>
          <dd>{summary.requester ?? 'Cuenta eliminada'}</dd>
        </div>
        <div>
          <dt>Proveedor</dt>
          <dd>{summary.provider ?? 'Cuenta eliminada'}</dd>
        </div>
        <div>
          <dt>Mensajes</dt>
          <dd>{summary.messageCount}</dd>
        </div>
      </dl>
      {actionData?.messages ? <Messages messages={actionData.messages} /> : <ReadForm constraint={constraint} />}
    </div>
  )
}

function ReadForm({ constraint }: { constraint: FormConstraint }) {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useSchemaForm<typeof ReadSchema>(constraint, {
    id: 'leer-conversacion',
    lastResult: actionData?.result,
  })
  const pending = useIsPending()
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <p>Los mensajes son privados de las dos partes. Leerlos queda en el registro, con el motivo que escribas.</p>
      <StaffReasonField label="Motivo de la lectura" field={fields.reason} />
      <StatusButton pending={pending} pendingLabel="Abriendo...">
        Leer la conversación
      </StatusButton>
    </Form>
  )
}

type MessageView = Omit<StaffReadMessage, 'createdAt'> & { createdAt: number | string }

const SIDE_LABELS = { requester: 'Cliente', provider: 'Proveedor' } as const

function Messages({ messages }: { messages: MessageView[] }) {
  return (
    <section aria-labelledby="mensajes-titulo">
      <h2 id="mensajes-titulo" className={text.sectionTitle}>
        Mensajes
      </h2>
      {messages.length === 0 ? <p className={styles.muted}>Todavía no hay mensajes.</p> : null}
      <ol className={styles.messages}>
        {messages.map((message) => (
          <Card as="li" key={message.id}>
            <p className={styles.muted}>
              {message.side ? `${message.sender} (${SIDE_LABELS[message.side]})` : 'Cuenta eliminada'} · {formatLongDate(message.createdAt)}
            </p>
            <p className={styles.body}>{message.body}</p>
            {message.attachments.length ? (
              <ul>
                {message.attachments.map((attachment, index) => (
                  <li key={index}>
                    {attachment.documentId === null ? (
                      `${attachment.originalName}: Archivo eliminado`
                    ) : (
                      <a href={staffDocumentUrl(attachment.documentId)} rel="noreferrer">
                        {attachment.originalName}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        ))}
      </ol>
    </section>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(
    data ? `Conversación ${data.summary.id}` : 'Conversación',
    'Leer una conversación entre un cliente y un proveedor de RedObra, con el motivo en el registro.',
  )

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
