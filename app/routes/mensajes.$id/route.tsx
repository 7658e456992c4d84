import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useFetcher, useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { MessageFields } from '~/components/MessageFields'
import { MessageText } from '~/components/MessageText'
import * as styles from '~/components/Messages.css'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { Button } from '~/components/ui/Button'
import { FormAlert } from '~/components/ui/FormAlert'
import { StatusButton } from '~/components/ui/StatusButton'
import { CONVERSATION_REFRESH_MS, MESSAGE_MAX } from '~/constants'
import * as text from '~/styles/text.css'
import { documentUrl } from '~/utils/documents'
import { formatDateTime } from '~/utils/format'
import { messageIntent, readIntent } from '~/utils/message-form'
import type { MessageSchema } from '~/utils/message-schema'
import { useIsPending } from '~/utils/use-is-pending'
import { conversationAction, loadConversation } from './conversation.server'
import { workspacePage } from '~/utils/hydration'
import { type FormConstraint, useSchemaForm } from '~/utils/use-schema-form'

export const handle = workspacePage

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadConversation(request, params.id)
}

export async function action({ request, params }: ActionFunctionArgs) {
  return conversationAction(request, params.id)
}

type Conversation = Awaited<ReturnType<typeof loader>>

export default function ConversationPage() {
  const conversation = useLoaderData<typeof loader>()
  const { messages, readUpTo } = conversation
  const last = messages.at(-1)
  const unreadUpTo = last && !last.mine && last.id > readUpTo ? last.id : null
  useLiveConversation(unreadUpTo)
  return (
    <div className={styles.page}>
      <p>
        <Link to="/mensajes">
          <span aria-hidden="true">← </span>Mis mensajes
        </Link>
      </p>
      <div className={text.headingGroup}>
        <h1 className={text.pageTitle}>{conversation.subject}</h1>
        <p className={text.lead}>
          Con {conversation.otherName ?? 'una cuenta eliminada'}
          <AboutLink conversation={conversation} />
        </p>
      </div>
      <MessageList conversation={conversation} />
      {unreadUpTo ? <MarkReadForm upTo={unreadUpTo} /> : null}
      <MessageForm formKey={conversation.formKey} constraint={conversation.constraint} />
    </div>
  )
}

function AboutLink({ conversation }: { conversation: Conversation }) {
  const about = conversation.requestId
    ? { to: `/solicitudes/${conversation.requestId}`, label: 'Ver la solicitud' }
    : conversation.materialId
      ? { to: `/detalleMaterial/${conversation.materialId}`, label: 'Ver el material' }
      : conversation.listingId
        ? { to: `/proveedor/${conversation.listingId}`, label: 'Ver el proveedor' }
        : null
  return about ? (
    <>
      {' · '}
      <Link to={about.to}>{about.label}</Link>
    </>
  ) : null
}

function MessageList({ conversation }: { conversation: Conversation }) {
  const messages = useOptimisticMessages(conversation.messages)
  if (!messages.length) return <p>Todavía no hay mensajes. Escribí el primero.</p>
  return (
    <ol className={styles.list} aria-label="Mensajes">
      {messages.map((message) => (
        <li key={message.id} className={message.mine ? `${styles.message} ${styles.mine}` : styles.message}>
          <p className={styles.meta}>
            <strong>{message.mine ? 'Vos' : (message.senderName ?? 'Cuenta eliminada')}</strong>
            {' · '}
            {message.pending ? (
              'Enviando…'
            ) : (
              <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
            )}
            {!message.mine && message.id > conversation.readUpTo ? <span className={styles.marker}> · Nuevo</span> : null}
          </p>
          <MessageText body={message.body} />
          {message.attachments.length ? (
            <ul className={styles.attachments} aria-label="Adjuntos">
              {message.attachments.map((attachment, index) => (
                <li key={index}>
                  {attachment.documentId === null ? (
                    <span>{attachment.originalName}: Archivo eliminado</span>
                  ) : (
                    <a href={documentUrl(attachment.documentId)}>{attachment.originalName}</a>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/** The message being sent, shown at once at the end (JavaScript only: without it the page reloads). */
function useOptimisticMessages(messages: Conversation['messages']) {
  const fetcher = useFetcher<typeof action>({ key: messageIntent })
  const shown = messages.map((message) => ({ ...message, pending: false }))
  const body = fetcher.formData?.get('body')
  const text = typeof body === 'string' ? body.replace(/\r\n?/g, '\n').trim() : ''
  if (text === '' || text.length > MESSAGE_MAX) return shown
  const files = fetcher.formData?.getAll('attachments').filter((file): file is File => file instanceof File && file.name !== '') ?? []
  return [
    ...shown,
    {
      id: Number.MAX_SAFE_INTEGER,
      mine: true,
      senderName: null,
      body: text,
      createdAt: new Date(),
      attachments: files.map((file) => ({ documentId: null, originalName: file.name })),
      pending: true,
    },
  ]
}

/**
 * New messages arrive by asking again every CONVERSATION_REFRESH_MS while the tab is visible (no
 * open connection per reader: one process on one SQLite file serves everyone), and what the
 * reader has seen is marked read by a post, since a GET never writes.
 */
function useLiveConversation(unreadUpTo: number | null) {
  const revalidator = useRevalidator()
  const reader = useFetcher({ key: readIntent })
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate()
    }
    const timer = window.setInterval(refresh, CONVERSATION_REFRESH_MS)
    document.addEventListener('visibilitychange', refresh)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', refresh)
    }
  }, [revalidator])
  const { submit } = reader
  useEffect(() => {
    if (unreadUpTo === null || document.visibilityState !== 'visible') return
    submit({ intent: readIntent, upTo: unreadUpTo }, { method: 'post', preventScrollReset: true })
  }, [unreadUpTo, submit])
}

function MarkReadForm({ upTo }: { upTo: number }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={readIntent} />
      <input type="hidden" name="upTo" value={upTo} />
      <Button type="submit" variant="secondary" size="sm">
        Marcar como leída
      </Button>
    </Form>
  )
}

function MessageForm({ formKey, constraint }: { formKey: string; constraint: FormConstraint }) {
  const fetcher = useFetcher<typeof action>({ key: messageIntent })
  const actionData = useActionData<typeof action>()
  const formRef = useRef<HTMLFormElement>(null)
  const sending = useRef(false)
  // A message that went through comes back as a redirect (no data): the box empties for the next one.
  useEffect(() => {
    if (fetcher.state === 'submitting') sending.current = true
    if (fetcher.state !== 'idle' || !sending.current) return
    sending.current = false
    if (!fetcher.data) formRef.current?.reset()
  }, [fetcher.state, fetcher.data])
  const [form, fields] = useSchemaForm<typeof MessageSchema>(constraint, {
    id: 'mensaje',
    lastResult: fetcher.data?.result ?? actionData?.result,
  })
  const sendingWithScript = useIsPending({ fetcher })
  const sendingWithoutScript = useIsPending({ fields: { intent: messageIntent } })
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className={styles.form}
      {...getFormProps(form)}
    >
      <FormAlert title="No pudimos enviar el mensaje" errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={messageIntent} />
      {/* A new key comes with every load of the page, the one after a sent message included. */}
      <input type="hidden" name="idempotencyKey" value={formKey} />
      <MessageFields body={fields.body} attachments={fields.attachments} label="Responder" />
      <StatusButton variant="accent" pending={sendingWithScript || sendingWithoutScript} pendingLabel="Enviando...">
        Enviar
      </StatusButton>
    </fetcher.Form>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.subject} | Mensajes | RedObra` : 'Conversación no encontrada | RedObra' },
  { name: 'description', content: 'Tu conversación en RedObra: mensajes y archivos entre vos y la otra parte.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={notFoundHandlers('Conversación no encontrada', 'La conversación que buscás no existe o no es tuya.')}
    />
  )
}
