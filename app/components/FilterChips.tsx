import { Link } from '@remix-run/react'
import * as styles from './FilterChips.css'
import { CLOSE_ICON_PATH, StrokeIcon } from '~/components/ui/Icon'

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
            <StrokeIcon className={styles.icon} strokeWidth={2.5}>
              <path d={CLOSE_ICON_PATH} />
            </StrokeIcon>
          </Link>
        </li>
      ))}
    </ul>
  )
}
