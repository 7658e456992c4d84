import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { ListingSummary } from '~/models/listings.server'
import { addReview, getReviewEligibility, listReviewIdsWrittenBy, type AddReviewResult, type ReviewSummary } from '~/models/reviews.server'
import { db } from '~/server/db.server'
import { formConstraint, readFormData } from '~/server/forms.server'
import { rateLimitReply } from '~/controllers/rate-limit.server'
import { requireSameOrigin } from '~/server/request.server'
import { notFound } from '~/utils/responses'
import { getUserId } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { ReviewSchema, reviewIntent } from '~/utils/validation'
import { logError } from '~/server/log.server'
import type { FormConstraint } from '~/utils/use-schema-form'

/* The review form of the two provider pages: who is offered it, and what a post does. */

/** A listing the review form offers, named by the service it publishes. */
export type ReviewService = { listingId: number; name: string }

export type ReviewAccess =
  { status: 'open'; services: ReviewService[]; constraint: FormConstraint } | { status: 'visitor' | 'owner' | 'reviewed' | 'unavailable' }

export type ReviewActionData = { result: SubmissionResult<string[]> }

export const NOT_SIGNED_IN_MESSAGE = 'Debes estar logueado para dejar una reseña'
export const DUPLICATE_MESSAGE = 'Ya has dejado una reseña para este proveedor'
export const FAILURE_MESSAGE = 'Hubo un problema al enviar tu reseña. Inténtalo de nuevo.'
export const OWN_LISTING_MESSAGE = 'No podés dejar una reseña en tus propios servicios.'
const UNKNOWN_SERVICE_MESSAGE = 'Elegí uno de los servicios de este proveedor'

export function reviewServices(listings: Pick<ListingSummary, 'id' | 'subsector' | 'division' | 'localidad'>[]): ReviewService[] {
  return listings.map((listing) => ({
    listingId: listing.id,
    name: `${(listing.division ?? listing.subsector).name} (${listing.localidad})`,
  }))
}

/** What the page offers this request's user: the form (with the services still open to them) or why not. */
export async function getReviewAccess(request: Request, services: ReviewService[]): Promise<ReviewAccess> {
  const userId = await getUserId(request)
  if (userId === null) return { status: 'visitor' }
  const eligibility = getReviewEligibility(db, { userId, listingIds: services.map((service) => service.listingId) })
  if (eligibility.status !== 'open') return eligibility
  const open = new Set(eligibility.listingIds)
  return { status: 'open', services: services.filter((service) => open.has(service.listingId)), constraint: formConstraint(ReviewSchema) }
}

/** What a page's user may do with its reviews: the owner replies; anyone but a review's author reports it. */
export type ReviewControls = { canReply: boolean; ownReviewIds: number[] }

/** The reply and report links the page shows this request's user; `ownerId` is the provider's account, if claimed. */
export async function getReviewControls(request: Request, ownerId: number | null, summary: ReviewSummary): Promise<ReviewControls> {
  const userId = await getUserId(request)
  if (userId === null) return { canReply: false, ownReviewIds: [] }
  return {
    canReply: userId === ownerId,
    ownReviewIds: listReviewIdsWrittenBy(db, { userId, reviewIds: summary.reviews.map((review) => review.id) }),
  }
}

/**
 * Handles a review posted to a provider page (`pagePath`) for one of `listingIds`, the page's
 * active listings. Success, a duplicate and a visitor get a redirect with a flash toast; invalid
 * input and refusals come back to the form with the user's text.
 */
export async function reviewAction(request: Request, { listingIds, pagePath }: { listingIds: number[]; pagePath: string }) {
  requireSameOrigin(request)
  const userId = await getUserId(request)
  if (userId === null) {
    throw await redirectWithToast(`/auth?${new URLSearchParams({ redirectTo: pagePath })}`, {
      type: 'error',
      title: NOT_SIGNED_IN_MESSAGE,
    })
  }
  const formData = await readFormData(request)
  if (formData.get('intent') !== reviewIntent) throw new Response('Acción desconocida', { status: 400 })

  const submission = parseWithZod(formData, {
    schema: ReviewSchema.refine((value) => listingIds.includes(value.listingId), {
      path: ['listingId'],
      message: UNKNOWN_SERVICE_MESSAGE,
    }),
  })
  if (submission.status !== 'success') {
    return data<ReviewActionData>({ result: submission.reply() }, { status: 400 })
  }
  const limited = rateLimitReply(db, 'reviewsPerUser', String(userId))
  if (limited) {
    return data<ReviewActionData>(
      { result: submission.reply({ formErrors: [limited.message] }) },
      { status: 429, headers: limited.headers },
    )
  }

  let outcome: AddReviewResult
  try {
    outcome = addReview(db, { userId, ...submission.value })
  } catch (error) {
    logError(error)
    return data<ReviewActionData>({ result: submission.reply({ formErrors: [FAILURE_MESSAGE] }) }, { status: 500 })
  }
  switch (outcome.status) {
    case 'created':
      return redirectWithToast(pagePath, {
        type: 'success',
        title: '¡Éxito!',
        description: 'Tu reseña ha sido enviada correctamente',
      })
    case 'duplicate':
      return redirectWithToast(pagePath, { type: 'error', title: DUPLICATE_MESSAGE })
    case 'own-listing':
      return data<ReviewActionData>({ result: submission.reply({ formErrors: [OWN_LISTING_MESSAGE] }) }, { status: 403 })
    case 'not-found':
      notFound()
  }
}
