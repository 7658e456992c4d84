import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { favorites, listings, providerProfiles } from '~/../drizzle/schema'
import { FREE_FAVORITES_LIMIT, UNLIMITED, type Plan } from '~/constants'
import type { Db } from '~/server/sqlite.server'
import { SUMMARY_COLUMNS, toSummary, type ListingRow, type ListingSummary } from './listings.server'

type FavoriteKey = { userId: number; listingId: number }

export type AddFavoriteResult =
  | { status: 'added' }
  | { status: 'duplicate' }
  /** The plan's limit is reached (`kept` may exceed it, from a Premium period): nothing was written. */
  | { status: 'limit'; limit: number; kept: number }
  /** No such listing, or it is not active. */
  | { status: 'notFound' }
  /** The account has no profile, so no plan to check the limit against. */
  | { status: 'noPlan' }

/** Favourites a plan may keep; UNLIMITED for premium. */
export function favoritesLimit(plan: Plan) {
  return plan === 'premium' ? UNLIMITED : FREE_FAVORITES_LIMIT
}

/**
 * Adds an active listing to the user's favourites within the plan's limit. One IMMEDIATE
 * transaction takes the write lock before the count is read, so simultaneous requests (in this
 * process or in another one on the same file) queue up and can never exceed the limit.
 */
export function addFavorite(db: Db, { userId, listingId }: FavoriteKey): AddFavoriteResult {
  return db.transaction((tx): AddFavoriteResult => {
    const profile = tx.select({ plan: providerProfiles.plan }).from(providerProfiles).where(eq(providerProfiles.userId, userId)).get()
    if (!profile) return { status: 'noPlan' }
    const listing = tx
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.id, listingId), eq(listings.isActive, true)))
      .get()
    if (!listing) return { status: 'notFound' }
    const existing = tx
      .select({ id: favorites.id })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
      .get()
    if (existing) return { status: 'duplicate' }
    const limit = favoritesLimit(profile.plan)
    if (limit !== UNLIMITED) {
      const kept = tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId)).get()?.n ?? 0
      if (kept >= limit) return { status: 'limit', limit, kept }
    }
    tx.insert(favorites).values({ userId, listingId }).run()
    return { status: 'added' }
  })
}

/** Removes a favourite, whatever the listing's state; true when there was one to remove. */
export function removeFavorite(db: Db, { userId, listingId }: FavoriteKey) {
  const { changes } = db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
    .run()
  return changes > 0
}

/**
 * The user's favourite listing ids, optionally only among `listingIds` (the cards of one page).
 * One read of the (user_id, listing_id) unique index, which covers the query.
 */
export function listFavoriteIds(db: Db, userId: number, listingIds?: readonly number[]) {
  if (listingIds?.length === 0) return []
  const conditions = [eq(favorites.userId, userId)]
  if (listingIds) conditions.push(inArray(favorites.listingId, [...new Set(listingIds)]))
  return db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .where(and(...conditions))
    .all()
    .map((row) => row.listingId)
}

/**
 * The user's favourite providers for the profile area: claimed and unclaimed listings alike,
 * active ones only, the most recently added first.
 */
export function listFavorites(db: Db, userId: number): ListingSummary[] {
  return db
    .all<ListingRow>(
      sql`
      SELECT ${SUMMARY_COLUMNS} FROM listings
      JOIN (SELECT listing_id, id AS favorite_id FROM favorites WHERE user_id = ${userId}) AS favorite
        ON favorite.listing_id = listings.id
      WHERE is_active = 1
      ORDER BY favorite.favorite_id DESC`,
    )
    .map(toSummary)
}
