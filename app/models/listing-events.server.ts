import { and, eq, inArray, sql } from 'drizzle-orm'
import { listings, providerProfiles } from '~/../drizzle/schema'
import { LISTING_EVENT_VIEWERS_PER_ADDRESS_MAX, type ListingEventKind } from '~/constants'
import type { Db } from '~/server/sqlite.server'

export type RecordListingEventsResult =
  | { status: 'recorded'; counted: number }
  /** The viewer owns the listings: its own visits say nothing about its reach. */
  | { status: 'owner' }
  /** A listing is missing or not active: nothing was written. */
  | { status: 'notFound' }

/**
 * Counts a view or contact click of each listing, once per viewer and day: the table's key makes
 * a second (or a simultaneous) one a no-op. One address counts at most
 * LISTING_EVENT_VIEWERS_PER_ADDRESS_MAX viewers per listing, kind and day; the check and the
 * insert are one statement, so simultaneous beacons cannot pass it together. `viewerHash` and
 * `addressHash` are already keyed and hashed.
 */
export function recordListingEvents(
  db: Db,
  {
    listingIds,
    kind,
    day,
    viewerHash,
    addressHash,
    viewerUserId,
  }: { listingIds: number[]; kind: ListingEventKind; day: string; viewerHash: string; addressHash: string; viewerUserId: number | null },
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
  const counted = db.transaction(
    (tx) =>
      others.reduce(
        (sum, listing) =>
          sum +
          tx.run(sql`
            INSERT INTO listing_events (listing_id, day, kind, viewer_hash, address_hash)
            SELECT ${listing.id}, ${day}, ${kind}, ${viewerHash}, ${addressHash}
            WHERE (SELECT count(*) FROM listing_events
              WHERE listing_id = ${listing.id} AND day = ${day} AND kind = ${kind} AND address_hash = ${addressHash}
            ) < ${LISTING_EVENT_VIEWERS_PER_ADDRESS_MAX}
            ON CONFLICT DO NOTHING`).changes,
        0,
      ),
    { behavior: 'immediate' },
  )
  return { status: 'recorded', counted }
}
