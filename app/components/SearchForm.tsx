import { Form } from '@remix-run/react'
import { DEFAULT_LISTING_ORDER, SEARCH_MAX_TERM_LENGTH, type ListingOrder } from '~/constants'
import { visuallyHidden } from '~/styles/utilities.css'
import { ORDER_PARAM } from '~/utils/pagination'
import * as styles from './SearchForm.css'
import { StrokeIcon } from '~/components/ui/Icon'

/** The id other controls (the zone filter) name with `form=` to belong to this form. */
export const SEARCH_FORM_ID = 'busqueda'

/** The address the search box asks for suggestions (app/routes/sugerencias.tsx). */
export const SUGGESTIONS_PATH = '/sugerencias'

/**
 * A GET form, complete without JavaScript. With it, `<auto-complete>` (app/enhancements) offers
 * trades and providers as the builder types, each a link to its page; Enter without choosing one
 * searches what was typed. A new term keeps the order chosen for the results.
 */
export function SearchForm({ q, orden, tooShort }: { q: string; orden: ListingOrder; tooShort: boolean }) {
  return (
    <Form id={SEARCH_FORM_ID} method="get" action="/" role="search" className={styles.root}>
      {orden === DEFAULT_LISTING_ORDER ? null : <input type="hidden" name={ORDER_PARAM} value={orden} />}
      <label htmlFor="buscar" className={styles.label}>
        ¿Qué necesitás para tu obra?
      </label>
      <div className={styles.row}>
        <auto-complete src={SUGGESTIONS_PATH} for="buscar-sugerencias" class={styles.suggester}>
          <input
            id="buscar"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_MAX_TERM_LENGTH}
            placeholder="Buscar proveedores de materiales, contratistas y servicios de obra.."
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={tooShort ? 'buscar-ayuda' : undefined}
            className={styles.input}
          />
          <div id="buscar-sugerencias" role="listbox" aria-label="Sugerencias" className={styles.suggestions} hidden />
        </auto-complete>
        <button type="submit" className={styles.button}>
          <StrokeIcon size={22} strokeWidth={2.25}>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-4-4" />
          </StrokeIcon>
          <span className={visuallyHidden}>Buscar</span>
        </button>
      </div>
      {tooShort ? (
        <p id="buscar-ayuda" className={styles.note}>
          Escribí al menos 3 letras para buscar.
        </p>
      ) : null}
      {/* How many suggestions came, said in Spanish (the element's own words are English). */}
      <p id="buscar-sugerencias-estado" aria-live="polite" className={visuallyHidden} />
    </Form>
  )
}
