import { sql, type SQL } from 'drizzle-orm'
import { ADMIN_PAGE_SIZE, REVIEW_REPORT_REASONS, type AuditAction } from '~/constants'
import { recordStaffAction, type StaffMember } from '~/models/audit.server'
import {
  REVIEW_ON_PAGE_FROM,
  REVIEW_ON_PAGE_SELECT,
  toReviewOnPage,
  type ReviewOnPage,
  type ReviewOnPageRow,
} from '~/models/reviews.server'
import type { Db } from '~/server/sqlite.server'

/* Staff moderation of reviews: the reported queue, hiding, keeping and restoring. */

export type ModeratedReview = ReviewOnPage & {
  hiddenAt: Date | null
  hiddenReason: string | null
  reportCount: number
  /** How many reports give each reason, in the order of the reasons' list; reasons nobody gave are left out. */
  reasonCounts: { reason: string; count: number }[]
  /** The texts typed with 'Otro'. */
  details: string[]
}

/** One page of reported or hidden reviews, with their reports. */
export type ModerationPage = { reviews: ModeratedReview[]; total: number }

function reviewsByIds(db: Db, ids: number[]): ModeratedReview[] {
  if (ids.length === 0) return []
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = db.all<ReviewOnPageRow & { hiddenAt: number | null; hiddenReason: string | null }>(sql`
    ${REVIEW_ON_PAGE_SELECT}, r.hidden_at AS hiddenAt, r.hidden_reason AS hiddenReason
    ${REVIEW_ON_PAGE_FROM}
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
        ...toReviewOnPage(row),
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

/** One page of the reviews `idsInOrder` selects (a query of their ids, in the list's order), and how many there are in all. */
function moderationPage(db: Db, page: number, idsInOrder: SQL): ModerationPage {
  const { total } = db.get<{ total: number }>(sql`SELECT count(*) AS total FROM (${idsInOrder})`)
  const ids = db.all<{ id: number }>(sql`${idsInOrder} LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_PAGE_SIZE}`)
  return {
    reviews: reviewsByIds(
      db,
      ids.map((row) => row.id),
    ),
    total,
  }
}

/** Reported reviews still shown, most reports first, then the most recently reported. */
export function listReportedReviews(db: Db, { page }: { page: number }): ModerationPage {
  return moderationPage(
    db,
    page,
    // CROSS JOIN keeps the reports as the outer loop: the planner would otherwise walk every review.
    sql`SELECT r.id FROM review_reports rr CROSS JOIN reviews r ON r.id = rr.review_id WHERE r.hidden_at IS NULL
      GROUP BY rr.review_id ORDER BY count(*) DESC, max(rr.id) DESC`,
  )
}

/** Hidden reviews, the most recently hidden first. */
export function listHiddenReviews(db: Db, { page }: { page: number }): ModerationPage {
  return moderationPage(db, page, sql`SELECT id FROM reviews WHERE hidden_at IS NOT NULL ORDER BY hidden_at DESC, id DESC`)
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
 * One staff decision on a review, in one transaction with its audit row: the review as it was
 * before and after. A review the decision does not apply to (gone, or resolved by someone else
 * meanwhile) is left alone and records nothing.
 */
function moderate(
  db: Db,
  staff: StaffMember,
  reviewId: number,
  decision: { action: AuditAction; appliesTo: (state: ReviewState) => boolean; change: SQL; reason?: string },
): ModerationResult {
  return db.transaction(() => {
    const before = reviewState(db, reviewId)
    if (!before || !decision.appliesTo(before)) return { status: 'not-found' }
    db.run(decision.change)
    const after = reviewState(db, reviewId)
    recordStaffAction(db, staff, {
      action: decision.action,
      objectType: 'review',
      objectId: reviewId,
      reason: decision.reason,
      before,
      after,
    })
    return { status: 'done' }
  })
}

/**
 * Takes a shown review off the public pages; the counters follow through the database's triggers.
 * Its reports stay, so restoring it puts it back exactly as it was.
 */
export function hideReview(db: Db, staff: StaffMember, { reviewId, reason }: { reviewId: number; reason: string }): ModerationResult {
  return moderate(db, staff, reviewId, {
    action: 'review.hide',
    appliesTo: (state) => state.hiddenAt === null,
    change: sql`UPDATE reviews SET hidden_at = ${Date.now()}, hidden_reason = ${reason} WHERE id = ${reviewId}`,
    reason,
  })
}

/** Keeps a reported review as it is and clears its reports. */
export function keepReview(db: Db, staff: StaffMember, { reviewId }: { reviewId: number }): ModerationResult {
  return moderate(db, staff, reviewId, {
    action: 'review.keep',
    appliesTo: (state) => state.hiddenAt === null && state.reports > 0,
    change: sql`DELETE FROM review_reports WHERE review_id = ${reviewId}`,
  })
}

/** Puts a hidden review back on the public pages, and in the counters. */
export function restoreReview(db: Db, staff: StaffMember, { reviewId }: { reviewId: number }): ModerationResult {
  return moderate(db, staff, reviewId, {
    action: 'review.restore',
    appliesTo: (state) => state.hiddenAt !== null,
    change: sql`UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL WHERE id = ${reviewId}`,
  })
}
