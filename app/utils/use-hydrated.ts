import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/** False on the server and during hydration, true once JavaScript runs the page. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
