import { useEffect, useState } from 'react'
import { TOAST_DURATION_MS } from '~/constants'
import type { Toast } from '~/utils/toast'
import { useHydrated } from '~/utils/use-hydrated'
import * as styles from './Toaster.css'

/** The flash message of the current page. Without JavaScript it stays until the next page. */
export function Toaster({ toast }: { toast: Toast }) {
  // False on the server and during hydration: the close button only works with JavaScript.
  const hydrated = useHydrated()
  const [dismissedId, setDismissedId] = useState<string | null>(null)

  useEffect(() => {
    const timer = setTimeout(() => setDismissedId(toast.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast.id])

  if (dismissedId === toast.id) return null

  return (
    <div role={toast.type === 'error' ? 'alert' : 'status'} className={`${styles.root} ${styles.tone[toast.type]}`}>
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      {hydrated ? (
        <button type="button" className={styles.close} aria-label="Cerrar" onClick={() => setDismissedId(toast.id)}>
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      ) : null}
    </div>
  )
}
