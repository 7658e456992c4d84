import { Link } from '@remix-run/react'
import * as styles from './PillLinks.css'

/** A named row of links drawn as pills: a subsector's divisions, a sector's zones. */
export function PillLinks({ label, links }: { label: string; links: readonly { label: string; href: string }[] }) {
  if (links.length === 0) return null
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.pill}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
