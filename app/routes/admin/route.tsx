import { type LoaderFunctionArgs } from '@remix-run/node'
import { NavLink, Outlet } from '@remix-run/react'
import { requireStaff } from '~/server/session.server'
import { ADMIN_SECTIONS } from './sections'
import * as styles from './route.css'
import { refuseUnlessStaff } from './staff-only.server'
import { workspacePage } from '~/utils/hydration'

export const handle = workspacePage

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  return null
}

export const action = refuseUnlessStaff

export default function AdminLayout() {
  return (
    <div className={styles.root}>
      <nav aria-label="Administración">
        <ul className={styles.nav}>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end className={styles.navLink}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  )
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
