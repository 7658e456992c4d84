import { sql } from 'drizzle-orm'
import { ADMIN_PAGE_SIZE, REVIEW_REPORT_REASONS } from '~/constants'
import { recordStaffAction, type StaffMember } from '~/models/audit.server'
import { reviewPagePath } from '~/models/reviews.server'
import type { Db } from '~/server/sqlite.server'

/* Staff moderation of reviews: the reported queue, hiding, keeping and restoring. */

export type ModeratedReview = {
  id: number
  rating: number
  comment: string | null
  createdAt: Date
  reviewerName: string | null
  providerName: string
  /** The provider page the review is shown on. */
  pagePath: string
  hiddenAt: Date | null
  hiddenReason: string | null
  reportCount: number
  /** How many reports give each reason, in the order of the reasons' list; reasons nobody gave are left out. */
  reasonCounts: { reason: string; count: number }[]
  /** The texts typed with 'Otro'. */
  details: string[]
}

type ReviewRow = {
  id: number
  rating: number
  comment: string | null
  createdAt: number
  reviewerName: string | null
  providerName: string
  listingId: number | null
  profileId: number | null
  hiddenAt: number | null
  hiddenReason: string | null
}

/** One page of reported or hidden reviews, with their reports. */
export type ModerationPage = { reviews: ModeratedReview[]; total: number }

function reviewsByIds(db: Db, ids: number[]): ModeratedReview[] {
  if (ids.length === 0) return []
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = db.all<ReviewRow>(sql`
    SELECT r.id, r.rating, r.comment, r.created_at AS createdAt, p.business_name AS reviewerName,
      coalesce(owner.business_name, l.business_name) AS providerName, r.listing_id AS listingId, r.profile_id AS profileId,
      r.hidden_at AS hiddenAt, r.hidden_reason AS hiddenReason
    FROM reviews r
    LEFT JOIN provider_profiles p ON p.user_id = r.user_id
    LEFT JOIN listings l ON l.id = r.listing_id
    LEFT JOIN provider_profiles owner ON owner.id = r.profile_id
    WHERE r.id IN (${idList})`)
  const reports = db.all<{ reviewId: number; reason: string; details: string | null }>(sql`
    SELECT review_id AS reviewId, reason, details FROM review_reports WHERE review_id IN (${idList}) ORDER BY id`)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const own = reports.filter((report) => report.reviewId === id)
    return [
      {
        id: row.id,
        rating: row.rating,
        comment: row.comment,
        createdAt: new Date(row.createdAt),
        reviewerName: row.reviewerName,
        providerName: row.providerName,
        pagePath: reviewPagePath(row),
        hiddenAt: row.hiddenAt === null ? null : new Date(row.hiddenAt),
        hiddenReason: row.hiddenReason,
        reportCount: own.length,
        reasonCounts: REVIEW_REPORT_REASONS.map((reason) => ({
          reason,
          count: own.filter((report) => report.reason === reason).length,
        })).filter(({ count }) => count > 0),
        details: own.flatMap((report) => (report.details ? [report.details] : [])),
      },
    ]
  })
}

/** Reported reviews still shown, most reports first, then the most recently reported. */
export function listReportedReviews(db: Db, { page }: { page: number }): ModerationPage {
  const { total } = db.get<{ total: number }>(sql`
    SELECT count(DISTINCT rr.review_id) AS total FROM review_reports rr JOIN reviews r ON r.id = rr.review_id WHERE r.hidden_at IS NULL`)
  const ids = db.all<{ id: number }>(sql`
    SELECT r.id FROM review_reports rr JOIN reviews r ON r.id = rr.review_id
    WHERE r.hidden_at IS NULL
    GROUP BY r.id
    ORDER BY count(*) DESC, max(rr.id) DESC
    LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_PAGE_SIZE}`)
  return {
    reviews: reviewsByIds(
      db,
      ids.map((row) => row.id),
    ),
    total,
  }
}

/** Hidden reviews, the most recently hidden first. */
export function listHiddenReviews(db: Db, { page }: { page: number }): ModerationPage {
  const { total } = db.get<{ total: number }>(sql`SELECT count(*) AS total FROM reviews WHERE hidden_at IS NOT NULL`)
  const ids = db.all<{ id: number }>(sql`
    SELECT id FROM reviews WHERE hidden_at IS NOT NULL ORDER BY hidden_at DESC, id DESC
    LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_PAGE_SIZE}`)
  return {
    reviews: reviewsByIds(
      db,
      ids.map((row) => row.id),
    ),
    total,
  }
}

export type ModerationResult = { status: 'done' } | { status: 'not-found' }

type ReviewState = { hiddenAt: number | null; hiddenReason: string | null; reports: number }

function reviewState(db: Db, reviewId: number) {
  return db.get<ReviewState | undefined>(sql`
    SELECT hidden_at AS hiddenAt, hidden_reason AS hiddenReason,
      (SELECT count(*) FROM review_reports WHERE review_id = reviews.id) AS reports
    FROM reviews WHERE id = ${reviewId}`)
}

/**
 * Takes a shown review off the public pages; the counters follow through the database's triggers.
 * Its reports stay, so restoring it puts it back exactly as it was.
 */
export function hideReview(db: Db, staff: StaffMember, { reviewId, reason }: { reviewId: number; reason: string }): ModerationResult {
  return db.transaction(
    () => {
      const before = reviewState(db, reviewId)
      if (!before || before.hiddenAt !== null) return { status: 'not-found' }
      const hiddenAt = Date.now()
      db.run(sql`UPDATE reviews SET hidden_at = ${hiddenAt}, hidden_reason = ${reason} WHERE id = ${reviewId}`)
      recordStaffAction(db, staff, {
        action: 'review.hide',
        objectType: 'review',
        objectId: reviewId,
        reason,
        before,
        after: { ...before, hiddenAt, hiddenReason: reason },
      })
      return { status: 'done' }
    },
    { behavior: 'immediate' },
  )
}

/** Keeps a reported review as it is and clears its reports. */
export function keepReview(db: Db, staff: StaffMember, { reviewId }: { reviewId: number }): ModerationResult {
  return db.transaction(
    () => {
      const before = reviewState(db, reviewId)
      if (!before || before.hiddenAt !== null || before.reports === 0) return { status: 'not-found' }
      db.run(sql`DELETE FROM review_reports WHERE review_id = ${reviewId}`)
      recordStaffAction(db, staff, {
        action: 'review.keep',
        objectType: 'review',
        objectId: reviewId,
        before,
        after: { ...before, reports: 0 },
      })
      return { status: 'done' }
    },
    { behavior: 'immediate' },
  )
}

/** Puts a hidden review back on the public pages, and in the counters. */
export function restoreReview(db: Db, staff: StaffMember, { reviewId }: { reviewId: number }): ModerationResult {
  return db.transaction(
    () => {
      const before = reviewState(db, reviewId)
      if (!before || before.hiddenAt === null) return { status: 'not-found' }
      db.run(sql`UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL WHERE id = ${reviewId}`)
      recordStaffAction(db, staff, {
        action: 'review.restore',
        objectType: 'review',
        objectId: reviewId,
        before,
        after: { ...before, hiddenAt: null, hiddenReason: null },
      })
      return { status: 'done' }
    },
    { behavior: 'immediate' },
  )
}
