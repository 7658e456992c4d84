import * as z from 'zod'
import { recordIdSchema } from '~/utils/validation'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type { SessionUser } from '~/server/session.server'
import type { Db } from '~/server/sqlite.server'
import type { RequestAccess } from '~/models/request-access.server'
import { getRequestForRequester } from '~/models/offer-comparison.server'
import { acceptOffer, cancelRequest, reviewPromptFor } from '~/models/quote-decisions.server'
import { unclaimedFallback, widerPlaces } from '~/models/quote-requests.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { redirectWithToast } from '~/server/toast.server'
import { formatMoneyCents } from '~/utils/money'
import { notFound } from '~/utils/responses'
import { acceptIntent, cancelIntent, confirmAcceptIntent, confirmCancelIntent } from './requester-decisions'

/** The revision is the one the builder was shown: accepting names it, so a later revision is never accepted unseen. */
const OfferChoiceSchema = z.object({
  offerId: recordIdSchema('Elegí uno de los presupuestos de la lista.'),
  revisionId: recordIdSchema('Elegí uno de los presupuestos de la lista.').optional().catch(undefined),
})

type RequesterAccess = Extract<RequestAccess, { role: 'requester' }>

/**
 * The requester's page: who received the request, their states, the offers compared; when it
 * reached nobody, unclaimed listings to call and the places nearby where its providers work.
 */
export function loadRequesterView(db: Db, access: RequesterAccess, user: SessionUser) {
  const request = getRequestForRequester(db, access.requestId) ?? notFound()
  const noMatch =
    request.recipients.length === 0
      ? { unclaimed: unclaimedFallback(db, request), widerPlaces: widerPlaces(db, { ...request, userId: user.id }) }
      : null
  // What it asks may change until the first offer arrives.
  const editable = request.status === 'open' && request.offers.length === 0
  return { ...request, noMatch, editable, reviewPrompt: reviewPromptFor(db, access.requestId) }
}

type AcceptConfirmation = {
  intent: typeof acceptIntent
  offerId: number
  revisionId: number
  providerName: string
  total: string
  /** The offer was revised since the page the builder confirmed from. */
  changed: boolean
}

export type RequesterReply =
  { confirm: AcceptConfirmation; error?: string } | { confirm: { intent: typeof cancelIntent } } | { error: string }

const CLOSED_MESSAGE = 'Esta solicitud ya está cerrada: ya se aceptó un presupuesto o se canceló.'
const NOT_THIS_REQUEST_MESSAGE = 'Ese presupuesto no es de esta solicitud.'
const EXPIRED_MESSAGE = 'Este presupuesto está vencido: ya no se puede aceptar.'
const CHANGED_MESSAGE = 'El presupuesto cambió desde que lo abriste: revisalo antes de aceptar.'

const refuse = (error: string) => data<RequesterReply>({ error }, { status: 400 })

/**
 * The confirmation of 'Aceptar', with the offer's current figures. Shown from a page with an older
 * revision, or after an accept of one (`revised`), it says that the offer changed and asks again.
 */
function confirmAccept(requestId: number, offerId: number, shownRevisionId: number | undefined, revised: boolean) {
  const compared = getRequestForRequester(db, requestId) ?? notFound()
  const offer = compared.offers.find((candidate) => candidate.id === offerId)
  if (!offer) return refuse(NOT_THIS_REQUEST_MESSAGE)
  if (compared.status !== 'open') return refuse(CLOSED_MESSAGE)
  if (offer.expired) return refuse(EXPIRED_MESSAGE)
  const changed = revised || (shownRevisionId !== undefined && shownRevisionId !== offer.revisionId)
  const confirm: AcceptConfirmation = {
    intent: acceptIntent,
    offerId,
    revisionId: offer.revisionId,
    providerName: offer.providerName,
    total: formatMoneyCents(offer.totalCents),
    changed,
  }
  return changed ? data<RequesterReply>({ confirm, error: CHANGED_MESSAGE }, { status: 409 }) : data<RequesterReply>({ confirm })
}

/** 'Aceptar' and 'Cancelar solicitud', each behind its confirmation step. */
export async function requesterAction(request: Request, access: RequesterAccess, _user: SessionUser) {
  requireSameOrigin(request)
  const formData = await readFormData(request)
  const path = `/solicitudes/${access.requestId}`
  const intent = formData.get('intent')

  switch (intent) {
    case confirmAcceptIntent:
    case acceptIntent: {
      const submission = parseWithZod(formData, { schema: OfferChoiceSchema })
      if (submission.status !== 'success') return refuse(submission.error?.offerId?.[0] ?? NOT_THIS_REQUEST_MESSAGE)
      const { offerId, revisionId } = submission.value
      if (intent === confirmAcceptIntent) return confirmAccept(access.requestId, offerId, revisionId, false)
      const outcome = acceptOffer(db, { requestId: access.requestId, offerId, revisionId })
      switch (outcome.status) {
        case 'accepted':
          return redirectWithToast(path, {
            type: 'success',
            title: `Aceptaste el presupuesto de ${outcome.providerName}`,
            description: 'Le avisamos a cada proveedor que recibió la solicitud.',
          })
        case 'closed':
          return redirectWithToast(path, { type: 'error', title: CLOSED_MESSAGE })
        case 'expired':
          return refuse(EXPIRED_MESSAGE)
        case 'changed':
          return confirmAccept(access.requestId, offerId, revisionId, true)
        case 'not-found':
          return refuse(NOT_THIS_REQUEST_MESSAGE)
      }
      break
    }
    case confirmCancelIntent: {
      const compared = getRequestForRequester(db, access.requestId) ?? notFound()
      if (compared.status !== 'open') return refuse(CLOSED_MESSAGE)
      return data<RequesterReply>({ confirm: { intent: cancelIntent } })
    }
    case cancelIntent: {
      const outcome = cancelRequest(db, access.requestId)
      if (outcome.status === 'not-found') return notFound()
      return outcome.status === 'cancelled'
        ? redirectWithToast(path, {
            type: 'success',
            title: 'Cancelaste la solicitud',
            description: 'Le avisamos a cada proveedor que la recibió.',
          })
        : redirectWithToast(path, { type: 'error', title: CLOSED_MESSAGE })
    }
  }
  throw new Response('Acción desconocida.', { status: 400 })
}
