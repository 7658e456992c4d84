import { useLocation } from '@remix-run/react'
import { Badge } from '~/components/ui/Badge'
import { Button, ButtonLink } from '~/components/ui/Button'
import { Disclosure } from '~/components/ui/Disclosure'
import * as fieldStyles from '~/components/ui/Field.css'
import { visuallyHidden } from '~/styles/utilities.css'
import { ZONES, type Zone } from '~/taxonomy'
import * as styles from './SearchFilters.css'

/**
 * The zone filter of a GET form. Its checkboxes and Aplicar belong to the form `formId` wherever
 * this sits on the page, so a plain submit applies them; Limpiar is a link to `clearHref`.
 */
export function SearchFilters({ formId, selected, clearHref }: { formId: string; selected: readonly Zone[]; clearHref: string }) {
  const location = useLocation()
  const count = selected.length

  return (
    // Remounted on every navigation: it closes once applied, and a draft never outlives the URL it was drawn from.
    <Disclosure
      key={location.key}
      title="Filtros"
      triggerLabel={
        <>
          Filtros
          {count > 0 ? (
            <Badge tone="accent">
              {count}
              <span className={visuallyHidden}>{count === 1 ? ' zona seleccionada' : ' zonas seleccionadas'}</span>
            </Badge>
          ) : null}
        </>
      }
    >
      <fieldset className={fieldStyles.fieldset}>
        <legend className={styles.legend}>Ubicación</legend>
        <fieldset className={`${fieldStyles.fieldset} ${styles.region}`}>
          <legend className={fieldStyles.label}>Buenos Aires</legend>
          {ZONES.map((zone) => (
            <label key={zone} className={fieldStyles.choice}>
              <input type="checkbox" name="zona" value={zone} form={formId} defaultChecked={selected.includes(zone)} />
              <span>{zone}</span>
            </label>
          ))}
        </fieldset>
      </fieldset>
      <div className={styles.actions}>
        <ButtonLink to={clearHref} variant="ghost">
          Limpiar
        </ButtonLink>
        <Button type="submit" form={formId}>
          Aplicar
        </Button>
      </div>
    </Disclosure>
  )
}
