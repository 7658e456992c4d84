import { useFetcher, useLocation } from '@remix-run/react'
import { lazy, Suspense, useState } from 'react'
import type { FavoriteReply } from '~/controllers/favorites.server'
import { addFavoriteIntent, ENHANCED_FIELD, FAVORITES_ACTION_PATH, favoriteAnchor, removeFavoriteIntent } from '~/utils/favorites'
import * as styles from './FavoriteButton.css'
import { useHydrated } from '~/utils/use-hydrated'

// Only a free account at its limit sees the dialog: the pages with favourite buttons do not carry it.
const FavoriteLimitDialog = lazy(() => import('./FavoriteLimitDialog').then((module) => ({ default: module.FavoriteLimitDialog })))

/**
 * The favourite toggle of one listing, for signed-in users. Without JavaScript it is a plain
 * post that comes back to this very spot with a toast; with it, a fetcher shows the new state
 * at once (read from the pending form) and opens the plan-limit dialog when the plan is full.
 */
export function FavoriteButton({ listingId, businessName, isFavorite }: { listingId: number; businessName: string; isFavorite: boolean }) {
  const fetcher = useFetcher<FavoriteReply>()
  const location = useLocation()
  // False on the server and during hydration, so both render the same form.
  const hydrated = useHydrated()
  const [dismissedReply, setDismissedReply] = useState<unknown>(null)

  // The pending post decides what shows: the new state at once, the old one back if it fails.
  const pendingIntent = fetcher.formData?.get('intent')
  const favorite = pendingIntent === addFavoriteIntent || (pendingIntent !== removeFavoriteIntent && isFavorite)
  const reply = fetcher.data
  const limitReached = fetcher.state !== 'submitting' && reply?.status === 'limit' && reply !== dismissedReply
  const anchor = favoriteAnchor(listingId)

  return (
    <>
      <fetcher.Form method="post" action={FAVORITES_ACTION_PATH} id={anchor} className={styles.root} preventScrollReset>
        <input type="hidden" name="intent" value={favorite ? removeFavoriteIntent : addFavoriteIntent} />
        <input type="hidden" name="listingId" value={listingId} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#${anchor}`} />
        {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="true" /> : null}
        {/* The name starts with the visible text and names the provider: a results page holds many of these. */}
        <button
          type="submit"
          aria-pressed={favorite}
          aria-label={favorite ? `Favorito: ${businessName}` : `Agregar a favoritos: ${businessName}`}
          className={styles.button}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
          </svg>
          {favorite ? 'Favorito' : 'Agregar'}
        </button>
      </fetcher.Form>
      {limitReached ? (
        <Suspense fallback={null}>
          <FavoriteLimitDialog kept={reply.kept} onClose={() => setDismissedReply(reply)} />
        </Suspense>
      ) : null}
    </>
  )
}
