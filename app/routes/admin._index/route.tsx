import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AuditTable } from '~/components/AuditTable'
import * as text from '~/styles/text.css'
import { adminMeta } from '../admin/sections'
import { loadDashboard } from './dashboard.server'
import * as styles from './route.css'
import { refuseUnlessStaff } from '../admin/staff-only.server'

export const loader = ({ request }: LoaderFunctionArgs) => loadDashboard(request)

export const action = refuseUnlessStaff

export default function AdminDashboardPage() {
  const { counts, recent } = useLoaderData<typeof loader>()
  const queues = [
    { to: '/admin/verificaciones', label: 'Verificaciones pendientes', count: counts.pendingChecks },
    { to: '/admin/reclamos', label: 'Reclamos pendientes', count: counts.pendingClaims },
    { to: '/admin/resenas', label: 'Reseñas denunciadas', count: counts.reportedReviews },
  ]
  return (
    <>
      <h1 className={text.pageTitle}>Panel de administración</h1>
      <section aria-labelledby="pendientes">
        <h2 id="pendientes" className={text.sectionTitle}>
          Pendientes
        </h2>
        <ul className={styles.queues}>
          {queues.map((queue) => (
            <li key={queue.to}>
              <Link to={queue.to} className={styles.queue}>
                <span className={styles.count}>{queue.count.toLocaleString('es-AR')}</span> {queue.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.recent}>
        <h2 className={text.sectionTitle}>Últimas acciones del equipo</h2>
        {recent.length === 0 ? (
          <p>Todavía no hay acciones registradas.</p>
        ) : (
          <AuditTable entries={recent} caption="Últimas acciones del equipo" />
        )}
        <p>
          <Link to="/admin/registro">Ver el registro completo</Link>
        </p>
      </section>
    </>
  )
}

export const meta: MetaFunction = () =>
  adminMeta('Panel', 'Verificaciones, reclamos y reseñas denunciadas que esperan al equipo, y sus últimas acciones.')

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
