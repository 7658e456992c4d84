import { and, eq, inArray } from 'drizzle-orm'
import { listingEvents, listings, providerProfiles } from '~/../drizzle/schema'
import type { ListingEventKind } from '~/constants'
import type { Db } from '~/server/sqlite.server'

export type RecordListingEventsResult =
  | { status: 'recorded'; counted: number }
  /** The viewer owns the listings: its own visits say nothing about its reach. */
  | { status: 'owner' }
  /** A listing is missing or not active: nothing was written. */
  | { status: 'notFound' }

/**
 * Counts a view or contact click of each listing, once per viewer and day: the table's key makes
 * a second (or a simultaneous) one a no-op. `viewerHash` is already keyed and hashed.
 */
export function recordListingEvents(
  db: Db,
  {
    listingIds,
    kind,
    day,
    viewerHash,
    viewerUserId,
  }: { listingIds: number[]; kind: ListingEventKind; day: string; viewerHash: string; viewerUserId: number | null },
): RecordListingEventsResult {
  const ids = [...new Set(listingIds)]
  const found = db
    .select({ id: listings.id, ownerUserId: providerProfiles.userId })
    .from(listings)
    .leftJoin(providerProfiles, eq(providerProfiles.id, listings.profileId))
    .where(and(inArray(listings.id, ids), eq(listings.isActive, true)))
    .all()
  if (found.length !== ids.length) return { status: 'notFound' }
  const others = found.filter((listing) => viewerUserId === null || listing.ownerUserId !== viewerUserId)
  if (others.length === 0) return { status: 'owner' }
  const { changes } = db
    .insert(listingEvents)
    .values(others.map((listing) => ({ listingId: listing.id, kind, day, viewerHash })))
    .onConflictDoNothing()
    .run()
  return { status: 'recorded', counted: changes }
}
