import { Link } from '@remix-run/react'
import * as styles from './Breadcrumbs.css'

export type Crumb = { label: string; href: string }

/** 'Inicio › Mampostería y Durlock › GBA Oeste': the way up, the current page last and unlinked. */
export function Breadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Ruta de navegación">
      <ol className={styles.breadcrumb}>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
