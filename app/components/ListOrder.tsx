import { Form, Link, useLocation } from '@remix-run/react'
import { Button } from '~/components/ui/Button'
import * as fieldStyles from '~/components/ui/Field.css'
import { LISTING_ORDERS, type ListingOrder } from '~/constants'
import { ORDER_PARAM } from '~/utils/listing-order'
import * as styles from './ListOrder.css'

/** The page that explains the directory's order and the 'Destacado' label. */
export const RANKING_EXPLAINED_PATH = '/como-ordenamos'

/**
 * The order of a ranked list: a GET form to `action` that carries the list's other parameters
 * (`kept`: term, zones) as hidden fields, so it works without JavaScript; with it, choosing an
 * option applies it at once. Pagination starts again at the first page.
 */
export function ListOrder({ action, order, kept }: { action: string; order: ListingOrder; kept: URLSearchParams }) {
  const location = useLocation()
  return (
    <div className={styles.root}>
      {/* Remounted on every navigation, so the select always shows the order the URL applies. */}
      <Form key={location.key} method="get" action={action} preventScrollReset className={styles.form}>
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
          className={`${fieldStyles.control} ${styles.select}`}
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

export function RankingExplainedLink() {
  return (
    <Link to={RANKING_EXPLAINED_PATH} className={styles.explained}>
      Cómo ordenamos los resultados
    </Link>
  )
}
