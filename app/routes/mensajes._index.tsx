import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import * as styles from '~/components/Messages.css'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { Pagination } from '~/components/Pagination'
import { CONVERSATIONS_PAGE_SIZE } from '~/constants'
import { listConversations } from '~/models/conversations.server'
import { conversationPath } from '~/utils/message-form'
import { db } from '~/server/db.server'
import { requireUser } from '~/server/session.server'
import * as text from '~/styles/text.css'
import { formatDateTime } from '~/utils/format'
import { pageWithin, parsePage, searchedListHref } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import { workspacePage } from '~/utils/hydration'

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const requested = parsePage(new URL(request.url).searchParams)
  const { total, conversations } = listConversations(db, user.id, requested)
  const paging = pageWithin(requested, total, CONVERSATIONS_PAGE_SIZE)
  if (!paging) notFound()
  return { conversations, ...paging }
}

export default function MessagesPage() {
  const { conversations, page, pageCount } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <h1 className={text.pageTitle}>Mensajes</h1>
      {conversations.length ? (
        <ul className={styles.list}>
          {conversations.map((conversation) => (
            <li key={conversation.id} className={styles.message}>
              <p className={styles.meta}>
                {conversation.otherName ?? 'Cuenta eliminada'}
                {' · '}
                <time dateTime={new Date(conversation.lastMessageAt).toISOString()}>{formatDateTime(conversation.lastMessageAt)}</time>
                {conversation.unread ? <span className={styles.marker}> · Sin leer</span> : null}
              </p>
              <Link to={conversationPath(conversation.id)} className={conversation.unread ? styles.unread : undefined}>
                {conversation.subject}
              </Link>
              <p className={styles.body}>{conversation.excerpt ?? 'Todavía no hay mensajes.'}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>Todavía no tenés mensajes. Escribile a un proveedor con 'Enviar consulta' en su perfil.</p>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => searchedListHref('/mensajes', { page: n })} />
    </div>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Mensajes | RedObra' },
  { name: 'description', content: 'Tus conversaciones en RedObra con proveedores y clientes.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={notFoundHandlers('Página no encontrada', 'Esa página de mensajes no existe.')} />
}
