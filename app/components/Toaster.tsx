import { useEffect, useState } from 'react'
import { TOAST_DURATION_MS } from '~/constants'
import type { Toast } from '~/utils/toast'
import { useHydrated } from '~/utils/use-hydrated'
import * as styles from './Toaster.css'
import { CLOSE_ICON_PATH, StrokeIcon } from '~/components/ui/Icon'

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
      {/* Hidden until a script can close the toast: React once it runs, the enhancement on a reading page. */}
      <button
        type="button"
        className={styles.close}
        aria-label="Cerrar"
        hidden={!hydrated}
        data-toast-close=""
        onClick={() => setDismissedId(toast.id)}
      >
        <StrokeIcon size={20}>
          <path d={CLOSE_ICON_PATH} />
        </StrokeIcon>
      </button>
    </div>
  )
}

/** An empty toast of each tone, for the enhancements that answer in place (app/enhancements/toast.ts). */
export function ToastTemplates() {
  return (
    <>
      {TOAST_TONES.map((type) => (
        <template key={type} data-toast={type}>
          <Toaster toast={{ id: type, type, title: '', description: ' ' }} />
        </template>
      ))}
    </>
  )
}

const TOAST_TONES = ['success', 'error', 'info'] as const
