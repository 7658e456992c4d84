import { useLocation } from '@remix-run/react'
import { addFavoriteIntent, FAVORITES_ACTION_PATH, favoriteAnchor, favoriteLabel, removeFavoriteIntent } from '~/utils/favorites'
import * as styles from './FavoriteButton.css'

/**
 * The favourite toggle of one listing, for signed-in users: a plain post that comes back to this
 * very spot with a toast. The `favorite-toggle` enhancement (app/enhancements/favorite-toggle.ts)
 * posts the same form with fetch and updates the button, the toast and the plan-limit dialog in place.
 */
export function FavoriteButton({ listingId, businessName, isFavorite }: { listingId: number; businessName: string; isFavorite: boolean }) {
  const location = useLocation()
  const anchor = favoriteAnchor(listingId)
  return (
    <favorite-toggle data-name={businessName}>
      <form method="post" action={FAVORITES_ACTION_PATH} id={anchor} className={styles.root}>
        <input type="hidden" name="intent" value={isFavorite ? removeFavoriteIntent : addFavoriteIntent} />
        <input type="hidden" name="listingId" value={listingId} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}#${anchor}`} />
        <button type="submit" aria-pressed={isFavorite} aria-label={favoriteLabel(isFavorite, businessName)} className={styles.button}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
          </svg>
          {isFavorite ? 'Favorito' : 'Agregar'}
        </button>
      </form>
    </favorite-toggle>
  )
}
