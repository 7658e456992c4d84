import { sql, type SQL } from 'drizzle-orm'
import { getSubsector } from '~/taxonomy'
import type { Db } from '~/utils/sqlite.server'

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
      l.sector_slug AS sectorSlug, l.subsector_slug AS subsectorSlug
    FROM reviews r
    JOIN listings l ON l.id = r.listing_id
    LEFT JOIN provider_profiles p ON p.user_id = r.user_id
    WHERE ${where}
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

/** The reviews of one listing, newest first, with their average and count. */
export function listListingReviews(db: Db, listingId: number): ReviewSummary {
  return summarise(reviewsWhere(db, sql`r.listing_id = ${listingId}`).map(toReview))
}

/** Every review of a profile's active listings, newest first, each naming the service reviewed. */
export function listProfileReviews(db: Db, profileId: number): ReviewSummary {
  const rows = reviewsWhere(db, sql`l.profile_id = ${profileId} AND l.is_active = 1`)
  return summarise(
    rows.map((row) => ({
      ...toReview(row),
      service: getSubsector(row.sectorSlug, row.subsectorSlug)?.name ?? row.subsectorSlug,
    })),
  )
}
