import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { requireReviewForAction } from '~/controllers/review-actions.server'
import { reportReview } from '~/models/reviews.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { redirectWithToast } from '~/server/toast.server'
import { notFound } from '~/utils/responses'
import { ALREADY_REPORTED_MESSAGE, OWN_REVIEW_REPORT_MESSAGE, ReviewReportSchema } from '~/utils/validation'

/**
 * A report of a review. Visitors go to /auth and back; the author is refused with a 403 and a
 * message (the page offers them no form); a second report by the same user is refused with the
 * reason kept, whichever of two simultaneous posts the database took first.
 */
export async function reportAction(request: Request, param: string | undefined) {
  requireSameOrigin(request)
  const { userId, review } = await requireReviewForAction(request, param)
  const submission = parseWithZod(await readFormData(request), { schema: ReviewReportSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const outcome = reportReview(db, { reviewId: review.id, userId, ...submission.value })
  switch (outcome.status) {
    case 'reported':
      return redirectWithToast(`${review.pagePath}#resena-${review.id}`, {
        type: 'success',
        title: 'Denuncia enviada',
        description: 'El equipo de RedObra la va a revisar.',
      })
    case 'duplicate':
      return data({ result: submission.reply({ formErrors: [ALREADY_REPORTED_MESSAGE] }) }, { status: 409 })
    case 'own-review':
      return data({ result: submission.reply({ formErrors: [OWN_REVIEW_REPORT_MESSAGE] }) }, { status: 403 })
    case 'not-found':
      notFound()
  }
}
