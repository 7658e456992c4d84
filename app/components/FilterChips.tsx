import { Link } from '@remix-run/react'
import * as styles from './FilterChips.css'

export type FilterChip = { label: string; href: string }

/** The filters in force, each a link to the same page without it, so removing one needs no script. */
export function FilterChips({ chips }: { chips: FilterChip[] }) {
  if (chips.length === 0) return null
  return (
    <ul className={styles.root} aria-label="Filtros aplicados">
      {chips.map((chip) => (
        <li key={chip.href} className={styles.item}>
          <Link to={chip.href} aria-label={`Quitar filtro: ${chip.label}`} className={styles.chip}>
            <span className={styles.label}>{chip.label}</span>
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  )
}
