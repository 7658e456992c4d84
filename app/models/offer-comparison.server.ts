import { sql } from 'drizzle-orm'
import type { OfferLineKind, RecipientStatus, RequestStatus, RequestUnit } from '~/constants'
import type { Db } from '~/server/sqlite.server'
import type { OfferTotals } from '~/utils/money'
import { getSubsector, zoneOfPlace } from '~/taxonomy'
import { buenosAiresToday } from '~/utils/verification'
import { currentOfferAttachments, type Offer } from './offers.server'
import { isVerifiedProfile } from './providers.server'
import { requestAttachments, requestItems, type NewQuoteRequest } from './quote-requests.server'
import { ratingsOfProfiles } from './reviews.server'

/** A request as its requester sees it: what was asked, who received it, and the offers side by side. */

export type RequestForRequester = ReturnType<typeof getRequestForRequester>

type RequestRow = Pick<NewQuoteRequest, 'title' | 'sectorSlug' | 'subsectorSlug' | 'place' | 'description' | 'desiredStartOn'> & {
  id: number
  status: RequestStatus
  acceptedOfferId: number | null
  closedAt: number | null
  createdAt: number
  editedAt: number | null
}

type RecipientRow = {
  id: number
  profileId: number
  businessName: string
  status: RecipientStatus
  declineReason: string | null
  conversationId: number | null
}

type OfferRow = {
  id: number
  recipientId: number
  profileId: number
  providerName: string
  contactPerson: string | null
  phone: string | null
  address: string | null
  description: string | null
  verified: number
  revisionId: number
  revisions: number
} & Pick<Offer, 'updatedAt' | 'ivaMode' | 'ivaRateBp' | 'validUntil' | 'durationDays' | 'paymentTerms' | 'notes' | keyof OfferTotals>

type LineRow = {
  revisionId: number
  description: string
  quantityHundredths: number
  unit: RequestUnit
  unitPriceCents: number
  kind: OfferLineKind
  lineTotalCents: number
}

export function getRequestForRequester(db: Db, requestId: number, now = new Date()) {
  const request = db.get<RequestRow | undefined>(sql`
    SELECT id, title, sector_slug AS sectorSlug, subsector_slug AS subsectorSlug, place, description,
      desired_start_on AS desiredStartOn, status, accepted_offer_id AS acceptedOfferId, closed_at AS closedAt,
      created_at AS createdAt, edited_at AS editedAt
    FROM quote_requests WHERE id = ${requestId}`)
  if (!request) return null

  const items = requestItems(db, requestId)
  const attachments = requestAttachments(db, requestId)
  const recipients = db.all<RecipientRow>(sql`
    SELECT q.id, q.profile_id AS profileId, p.business_name AS businessName, q.status, q.decline_reason AS declineReason,
      c.id AS conversationId
    FROM quote_request_recipients q
    JOIN provider_profiles p ON p.id = q.profile_id
    LEFT JOIN conversations c ON c.recipient_id = q.id
    WHERE q.request_id = ${requestId}
    ORDER BY q.id`)
  const offerRows = db.all<OfferRow>(sql`
    SELECT o.id, o.recipient_id AS recipientId, q.profile_id AS profileId, p.business_name AS providerName,
      p.contact_person AS contactPerson, p.phone, p.address, p.description, p.verified,
      v.id AS revisionId, (SELECT count(*) FROM offer_revisions WHERE offer_id = o.id) AS revisions, v.created_at AS updatedAt,
      v.iva_mode AS ivaMode, v.iva_rate_bp AS ivaRateBp, v.materials_cents AS materialsCents, v.labour_cents AS labourCents,
      v.other_cents AS otherCents, v.subtotal_cents AS subtotalCents, v.iva_cents AS ivaCents, v.total_cents AS totalCents,
      v.valid_until AS validUntil, v.duration_days AS durationDays, v.payment_terms AS paymentTerms, v.notes
    FROM offers o
    JOIN offer_revisions v ON v.id = o.current_revision_id
    JOIN quote_request_recipients q ON q.id = o.recipient_id
    JOIN provider_profiles p ON p.id = q.profile_id
    WHERE o.request_id = ${requestId}
    ORDER BY v.total_cents, o.id`)
  const lines = offerRows.length
    ? db.all<LineRow>(sql`
        SELECT revision_id AS revisionId, description, quantity_hundredths AS quantityHundredths, unit,
          unit_price_cents AS unitPriceCents, kind, line_total_cents AS lineTotalCents
        FROM offer_lines WHERE revision_id IN (${sql.join(
          offerRows.map((offer) => sql`${offer.revisionId}`),
          sql`, `,
        )})
        ORDER BY revision_id, position`)
    : []
  const ratings = ratingsOfProfiles(
    db,
    offerRows.map((offer) => offer.profileId),
  )
  const offerAttachments = currentOfferAttachments(
    db,
    offerRows.map((offer) => offer.id),
  )
  const today = buenosAiresToday(now)
  const open = request.status === 'open'

  const offers = offerRows.map((row) => {
    const { contactPerson, phone, address, description, verified, revisions, updatedAt, ...offer } = row
    const expired = offer.validUntil < today
    return {
      ...offer,
      isVerified: isVerifiedProfile({
        businessName: offer.providerName,
        contactPerson,
        phone,
        address,
        description,
        verified: verified === 1,
      }),
      rating: ratings.get(offer.profileId) ?? null,
      /** 'Actualizado el …': set once the provider revised the offer. */
      revisedAt: revisions > 1 ? updatedAt : null,
      expired,
      accepted: request.acceptedOfferId === offer.id,
      acceptable: open && !expired,
      lines: lines.filter((line) => line.revisionId === offer.revisionId).map(({ revisionId: _revision, ...line }) => line),
      attachments: offerAttachments.get(offer.id) ?? [],
    }
  })

  const offerByRecipient = new Map(offers.map((offer) => [offer.recipientId, offer.id]))
  return {
    ...request,
    subsectorName: getSubsector(request.sectorSlug, request.subsectorSlug)?.name ?? request.subsectorSlug,
    zone: zoneOfPlace(request.place) ?? null,
    items,
    attachments,
    recipients: recipients.map((recipient) => ({ ...recipient, offerId: offerByRecipient.get(recipient.id) ?? null })),
    offers,
  }
}

export type ComparedOffer = NonNullable<RequestForRequester>['offers'][number]
