import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Pagination } from '~/components/Pagination'
import { Badge } from '~/components/ui/Badge'
import { Button, ButtonLink } from '~/components/ui/Button'
import { REQUEST_STATUS_LABELS, REQUESTS_PAGE_SIZE } from '~/constants'
import { listReceivedRequests, listSentRequests } from '~/models/request-inbox.server'
import { db } from '~/server/db.server'
import { requireUser } from '~/server/session.server'
import * as recipes from '~/styles/recipes.css'
import * as tabStyles from '~/styles/tabs.css'
import * as text from '~/styles/text.css'
import { formatLongDate } from '~/utils/format'
import { receivedOutcomeLabel, receivedStatusLabel, seenIntent } from '~/utils/offer-form'
import { PAGE_PARAM, pageWithin, parsePage } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import * as styles from './route.css'
import { workspacePage } from '~/utils/hydration'

const TABS = [
  { id: 'enviadas', label: 'Enviadas' },
  { id: 'recibidas', label: 'Recibidas' },
] as const
type Tab = (typeof TABS)[number]['id']

const tabOf = (value: string | null): Tab => TABS.find((tab) => tab.id === value)?.id ?? 'enviadas'

function listHref(tab: Tab, page = 1) {
  const params = new URLSearchParams()
  if (tab !== 'enviadas') params.set('tab', tab)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  const query = params.toString()
  return query ? `/solicitudes?${query}` : '/solicitudes'
}

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const params = new URL(request.url).searchParams
  const tab = tabOf(params.get('tab'))
  const page = parsePage(params)
  const pageOf = { page, pageSize: REQUESTS_PAGE_SIZE }
  const list =
    tab === 'enviadas' ? { tab, ...listSentRequests(db, user.id, pageOf) } : { tab, ...listReceivedRequests(db, user.id, pageOf) }
  const paging = pageWithin(page, list.total, REQUESTS_PAGE_SIZE) ?? notFound()
  return { ...list, ...paging }
}

export default function RequestsPage() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Solicitudes de presupuesto</h1>
        <p className={text.lead}>Lo que pediste a proveedores y lo que llegó a tus servicios.</p>
      </header>
      <nav aria-label="Solicitudes" className={tabStyles.tabs}>
        <ul className={tabStyles.tabList}>
          {TABS.map((tab) => (
            <li key={tab.id}>
              <Link to={listHref(tab.id)} className={tabStyles.tab} aria-current={tab.id === data.tab ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="lista" className={styles.list}>
        <h2 id="lista" className={styles.listTitle}>
          {data.tab === 'enviadas' ? 'Enviadas' : 'Recibidas'}
        </h2>
        {data.tab === 'enviadas' ? <SentList rows={data.rows} /> : <ReceivedList rows={data.rows} />}
      </section>
      <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(page) => listHref(data.tab, page)} />
    </div>
  )
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>

function SentList({ rows }: { rows: Extract<Data, { tab: 'enviadas' }>['rows'] }) {
  if (rows.length === 0) {
    return (
      <div className={styles.empty}>
        <p>Todavía no pediste presupuestos.</p>
        <ButtonLink to="/solicitudes/nueva">Pedir presupuestos</ButtonLink>
      </div>
    )
  }
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          <h3 className={styles.rowTitle}>
            <Link to={`/solicitudes/${row.id}`}>{row.title}</Link>
          </h3>
          <p className={recipes.cluster.sm}>
            <Badge tone={row.status === 'open' ? 'brand' : 'neutral'}>{REQUEST_STATUS_LABELS[row.status]}</Badge>
            <span>
              {row.answers === 1 ? '1 presupuesto' : `${row.answers} presupuestos`} de{' '}
              {row.recipients === 1 ? '1 proveedor' : `${row.recipients} proveedores`}
            </span>
          </p>
          <p className={recipes.note}>
            {row.place} · {formatLongDate(row.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  )
}

function ReceivedList({ rows }: { rows: Extract<Data, { tab: 'recibidas' }>['rows'] }) {
  if (rows.length === 0) return <p className={styles.empty}>Todavía no recibiste solicitudes de presupuesto.</p>
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          <h3 className={styles.rowTitle}>{row.title}</h3>
          <p className={recipes.cluster.sm}>
            <Badge tone={row.recipientStatus === 'sent' ? 'accent' : 'neutral'}>{receivedStatusLabel(row.recipientStatus)}</Badge>
            {row.requestStatus === 'open' ? null : (
              <Badge tone={row.acceptedMine ? 'success' : 'neutral'}>{receivedOutcomeLabel(row)}</Badge>
            )}
          </p>
          <p className={recipes.note}>
            {row.requesterName ?? 'Cuenta eliminada'} · {row.place} · {formatLongDate(row.sentAt)}
          </p>
          {/* Opening a request it has not seen tells the builder it was seen: a post, as a GET never writes. */}
          {row.recipientStatus === 'sent' ? (
            <Form method="post" action={`/solicitudes/${row.id}`}>
              <input type="hidden" name="intent" value={seenIntent} />
              <Button type="submit" size="sm" aria-label={`Ver la solicitud «${row.title}»`}>
                Ver la solicitud
              </Button>
            </Form>
          ) : (
            <ButtonLink to={`/solicitudes/${row.id}`} size="sm" variant="secondary" aria-label={`Ver la solicitud «${row.title}»`}>
              Ver la solicitud
            </ButtonLink>
          )}
        </li>
      ))}
    </ul>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Solicitudes de presupuesto | RedObra' },
  { name: 'description', content: 'Tus solicitudes de presupuesto en RedObra: las que enviaste y las que recibiste, con su estado.' },
  { name: 'robots', content: 'noindex' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
