import { getFormProps } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Card } from '~/components/ui/Card'
import { StatusButton } from '~/components/ui/StatusButton'
import { conversationSummaryForStaff, readConversationAsStaff, type StaffReadMessage } from '~/models/staff-conversations.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireStaff } from '~/server/session.server'
import * as text from '~/styles/text.css'
import { staffDocumentUrl } from '~/utils/documents'
import { formatLongDate } from '~/utils/format'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'
import { useIsPending } from '~/utils/use-is-pending'
import { StaffDocumentReadSchema as ReadSchema } from '~/utils/validation'
import { adminMeta } from '../admin/sections'
import * as styles from './route.css'
import { type FormConstraint, useSchemaForm } from '~/utils/use-schema-form'
import { StaffReasonField } from '~/components/StaffReasonField'

async function staffAndConversation(request: Request, idParam: string | undefined) {
  const staff = await requireStaff(request)
  const id = parsePositiveInt(idParam)
  const summary = id === null ? null : conversationSummaryForStaff(db, id)
  return { staff, summary: summary ?? notFound() }
}

/** Who talks and about what; never the messages, which only an audited post shows. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { summary } = await staffAndConversation(request, params.id)
  return { summary, constraint: getZodConstraint(ReadSchema) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const { staff, summary } = await staffAndConversation(request, params.id)
  const submission = parseWithZod(await readFormData(request), { schema: ReadSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), messages: null }, { status: 400 })
  const reading = readConversationAsStaff(db, staff, summary.id, submission.value.reason) ?? notFound()
  return { result: submission.reply({ resetForm: true }), messages: reading.messages }
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
