/*
 * The favourite toggle's names, shared by the button and the action. No Zod here: the button is
 * on every listing page, and the schema (with Zod) would add ~100 KB gzip to their JavaScript.
 */

export const FAVORITES_ACTION_PATH = '/favoritos'
export const FAVORITES_LIMIT_PATH = '/favoritos/limite'

export const addFavoriteIntent = 'add'
export const removeFavoriteIntent = 'remove'

/** Sent only by the enhanced button: it wants the outcome as JSON, not a redirect. */
export const ENHANCED_FIELD = 'enhanced'

/** The fragment a plain post comes back to, so the page opens where the button was. */
export const favoriteAnchor = (listingId: number) => `favorito-${listingId}`

export function favoriteLimitHref(redirectTo: string) {
  return `${FAVORITES_LIMIT_PATH}?${new URLSearchParams({ redirectTo })}`
}

/** The button's accessible name: it starts with the visible text and names the provider, as a results page holds many. */
export const favoriteLabel = (favorite: boolean, businessName: string) =>
  favorite ? `Favorito: ${businessName}` : `Agregar a favoritos: ${businessName}`
