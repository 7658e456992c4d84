import type { ToastInput } from '~/utils/toast'
import { listFavoriteIds, type AddFavoriteResult } from '~/models/favorites.server'
import { db } from '../server/db.server'
import { getUserId } from '../server/session.server'

/**
 * Which of the listings on a page the signed-in user keeps as favourites (one indexed query), or
 * null for a visitor: visitors see no favourite buttons, and their pages cost no query.
 */
export async function getFavoriteIds(request: Request, listings: ReadonlyArray<{ id: number }>) {
  const userId = await getUserId(request)
  if (userId === null) return null
  return listFavoriteIds(
    db,
    userId,
    listings.map((listing) => listing.id),
  )
}

export type FavoriteOutcome = AddFavoriteResult['status'] | 'removed' | 'failed' | 'invalid' | 'rateLimited'
/**
 * `kept`: with a refusal at the limit, how many favourites the account holds. `toast`: what the
 * button shows in place (a plain post gets it as the next page's flash toast).
 */
export type FavoriteReply = { status: FavoriteOutcome; kept?: number; toast?: ToastInput }
