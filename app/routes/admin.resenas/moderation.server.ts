import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import {
  hideReview,
  keepReview,
  listHiddenReviews,
  listReportedReviews,
  restoreReview,
  type ModerationResult,
} from '~/models/review-moderation.server'
import { db } from '~/server/db.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireStaff } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { ADMIN_PAGE_SIZE } from '~/constants'
import { pageWithin, parsePage } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import { HideReviewSchema, ReviewIdSchema } from './moderation-schema'
import { HIDDEN_VIEW, moderationIntents, VIEW_PARAM } from './forms'

export type ModerationActionData = { reviewId: number; result: SubmissionResult<string[]> }

/** The reported queue, or the hidden reviews with `?ver=ocultas`; a page past the last is a 404. */
export async function loadModeration(request: Request) {
  await requireStaff(request)
  const params = new URL(request.url).searchParams
  const hidden = params.get(VIEW_PARAM) === HIDDEN_VIEW
  const page = parsePage(params)
  const list = hidden ? listHiddenReviews(db, { page }) : listReportedReviews(db, { page })
  const paging = pageWithin(page, list.total, ADMIN_PAGE_SIZE)
  if (!paging) notFound()
  return { hidden, ...list, ...paging, constraint: formConstraint(HideReviewSchema) }
}

/** 'Ocultar', 'Mantener' and 'Restaurar': each audited once, in the transaction of its change. */
export async function moderateReview(request: Request) {
  requireSameOrigin(request)
  const staff = await requireStaff(request)
  const formData = await readFormData(request)
  const url = new URL(request.url)
  const hidden = url.searchParams.get(VIEW_PARAM) === HIDDEN_VIEW
  const listPath = hidden ? `${url.pathname}?${VIEW_PARAM}=${HIDDEN_VIEW}` : url.pathname
  const intent = formData.get('intent')
  let outcome: ModerationResult
  let done: string
  switch (intent) {
    case moderationIntents.hide: {
      const submission = parseWithZod(formData, { schema: HideReviewSchema })
      if (submission.status !== 'success') {
        const reviewId = ReviewIdSchema.safeParse(formData.get('reviewId'))
        return data<ModerationActionData>({ reviewId: reviewId.success ? reviewId.data : 0, result: submission.reply() }, { status: 400 })
      }
      outcome = hideReview(db, staff, submission.value)
      done = 'Reseña ocultada'
      break
    }
    case moderationIntents.keep:
    case moderationIntents.restore: {
      const reviewId = ReviewIdSchema.safeParse(formData.get('reviewId'))
      if (!reviewId.success) throw new Response('Reseña inválida', { status: 400 })
      const action = intent === moderationIntents.keep ? keepReview : restoreReview
      outcome = action(db, staff, { reviewId: reviewId.data })
      done = intent === moderationIntents.keep ? 'Reseña mantenida: sus denuncias se borraron' : 'Reseña restaurada'
      break
    }
    default:
      throw new Response('Acción desconocida', { status: 400 })
  }
  if (outcome.status === 'not-found') {
    return redirectWithToast(listPath, {
      type: 'error',
      title: 'Esa reseña ya no está en esta lista',
      description: 'Otra persona del equipo la resolvió.',
    })
  }
  return redirectWithToast(listPath, { type: 'success', title: done })
}
