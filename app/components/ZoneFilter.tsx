import { Form, useLocation } from '@remix-run/react'
import { Button, ButtonLink } from '~/components/ui/Button'
import * as fieldStyles from '~/components/ui/Field.css'
import type { ListingOrder } from '~/constants'
import { ZONES, type Zone } from '~/taxonomy'
import { ZONE_PARAM, directoryHref } from '~/utils/directory'
import { ORDER_PARAM } from '~/utils/pagination'
import * as styles from './ZoneFilter.css'

/**
 * A GET form over `action`: ticking a zone changes nothing until Aplicar; Limpiar is a link to the
 * unfiltered page. Both keep the list's order.
 */
export function ZoneFilter({ action, selected, order }: { action: string; selected: readonly Zone[]; order?: ListingOrder }) {
  const location = useLocation()
  return (
    // Remounted on every navigation, so the boxes always show what the URL applies, never a stale draft.
    <Form key={location.key} method="get" action={action} preventScrollReset className={styles.root}>
      {order ? <input type="hidden" name={ORDER_PARAM} value={order} /> : null}
      <fieldset className={styles.fieldset}>
        <legend className={fieldStyles.label}>Filtrar por zona</legend>
        <div className={styles.options}>
          {ZONES.map((zone) => (
            <label key={zone} className={fieldStyles.choice}>
              <input type="checkbox" name={ZONE_PARAM} value={zone} defaultChecked={selected.includes(zone)} />
              <span>{zone.toUpperCase()}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" size="sm">
          Aplicar
        </Button>
        <ButtonLink to={directoryHref(action, { order })} variant="ghost" size="sm" preventScrollReset>
          Limpiar
        </ButtonLink>
      </div>
    </Form>
  )
}
