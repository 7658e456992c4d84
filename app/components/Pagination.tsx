import { Link } from '@remix-run/react'
import { visuallyHidden } from '~/styles/utilities.css'
import * as styles from './Pagination.css'

/** The page numbers shown: the first, the last and the neighbours of the current one, with gaps between. */
export function pagesAround(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b)
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? ['gap' as const, n] : [n]))
}

/** Plain links, so paging works without JavaScript; `hrefFor` keeps whatever filters the page has. */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Paginación" className={styles.root}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${styles.item} ${styles.prev}`}>
          Anterior
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {pagesAround(page, pageCount).map((n, index) => (
          <li key={n === 'gap' ? `gap-${index}` : n}>
            {n === 'gap' ? (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : n === page ? (
              <span aria-current="page" className={`${styles.item} ${styles.current}`}>
                <span className={visuallyHidden}>Página </span>
                {n}
              </span>
            ) : (
              <Link to={hrefFor(n)} aria-label={`Página ${n}`} className={styles.item}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={`${styles.item} ${styles.next}`}>
          Siguiente
        </Link>
      ) : null}
    </nav>
  )
}
