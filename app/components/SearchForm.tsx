import { Form, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { DEFAULT_LISTING_ORDER, SEARCH_DEBOUNCE_MS, SEARCH_MAX_TERM_LENGTH, type ListingOrder } from '~/constants'
import { visuallyHidden } from '~/styles/utilities.css'
import type { Zone } from '~/taxonomy'
import { ORDER_PARAM } from '~/utils/pagination'
import { searchParamsOf } from '~/utils/search-query'
import * as styles from './SearchForm.css'

/** The id other controls (the zone filter) name with `form=` to belong to this form. */
export const SEARCH_FORM_ID = 'busqueda'

/**
 * A GET form, complete without JavaScript. Once hydrated, typing searches after a pause, and
 * the URL stays the only state: history navigation brings the box back in step. A new term keeps
 * the order chosen for the results.
 */
export function SearchForm({
  q,
  zonas,
  orden,
  tooShort,
  searching,
}: {
  q: string
  zonas: readonly Zone[]
  orden: ListingOrder
  tooShort: boolean
  searching: boolean
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const submit = useSubmit()
  const [typed, setTyped] = useState<string | null>(null)
  // The term this box sent itself: its answer must not overwrite what was typed meanwhile.
  const sentTerm = useRef<string | null>(null)

  // Only a later change of the URL's term rewrites the box: on hydration it keeps what was typed before the script arrived.
  const shownTerm = useRef(q)
  useEffect(() => {
    if (q === shownTerm.current) return
    shownTerm.current = q
    if (inputRef.current && q !== sentTerm.current) inputRef.current.value = q
    sentTerm.current = null
  }, [q])

  useEffect(() => {
    if (typed === null) return
    const term = typed.trim()
    const timeout = setTimeout(
      () => {
        setTyped(null)
        if (term === q) return
        sentTerm.current = term
        // Typing refines one history entry instead of leaving one per pause.
        submit(searchParamsOf({ q: term, zonas, orden }), { method: 'get', action: '/', replace: q !== '', preventScrollReset: true })
      },
      // An emptied box is a deliberate reset: no reason to wait.
      term ? SEARCH_DEBOUNCE_MS : 0,
    )
    return () => clearTimeout(timeout)
  }, [typed, q, zonas, orden, submit])

  return (
    <Form id={SEARCH_FORM_ID} method="get" action="/" role="search" className={styles.root} onSubmit={() => setTyped(null)}>
      {orden === DEFAULT_LISTING_ORDER ? null : <input type="hidden" name={ORDER_PARAM} value={orden} />}
      <label htmlFor="buscar" className={styles.label}>
        ¿Qué necesitás para tu obra?
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id="buscar"
          type="search"
          name="q"
          defaultValue={q}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={SEARCH_MAX_TERM_LENGTH}
          placeholder="Buscar proveedores de materiales, contratistas y servicios de obra.."
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={tooShort ? 'buscar-ayuda' : undefined}
          className={styles.input}
        />
        <button type="submit" className={styles.button}>
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-4-4" />
          </svg>
          <span className={visuallyHidden}>Buscar</span>
        </button>
      </div>
      {tooShort ? (
        <p id="buscar-ayuda" className={styles.note}>
          Escribí al menos 3 letras para buscar.
        </p>
      ) : null}
      {/* Live while still empty, so "Buscando…" is announced; the status role is left to the toasts. */}
      <p aria-live="polite" className={styles.note}>
        {searching ? 'Buscando…' : null}
      </p>
    </Form>
  )
}
