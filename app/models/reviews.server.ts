import { sql, type SQL } from 'drizzle-orm'
import { reviewReports, reviews } from '~/../drizzle/schema'
import type { REVIEW_REPORT_REASONS } from '~/constants'
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
  /** The provider's public answer, signed with its business name. */
  reply: { text: string; date: Date; providerName: string } | null
  /** 'Contratación verificada': the reviewer accepted this provider's offer on a request. */
  verifiedHiring: boolean
}

export type ReviewSummary = {
  /** Null without reviews. */
  average: number | null
  count: number
  reviews: Review[]
}

type ReviewRow = Omit<Review, 'createdAt' | 'service' | 'reply' | 'verifiedHiring'> & {
  createdAt: number
  verifiedHiring: number
  sectorSlug: string
  subsectorSlug: string
  reply: string | null
  repliedAt: number | null
  providerName: string | null
}

/** What the public sees of a review: not hidden by moderation, not written by a suspended account (the counters' rule, 0014). */
const PUBLIC_REVIEW = sql`r.hidden_at IS NULL AND r.author_suspended = 0`

/** The provider page a review is shown on: its unclaimed listing's, or its profile's. */
export function reviewPagePath({ listingId, profileId }: { listingId: number | null; profileId: number | null }) {
  return listingId === null ? `/perfilDeProveedorActivo/${profileId}` : `/proveedor/${listingId}`
}

/** The profile a review belongs to: its own, or the profile that claimed its listing. */
const OWNER_PROFILE = sql`coalesce(r.profile_id, (SELECT profile_id FROM listings WHERE id = r.listing_id))`

/**
 * 'Contratación verificada': the reviewer had accepted an offer of the review's provider when
 * writing it (quote_requests_accepted_idx; an accepted request's closed_at is its acceptance). A
 * hire made after the review vouches for nothing the review says.
 */
const VERIFIED_HIRING = sql`EXISTS (SELECT 1 FROM quote_requests h WHERE h.accepted_profile_id = ${OWNER_PROFILE} AND h.user_id = r.user_id
  AND h.closed_at <= r.created_at)`

/**
 * The public reviews of these profiles: written on the profile, or on a listing before the
 * profile claimed it (those stay tied to the listing, migrations/0010).
 */
const OF_PROFILES = (profileIds: readonly number[]) => {
  const ids = sql.join(
    profileIds.map((id) => sql`${id}`),
    sql`, `,
  )
  return sql`(r.profile_id IN (${ids}) OR r.listing_id IN (SELECT id FROM listings WHERE profile_id IN (${ids})))`
}

function reviewsWhere(db: Db, where: SQL) {
  return db.all<ReviewRow>(sql`
    SELECT r.id, r.rating, r.comment, r.created_at AS createdAt, p.business_name AS reviewerName,
      r.sector_slug AS sectorSlug, r.subsector_slug AS subsectorSlug, r.reply, r.replied_at AS repliedAt,
      owner.business_name AS providerName, ${VERIFIED_HIRING} AS verifiedHiring
    FROM reviews r
    LEFT JOIN provider_profiles p ON p.user_id = r.user_id
    LEFT JOIN provider_profiles owner ON owner.id = ${OWNER_PROFILE}
    WHERE (${where}) AND ${PUBLIC_REVIEW}
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
  verifiedHiring: row.verifiedHiring === 1,
  reply:
    row.reply === null || row.repliedAt === null
      ? null
      : { text: row.reply, date: new Date(row.repliedAt), providerName: row.providerName ?? 'El proveedor' },
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

/** The average rating and count of each profile's public reviews; profiles without any are absent. */
export function ratingsOfProfiles(db: Db, profileIds: number[]) {
  if (profileIds.length === 0) return new Map<number, { average: number; count: number }>()
  const rows = db.all<{ profileId: number; average: number; count: number }>(sql`
    SELECT ${OWNER_PROFILE} AS profileId, avg(r.rating) AS average, count(*) AS count
    FROM reviews r
    WHERE ${OF_PROFILES(profileIds)} AND ${PUBLIC_REVIEW}
    GROUP BY 1`)
  return new Map(rows.map(({ profileId, average, count }) => [profileId, { average, count }]))
}

/**
 * Every review of a provider profile, whatever became of its listings and including those its
 * claimed listings had before, each naming the service reviewed.
 */
export function listProfileReviews(db: Db, profileId: number): ReviewSummary {
  const rows = reviewsWhere(db, OF_PROFILES([profileId]))
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
  return db.transaction((tx) => {
    const listing = tx.get<{ ownerId: number | null; profileId: number | null; sectorSlug: string; subsectorSlug: string } | undefined>(sql`
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
  })
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

/** Which of `reviewIds` the user wrote: a page offers no report link on one's own review. */
export function listReviewIdsWrittenBy(db: Db, { userId, reviewIds }: { userId: number; reviewIds: number[] }): number[] {
  if (reviewIds.length === 0) return []
  return db
    .all<{ id: number }>(
      sql`SELECT id FROM reviews WHERE user_id = ${userId} AND id IN (${sql.join(
        reviewIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .map((row) => row.id)
}

/** A review with its provider, as the pages about one review (reply, report, moderation) show it. */
export type ReviewOnPage = {
  id: number
  rating: number
  comment: string | null
  createdAt: Date
  reviewerName: string | null
  providerName: string
  /** The provider page the review is shown on. */
  pagePath: string
  verifiedHiring: boolean
}

export type ReviewOnPageRow = Omit<ReviewOnPage, 'createdAt' | 'pagePath' | 'verifiedHiring'> & {
  createdAt: number
  verifiedHiring: number
  listingId: number | null
  profileId: number | null
}

/** The columns of a `ReviewOnPageRow`, and the joins they need (`ownerId` is the provider's account). */
export const REVIEW_ON_PAGE_SELECT = sql`
  SELECT r.id, r.rating, r.comment, r.created_at AS createdAt, p.business_name AS reviewerName,
    coalesce(owner.business_name, l.business_name) AS providerName, r.listing_id AS listingId, r.profile_id AS profileId,
    owner.user_id AS ownerId, ${VERIFIED_HIRING} AS verifiedHiring`
export const REVIEW_ON_PAGE_FROM = sql`
  FROM reviews r
  LEFT JOIN provider_profiles p ON p.user_id = r.user_id
  LEFT JOIN listings l ON l.id = r.listing_id
  LEFT JOIN provider_profiles owner ON owner.id = ${OWNER_PROFILE}`

export function toReviewOnPage(row: ReviewOnPageRow): ReviewOnPage {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: new Date(row.createdAt),
    reviewerName: row.reviewerName,
    providerName: row.providerName,
    pagePath: reviewPagePath(row),
    verifiedHiring: row.verifiedHiring === 1,
  }
}

/** A public review as its reply and report pages show it, with what the user may do with it. */
export type ReviewForAction = ReviewOnPage & {
  reply: string | null
  ownedByUser: boolean
  writtenByUser: boolean
  reportedByUser: boolean
}

/** A review the public sees, seen by `userId` (null for a visitor); undefined when there is none. */
export function getReviewForAction(db: Db, { reviewId, userId }: { reviewId: number; userId: number | null }): ReviewForAction | undefined {
  const row = db.get<
    (ReviewOnPageRow & { reply: string | null; ownerId: number | null; writtenByUser: number; reportedByUser: number }) | undefined
  >(sql`
    ${REVIEW_ON_PAGE_SELECT}, r.reply,
      coalesce(r.user_id = ${userId}, 0) AS writtenByUser,
      EXISTS (SELECT 1 FROM review_reports WHERE review_id = r.id AND user_id = ${userId}) AS reportedByUser
    ${REVIEW_ON_PAGE_FROM}
    WHERE r.id = ${reviewId} AND ${PUBLIC_REVIEW}`)
  if (!row) return undefined
  return {
    ...toReviewOnPage(row),
    reply: row.reply,
    ownedByUser: userId !== null && row.ownerId === userId,
    writtenByUser: row.writtenByUser === 1,
    reportedByUser: row.reportedByUser === 1,
  }
}

/**
 * Writes the provider's one public answer to a review, or replaces it (a second reply edits the
 * first); `null` deletes it. Only the owner of the review's profile, and only on a review the
 * public sees: anything else changes nothing and answers 'not-found'.
 */
export function setReviewReply(
  db: Db,
  { reviewId, userId, reply }: { reviewId: number; userId: number; reply: string | null },
): { status: 'saved' | 'not-found' } {
  const { changes } = db.run(sql`
    UPDATE reviews AS r SET reply = ${reply}, replied_at = ${reply === null ? null : Date.now()}
    WHERE r.id = ${reviewId} AND ${PUBLIC_REVIEW}
      AND (SELECT user_id FROM provider_profiles WHERE id = ${OWNER_PROFILE}) = ${userId}`)
  return { status: changes === 1 ? 'saved' : 'not-found' }
}

export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number]

export type ReportReviewResult = { status: 'reported' | 'duplicate' | 'own-review' | 'not-found' }

function isOneReportViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && cause.code === 'SQLITE_CONSTRAINT_UNIQUE' && /\breview_reports\.review_id\b/.test(cause.message)) return true
  }
  return false
}

/**
 * One report per user and review, by anyone but its author. The UNIQUE constraint decides: two
 * simultaneous reports by one user leave one row, and the other gets 'duplicate'.
 */
export function reportReview(
  db: Db,
  { reviewId, userId, reason, details }: { reviewId: number; userId: number; reason: ReviewReportReason; details?: string | null },
): ReportReviewResult {
  return db.transaction((tx) => {
    const review = tx.get<{ authorId: number | null } | undefined>(
      sql`SELECT r.user_id AS authorId FROM reviews r WHERE r.id = ${reviewId} AND ${PUBLIC_REVIEW}`,
    )
    if (!review) return { status: 'not-found' }
    if (review.authorId === userId) return { status: 'own-review' }
    try {
      tx.insert(reviewReports)
        .values({ reviewId, userId, reason, details: reason === 'Otro' ? details?.trim() || null : null })
        .run()
      return { status: 'reported' }
    } catch (error) {
      if (isOneReportViolation(error)) return { status: 'duplicate' }
      throw error
    }
  })
}

/** The reviews a user wrote, newest first, as their author sees them: hidden ones say why. */
export function listOwnReviews(db: Db, userId: number) {
  return db
    .all<ReviewOnPageRow & { hiddenReason: string | null }>(
      sql`${REVIEW_ON_PAGE_SELECT}, r.hidden_reason AS hiddenReason
      ${REVIEW_ON_PAGE_FROM}
      WHERE r.user_id = ${userId}
      ORDER BY r.created_at DESC, r.id DESC`,
    )
    .map((row) => ({ ...toReviewOnPage(row), hiddenReason: row.hiddenReason }))
}
