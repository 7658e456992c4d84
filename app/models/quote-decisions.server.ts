import { sql } from 'drizzle-orm'
import { REVIEW_PROMPT_AFTER_DAYS, type RequestStatus } from '~/constants'
import type { Db, DbOrTransaction } from '~/server/sqlite.server'
import { REVIEW_PROMPT_TEXT, reviewFormHref } from '~/utils/review-links'
import { buenosAiresToday } from '~/utils/verification'
import { notify } from './notifications.server'
import { reviewPagePath } from './reviews.server'

/*
 * The requester's two decisions, each one IMMEDIATE transaction: accepting an offer and
 * cancelling. Either closes the request for every provider it reached.
 */

export const OFFER_ACCEPTED_TEXT = 'Tu presupuesto fue aceptado'
export const OTHER_OFFER_CHOSEN_TEXT = 'El cliente eligió otro presupuesto'
export const REQUEST_CANCELLED_TEXT = 'El cliente canceló la solicitud'

/** What a provider the request reached reads about the requester's decision, or null while it is open. */
export function decisionForRecipient(
  request: { status: RequestStatus; acceptedOfferId: number | null },
  ownOfferId: number | null,
): string | null {
  switch (request.status) {
    case 'open':
      return null
    case 'cancelled':
      return REQUEST_CANCELLED_TEXT
    case 'accepted':
      return ownOfferId !== null && request.acceptedOfferId === ownOfferId ? OFFER_ACCEPTED_TEXT : OTHER_OFFER_CHOSEN_TEXT
  }
}

export type AcceptOfferResult =
  | { status: 'accepted'; providerName: string }
  | { status: 'closed' }
  | { status: 'not-found' }
  | { status: 'expired' }
  | { status: 'changed' }

type OpenRequest = { title: string; status: RequestStatus; userId: number }

function requestOf(tx: DbOrTransaction, requestId: number) {
  return tx.get<OpenRequest | undefined>(sql`SELECT title, status, user_id AS userId FROM quote_requests WHERE id = ${requestId}`)
}

/** The providers still in the running (not those who declined), with their accounts, to be told. */
function recipientsToTell(tx: DbOrTransaction, requestId: number) {
  return tx.all<{ userId: number; offerId: number | null }>(sql`
    SELECT p.user_id AS userId, o.id AS offerId
    FROM quote_request_recipients q
    JOIN provider_profiles p ON p.id = q.profile_id
    LEFT JOIN offers o ON o.recipient_id = q.id
    WHERE q.request_id = ${requestId} AND q.status <> 'declined'
    ORDER BY q.id`)
}

function tellRecipients(tx: DbOrTransaction, requestId: number, title: string, acceptedOfferId: number | null, now: number) {
  const path = `/solicitudes/${requestId}`
  for (const { userId, offerId } of recipientsToTell(tx, requestId)) {
    const sentence = decisionForRecipient({ status: acceptedOfferId === null ? 'cancelled' : 'accepted', acceptedOfferId }, offerId)!
    notify(
      tx,
      {
        userId,
        threadKey: `request:${requestId}`,
        subject: `${sentence}: «${title}»`,
        sentences: [`${sentence}: «${title}».`],
        path,
        label: 'Ver la solicitud',
        decision: true,
      },
      now,
    )
  }
}

/** The builder's own copy of a decision taken on its request (requests.md §5: both sides are told). */
function tellBuilder(tx: DbOrTransaction, requestId: number, request: OpenRequest, subject: string, sentence: string, now: number) {
  notify(
    tx,
    {
      userId: request.userId,
      threadKey: `request:${requestId}`,
      subject: `${subject}: «${request.title}»`,
      sentences: [sentence],
      path: `/solicitudes/${requestId}`,
      label: 'Ver la solicitud',
      decision: true,
    },
    now,
  )
}

/**
 * Accepts one offer of an open request: the offer must be of this request, its current revision
 * the one the builder confirmed (a revision sent in between is 'changed', to be shown and asked
 * again) and still valid (Buenos Aires day). Two accepts at once: the second waits for the
 * first's write lock and then finds the request closed.
 */
export function acceptOffer(
  db: Db,
  { requestId, offerId, revisionId }: { requestId: number; offerId: number; revisionId: number | undefined },
  now = new Date(),
): AcceptOfferResult {
  return db.transaction((tx) => {
    const request = requestOf(tx, requestId)
    if (!request) return { status: 'not-found' }
    const offer = tx.get<{ profileId: number; providerName: string; validUntil: string; revisionId: number } | undefined>(sql`
        SELECT q.profile_id AS profileId, p.business_name AS providerName, v.valid_until AS validUntil, v.id AS revisionId
        FROM offers o
        JOIN offer_revisions v ON v.id = o.current_revision_id
        JOIN quote_request_recipients q ON q.id = o.recipient_id
        JOIN provider_profiles p ON p.id = q.profile_id
        WHERE o.id = ${offerId} AND o.request_id = ${requestId}`)
    if (!offer) return { status: 'not-found' }
    if (request.status !== 'open') return { status: 'closed' }
    if (offer.validUntil < buenosAiresToday(now)) return { status: 'expired' }
    if (offer.revisionId !== revisionId) return { status: 'changed' }
    tx.run(sql`
        UPDATE quote_requests
        SET status = 'accepted', accepted_offer_id = ${offerId}, accepted_profile_id = ${offer.profileId}, closed_at = ${now.getTime()}
        WHERE id = ${requestId} AND status = 'open'`)
    tellRecipients(tx, requestId, request.title, offerId, now.getTime())
    tellBuilder(
      tx,
      requestId,
      request,
      `Aceptaste el presupuesto de ${offer.providerName}`,
      `Aceptaste el presupuesto de ${offer.providerName} para «${request.title}». Les avisamos a ${offer.providerName} y a los demás proveedores que la recibieron.`,
      now.getTime(),
    )
    return { status: 'accepted', providerName: offer.providerName }
  })
}

export type CancelRequestResult = { status: 'cancelled' } | { status: 'closed' } | { status: 'not-found' }

/** Closes an open request for everyone it reached, who are told. */
export function cancelRequest(db: Db, requestId: number, now = new Date()): CancelRequestResult {
  return db.transaction((tx) => {
    const request = requestOf(tx, requestId)
    if (!request) return { status: 'not-found' }
    if (request.status !== 'open') return { status: 'closed' }
    tx.run(sql`UPDATE quote_requests SET status = 'cancelled', closed_at = ${now.getTime()} WHERE id = ${requestId} AND status = 'open'`)
    tellRecipients(tx, requestId, request.title, null, now.getTime())
    tellBuilder(
      tx,
      requestId,
      request,
      'Cancelaste la solicitud',
      `Cancelaste la solicitud «${request.title}». Les avisamos a los proveedores que la recibieron.`,
      now.getTime(),
    )
    return { status: 'cancelled' }
  })
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Accepted requests whose work should be done by now: 30 days after the acceptance, or once the
 * offer's plazo has run if that is later, while the builder has not reviewed the hired provider.
 */
const REVIEW_DUE = (now: number) => sql`r.status = 'accepted'
  AND max(r.closed_at + ${REVIEW_PROMPT_AFTER_DAYS * DAY_MS}, r.closed_at + v.duration_days * ${DAY_MS}) <= ${now}
  AND NOT EXISTS (SELECT 1 FROM reviews w WHERE w.user_id = r.user_id
    AND coalesce(w.profile_id, (SELECT profile_id FROM listings WHERE id = w.listing_id)) = r.accepted_profile_id)`

type ReviewDue = { requestId: number; title: string; userId: number; profileId: number; providerName: string }

const reviewDueColumns = sql`r.id AS requestId, r.title, r.user_id AS userId, r.accepted_profile_id AS profileId,
  p.business_name AS providerName
  FROM quote_requests r
  JOIN offers o ON o.id = r.accepted_offer_id
  JOIN offer_revisions v ON v.id = o.current_revision_id
  JOIN provider_profiles p ON p.id = r.accepted_profile_id`

/** The review form of the provider a request hired, for its builder's request page; null until the work is due done. */
export function reviewPromptFor(db: DbOrTransaction, requestId: number, now = Date.now()) {
  const due = db.get<ReviewDue | undefined>(sql`SELECT ${reviewDueColumns} WHERE r.id = ${requestId} AND ${REVIEW_DUE(now)}`)
  return due ? reviewFormHref(reviewPagePath({ listingId: null, profileId: due.profileId })) : null
}

/**
 * Asks each builder, once, to review the provider it hired when the work should be done: an
 * e-mail (unless the builder turned them off) and the line on the request page. Run by the hourly
 * housekeeping, inside its transaction.
 */
export function sendReviewPrompts(tx: DbOrTransaction, now = Date.now()) {
  const due = tx.all<ReviewDue>(sql`SELECT ${reviewDueColumns} WHERE r.review_prompted_at IS NULL AND ${REVIEW_DUE(now)}`)
  for (const request of due) {
    tx.run(sql`UPDATE quote_requests SET review_prompted_at = ${now} WHERE id = ${request.requestId}`)
    notify(
      tx,
      {
        userId: request.userId,
        threadKey: `request:${request.requestId}`,
        subject: `${REVIEW_PROMPT_TEXT} de ${request.providerName}`,
        sentences: [
          `Aceptaste el presupuesto de ${request.providerName} para «${request.title}». Si el trabajo ya está terminado, contales a otros constructores cómo fue: tu reseña llevará la marca «Contratación verificada».`,
        ],
        path: reviewFormHref(reviewPagePath({ listingId: null, profileId: request.profileId })),
        label: 'Dejar reseña',
        decision: true,
      },
      now,
    )
  }
  return due.length
}
