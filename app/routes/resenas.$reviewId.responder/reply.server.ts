import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { requireReviewForPost } from '~/controllers/review-actions.server'
import { setReviewReply } from '~/models/reviews.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { redirectWithToast } from '~/server/toast.server'
import { notFound } from '~/utils/responses'
import { deleteReplyIntent, replyIntent, ReviewReplySchema } from '~/utils/validation'

/** Publishes, edits or deletes the provider's reply; anyone but the review's provider gets a 404. */
export async function replyAction(request: Request, param: string | undefined) {
  requireSameOrigin(request)
  const { userId, review } = await requireReviewForPost(request, param)
  if (!review.ownedByUser) notFound()
  const formData = await readFormData(request)
  const back = `${review.pagePath}#resena-${review.id}`
  switch (formData.get('intent')) {
    case replyIntent: {
      const submission = parseWithZod(formData, { schema: ReviewReplySchema })
      if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
      if (setReviewReply(db, { reviewId: review.id, userId, reply: submission.value.reply }).status !== 'saved') notFound()
      return redirectWithToast(back, { type: 'success', title: 'Respuesta publicada', description: 'Se muestra debajo de la reseña.' })
    }
    case deleteReplyIntent:
      if (setReviewReply(db, { reviewId: review.id, userId, reply: null }).status !== 'saved') notFound()
      return redirectWithToast(back, { type: 'success', title: 'Respuesta eliminada' })
    default:
      throw new Response('Acción desconocida', { status: 400 })
  }
}
