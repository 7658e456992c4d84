import { Form, Link, useLocation } from '@remix-run/react'
import { Button } from '~/components/ui/Button'
import * as fieldStyles from '~/components/ui/Field.css'
import { LISTING_ORDERS, RANKING_EXPLAINED_LABEL, RANKING_EXPLAINED_PATH, type ListingOrder } from '~/constants'
import { visuallyHidden } from '~/styles/utilities.css'
import { ORDER_PARAM } from '~/utils/pagination'
import * as styles from './Pagination.css'

/* The controls of a paged list: its page links and, for a ranked list, its order. */

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

/**
 * The order of a ranked list: a GET form to `action` that carries the list's other parameters
 * (`kept`: term, zones) as hidden fields, so it works without JavaScript; with it, choosing an
 * option applies it at once. Pagination starts again at the first page.
 */
export function ListOrder({ action, order, kept }: { action: string; order: ListingOrder; kept: URLSearchParams }) {
  const location = useLocation()
  return (
    <div className={styles.order}>
      {/* Remounted on every navigation, so the select always shows the order the URL applies. */}
      <Form key={location.key} method="get" action={action} preventScrollReset className={styles.orderForm}>
        {[...kept].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={ORDER_PARAM} className={fieldStyles.label}>
          Ordenar por
        </label>
        <select
          id={ORDER_PARAM}
          name={ORDER_PARAM}
          defaultValue={order}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          data-submit-on-change=""
          className={`${fieldStyles.control} ${styles.orderSelect}`}
        >
          {LISTING_ORDERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Button type="submit" variant="ghost" size="sm">
          Ordenar
        </Button>
      </Form>
      <RankingExplainedLink />
    </div>
  )
}

function RankingExplainedLink() {
  return (
    <Link to={RANKING_EXPLAINED_PATH} className={styles.explained}>
      {RANKING_EXPLAINED_LABEL}
    </Link>
  )
}
