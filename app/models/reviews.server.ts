import { sql, type SQL } from 'drizzle-orm'
import { reviews } from '~/../drizzle/schema'
import { getSubsector } from '~/taxonomy'
import type { Db } from '~/server/sqlite.server'

export type Review = {
  id: number
  rating: number
  comment: string | null
  createdAt: Date
  /** Null when the reviewer deleted the account or has no profile: shown as "Usuario anónimo". */
  reviewerName: string | null
  /** The service reviewed, when the list gathers several of a provider's listings. */
  service?: string
}

export type ReviewSummary = {
  /** Null without reviews. */
  average: number | null
  count: number
  reviews: Review[]
}

type ReviewRow = Omit<Review, 'createdAt' | 'service'> & { createdAt: number; sectorSlug: string; subsectorSlug: string }

function reviewsWhere(db: Db, where: SQL) {
  return db.all<ReviewRow>(sql`
    SELECT r.id, r.rating, r.comment, r.created_at AS createdAt, p.business_name AS reviewerName,
      r.sector_slug AS sectorSlug, r.subsector_slug AS subsectorSlug
    FROM reviews r
    LEFT JOIN provider_profiles p ON p.user_id = r.user_id
    WHERE (${where}) AND r.author_suspended = 0
    ORDER BY r.created_at DESC, r.id DESC`)
}

function summarise(reviews: Review[]): ReviewSummary {
  const count = reviews.length
  const average = count ? reviews.reduce((sum, review) => sum + review.rating, 0) / count : null
  return { average, count, reviews }
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  rating: row.rating,
  comment: row.comment,
  createdAt: new Date(row.createdAt),
  reviewerName: row.reviewerName,
})

/**
 * The reviews a listing shows, newest first, with their average and count: an unclaimed
 * listing's own, or its profile's written on the listing's service (the counters' rule, 0010).
 */
export function listListingReviews(db: Db, listingId: number): ReviewSummary {
  const service = db.get<{ profileId: number | null; sectorSlug: string; subsectorSlug: string } | undefined>(sql`
    SELECT profile_id AS profileId, sector_slug AS sectorSlug, subsector_slug AS subsectorSlug FROM listings WHERE id = ${listingId}`)
  if (!service) return summarise([])
  const where = sql`r.listing_id = ${listingId} OR (r.profile_id = ${service.profileId}
    AND r.sector_slug = ${service.sectorSlug} AND r.subsector_slug = ${service.subsectorSlug})`
  return summarise(reviewsWhere(db, where).map(toReview))
}

/** Every review of a provider profile, whatever became of its listings, each naming the service reviewed. */
export function listProfileReviews(db: Db, profileId: number): ReviewSummary {
  const rows = reviewsWhere(db, sql`r.profile_id = ${profileId}`)
  return summarise(
    rows.map((row) => ({
      ...toReview(row),
      service: getSubsector(row.sectorSlug, row.subsectorSlug)?.name ?? row.subsectorSlug,
    })),
  )
}

export type NewReview = { userId: number; listingId: number; rating: number; comment?: string | null }

export type AddReviewResult =
  | { status: 'created'; id: number }
  /** The listing does not exist or is not active. */
  | { status: 'not-found' }
  /** The listing belongs to the reviewer's own profile. */
  | { status: 'own-listing' }
  /** The reviewer already reviewed this provider, on this service or another. */
  | { status: 'duplicate' }

/** Drizzle wraps the driver's error; its cause says which constraint failed. */
function isOneReviewViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && cause.code === 'SQLITE_CONSTRAINT_UNIQUE' && /\breviews\.user_id\b/.test(cause.message)) return true
  }
  return false
}

/**
 * One review per user and provider: the review is the listing's provider's (its profile, or the
 * unclaimed listing itself), tagged with the listing's service. The UNIQUE constraints decide,
 * not a read before the write: two simultaneous posts by one user leave one row, and the other
 * gets 'duplicate'. Other failures (a CHECK the caller should have validated, a busy database)
 * are thrown.
 */
export function addReview(db: Db, { userId, listingId, rating, comment }: NewReview): AddReviewResult {
  return db.transaction(
    (tx) => {
      const listing = tx.get<
        { ownerId: number | null; profileId: number | null; sectorSlug: string; subsectorSlug: string } | undefined
      >(sql`
        SELECT p.user_id AS ownerId, l.profile_id AS profileId, l.sector_slug AS sectorSlug, l.subsector_slug AS subsectorSlug
        FROM listings l LEFT JOIN provider_profiles p ON p.id = l.profile_id
        WHERE l.id = ${listingId} AND l.is_active = 1`)
      if (!listing) return { status: 'not-found' }
      if (listing.ownerId === userId) return { status: 'own-listing' }
      try {
        const row = tx
          .insert(reviews)
          .values({
            userId,
            profileId: listing.profileId,
            listingId: listing.profileId === null ? listingId : null,
            sectorSlug: listing.sectorSlug,
            subsectorSlug: listing.subsectorSlug,
            rating,
            comment: comment?.trim() || null,
          })
          .returning({ id: reviews.id })
          .get()
        return { status: 'created', id: row.id }
      } catch (error) {
        if (isOneReviewViolation(error)) return { status: 'duplicate' }
        throw error
      }
    },
    { behavior: 'immediate' },
  )
}

/** Whether a signed-in user may review a page's listings, and which ones. */
export type ReviewEligibility =
  | { status: 'open'; listingIds: number[] }
  /** The listings are the user's own. */
  | { status: 'owner' }
  /** The user reviewed this provider already. */
  | { status: 'reviewed' }
  /** No active listing to review. */
  | { status: 'unavailable' }

/**
 * The listings among `listingIds` (active, in the given order) the user may still review. A page
 * shows one provider, so its listings share one owner.
 */
export function getReviewEligibility(db: Db, { userId, listingIds }: { userId: number; listingIds: number[] }): ReviewEligibility {
  if (listingIds.length === 0) return { status: 'unavailable' }
  const rows = db.all<{ id: number; own: number; reviewed: number }>(sql`
    SELECT l.id, coalesce(p.user_id = ${userId}, 0) AS own,
      EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = ${userId} AND (r.listing_id = l.id OR r.profile_id = l.profile_id)) AS reviewed
    FROM listings l LEFT JOIN provider_profiles p ON p.id = l.profile_id
    WHERE l.is_active = 1 AND l.id IN (${sql.join(
      listingIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)
  if (rows.length === 0) return { status: 'unavailable' }
  if (rows.some((row) => row.own === 1)) return { status: 'owner' }
  const open = new Set(rows.filter((row) => row.reviewed === 0).map((row) => row.id))
  if (open.size === 0) return { status: 'reviewed' }
  return { status: 'open', listingIds: listingIds.filter((id) => open.has(id)) }
}
