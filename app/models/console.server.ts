import { and, count, eq, inArray, isNull } from 'drizzle-orm'
import { listingClaims, reviewReports, reviews, verificationChecks } from '~/../drizzle/schema'
import { type Db } from '~/server/sqlite.server'

/** What waits for staff: the three queues the console's dashboard counts. */
export function openQueueCounts(db: Db) {
  const pendingChecks = db.select({ n: count() }).from(verificationChecks).where(eq(verificationChecks.status, 'pending')).get()
  const pendingClaims = db.select({ n: count() }).from(listingClaims).where(eq(listingClaims.status, 'pending')).get()
  const reportedReviews = db
    .select({ n: count() })
    .from(reviews)
    .where(and(isNull(reviews.hiddenAt), inArray(reviews.id, db.selectDistinct({ id: reviewReports.reviewId }).from(reviewReports))))
    .get()
  return { pendingChecks: pendingChecks?.n ?? 0, pendingClaims: pendingClaims?.n ?? 0, reportedReviews: reportedReviews?.n ?? 0 }
}
