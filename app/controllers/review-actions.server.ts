import { getReviewForAction } from '~/models/reviews.server'
import { db } from '~/server/db.server'
import { getUserId, requireUserId } from '~/server/session.server'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'

/* The reply and report pages of one review: which review, as seen by whom. */

/** The public review a page's `:reviewId` names, seen by the signed-in user (visitors go to /auth and back); 404 when there is none. */
export async function requireReviewForAction(request: Request, param: string | undefined) {
  const userId = await requireUserId(request)
  return { userId, review: reviewOr404(param, userId) }
}

/** Like `requireReviewForAction`, for a post: a visitor gets the 404 too, since the page offers them no form. */
export async function requireReviewForPost(request: Request, param: string | undefined) {
  const userId = await getUserId(request)
  if (userId === null) notFound()
  return { userId, review: reviewOr404(param, userId) }
}

function reviewOr404(param: string | undefined, userId: number) {
  const reviewId = parsePositiveInt(param)
  const review = reviewId === null ? undefined : getReviewForAction(db, { reviewId, userId })
  return review ?? notFound()
}
