import { useEffect, type RefObject } from 'react'

/**
 * A <details> menu opens and closes without JavaScript; once hydrated it also closes on Escape
 * (returning focus to its summary) and on a click outside it, as users expect from a menu.
 */
export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement>) {
  useEffect(() => {
    function close(event: Event) {
      const details = ref.current
      if (!details?.open) return
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return
        details.open = false
        details.querySelector('summary')?.focus()
      } else if (!details.contains(event.target as Node)) {
        details.open = false
      }
    }
    document.addEventListener('keydown', close)
    document.addEventListener('click', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('click', close)
    }
  }, [ref])
}
