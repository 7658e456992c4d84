import { sql } from 'drizzle-orm'
import { quoteRequestAttachments, quoteRequestItems, quoteRequestRecipients, quoteRequests } from '~/../drizzle/schema'
import { FREE_REQUESTS_PER_MONTH, REQUEST_ATTACHMENTS_MAX, REQUEST_RECIPIENTS_MAX, type RequestStatus, type RequestUnit } from '~/constants'
import { openRequestConversation } from '~/models/conversations.server'
import { notify } from '~/models/notifications.server'
import { releaseRateLimit, reserveRateLimit } from '~/models/rate-limits.server'
import { recordPrivateDocument, type PendingDocument } from '~/server/private-documents.server'
import type { Db, DbOrTransaction } from '~/server/sqlite.server'
import { placeNamed, placesOf, placesOfLocalidad, ZONA_PLACES, type ZonaPlace } from '~/taxonomy'
import { buenosAiresToday } from '~/utils/verification'

export type QuoteRequestItemInput = { description: string; quantityHundredths: number; unit: RequestUnit }

export type NewQuoteRequest = {
  userId: number
  title: string
  sectorSlug: string
  subsectorSlug: string
  place: string
  description: string
  desiredStartOn: string | null
  items: QuoteRequestItemInput[]
  attachments: PendingDocument[]
  /** A listing the builder came from ('?proveedor='): its provider goes first when it matches. */
  preferredListingId?: number | null
}

export type CreateQuoteRequestResult =
  { status: 'sent'; requestId: number; recipientCount: number } | { status: 'notPremium' } | { status: 'limited' }

type Match = { listingId: number; profileId: number; providerUserId: number }

/** The instant a calendar month starts in Buenos Aires (UTC−3 all year, no daylight saving). */
export function buenosAiresMonthStart(now = new Date()) {
  return Date.parse(`${buenosAiresToday(now).slice(0, 7)}-01T00:00:00-03:00`)
}

/**
 * Whether listing `l` serves the place: the partidos and barrios its provider declared in 'Zonas de
 * trabajo'; a provider that declared none serves its listing's whole zone.
 */
const servesPlace = (place: ZonaPlace) => sql`(
  EXISTS (SELECT 1 FROM provider_service_areas a WHERE a.profile_id = l.profile_id AND a.place_slug = ${place.slug})
  OR (l.zona = ${place.zone} AND NOT EXISTS (SELECT 1 FROM provider_service_areas a WHERE a.profile_id = l.profile_id)))`

/** Claimed, active listings of the subsector whose owner is neither suspended nor the requester. */
const requestableListings = (request: { userId: number; sectorSlug: string; subsectorSlug: string }) => sql`
  FROM listings l
  JOIN provider_profiles p ON p.id = l.profile_id
  JOIN users u ON u.id = p.user_id
  WHERE l.sector_slug = ${request.sectorSlug} AND l.subsector_slug = ${request.subsectorSlug} AND l.is_active = 1
    AND u.suspended_at IS NULL AND p.user_id <> ${request.userId}`

/**
 * The providers a request reaches: claimed, active listings of the subsector serving the place,
 * whose owner is neither suspended nor the requester, one per provider, free providers under
 * their monthly cap. Order: the provider the builder came from, premium, 'Perfil Verificado',
 * rating as a Bayesian average with a prior of 3.5 stars worth 5 reviews (so one 5-star review
 * does not outrank forty 4.8s), share of requests answered (none received yet counts as all
 * answered, so newcomers get work), then whoever was sent one least recently.
 */
function matchProviders(
  tx: DbOrTransaction,
  request: { userId: number; sectorSlug: string; subsectorSlug: string; place: ZonaPlace; preferredListingId: number | null },
  monthStart: number,
): Match[] {
  return tx.all<Match>(sql`
    WITH candidates AS (
      SELECT l.id AS listingId, l.profile_id AS profileId, p.user_id AS providerUserId,
        p.plan_type = 'premium' AS premium, p.verified,
        (l.rating_total + 3.5 * 5) / (l.review_count + 5.0) AS rating,
        l.id = ${request.preferredListingId ?? 0} AS preferred,
        row_number() OVER (
          PARTITION BY l.profile_id
          ORDER BY l.id = ${request.preferredListingId ?? 0} DESC, l.review_count DESC, l.id
        ) AS listingRank
      ${requestableListings(request)} AND ${servesPlace(request.place)}
    )
    SELECT c.listingId, c.profileId, c.providerUserId
    FROM candidates c
    LEFT JOIN provider_request_stats s ON s.profile_id = c.profileId
    WHERE c.listingRank = 1
      AND (c.premium OR (
        SELECT count(*) FROM quote_request_recipients q WHERE q.profile_id = c.profileId AND q.sent_at >= ${monthStart}
      ) < ${FREE_REQUESTS_PER_MONTH})
    ORDER BY c.preferred DESC, c.premium DESC, c.verified DESC, c.rating DESC,
      coalesce(1.0 * s.answered / nullif(s.received, 0), 1) DESC,
      s.last_received_at ASC NULLS FIRST, c.profileId
    LIMIT ${REQUEST_RECIPIENTS_MAX}`)
}

/**
 * Sends a 'Solicitud de presupuesto': stores it with its items and attachments, routes it to the
 * matching providers, opens a conversation with each and e-mails them. One IMMEDIATE transaction,
 * so requests sent at the same time see each other's recipients and no free provider goes over
 * its monthly cap. The plan and the daily limit are read inside it too; a request that reaches
 * nobody is kept (its page offers a wider zona and the unclaimed listings' phones).
 */
export function createQuoteRequest(db: Db, input: NewQuoteRequest, now = new Date()): CreateQuoteRequestResult {
  const place = placeNamed(input.place)
  if (!place) throw new Error(`Unknown place ${input.place}`)
  return db.transaction((tx): CreateQuoteRequestResult => {
    const plan = tx.get<{ plan: string } | undefined>(
      sql`SELECT plan_type AS plan FROM provider_profiles WHERE user_id = ${input.userId}`,
    )?.plan
    if (plan !== 'premium') return { status: 'notPremium' }
    if (reserveRateLimit(tx, 'quoteRequestsPerAccount', String(input.userId), now.getTime()).limited) return { status: 'limited' }

    const { id: requestId } = tx
      .insert(quoteRequests)
      .values({
        userId: input.userId,
        title: input.title,
        sectorSlug: input.sectorSlug,
        subsectorSlug: input.subsectorSlug,
        place: input.place,
        description: input.description,
        desiredStartOn: input.desiredStartOn,
        createdAt: now,
      })
      .returning({ id: quoteRequests.id })
      .get()
    tx.insert(quoteRequestItems)
      .values(input.items.map((item, position) => ({ requestId, position, ...item })))
      .run()
    input.attachments.forEach((document, position) => {
      const documentId = recordPrivateDocument(tx, input.userId, document)
      tx.insert(quoteRequestAttachments).values({ requestId, position, documentId }).run()
    })

    const matches = matchProviders(
      tx,
      { ...input, place, preferredListingId: input.preferredListingId ?? null },
      buenosAiresMonthStart(now),
    )
    // A request that reached nobody is kept for its page, but it does not spend the day's allowance.
    if (matches.length === 0) releaseRateLimit(tx, 'quoteRequestsPerAccount', String(input.userId))
    for (const match of matches) {
      const { id: recipientId } = tx
        .insert(quoteRequestRecipients)
        .values({ requestId, profileId: match.profileId, listingId: match.listingId, sentAt: now })
        .returning({ id: quoteRequestRecipients.id })
        .get()
      openRequestConversation(tx, {
        requestId,
        recipientId,
        requesterUserId: input.userId,
        providerUserId: match.providerUserId,
        subject: input.title,
      })
    }
    for (const match of matches) {
      notify(
        tx,
        {
          userId: match.providerUserId,
          threadKey: `request:${requestId}`,
          subject: `Nueva solicitud de presupuesto: ${input.title}`,
          sentences: [`Un cliente de RedObra pide presupuesto para «${input.title}» en ${input.place}.`],
          path: `/solicitudes/${requestId}`,
          label: 'Ver la solicitud',
        },
        now.getTime(),
      )
    }
    return { status: 'sent', requestId, recipientCount: matches.length }
  })
}

export type QuoteRequestEdit = {
  requestId: number
  userId: number
  title: string
  description: string
  desiredStartOn: string | null
  items: QuoteRequestItemInput[]
  /** Attachments the builder took off: their documents are deleted with the change. */
  removedDocumentIds: number[]
  /** New attachments, after the kept ones. */
  attachments: PendingDocument[]
}

export type EditQuoteRequestResult =
  | { status: 'edited'; removedStorageKeys: string[] }
  | { status: 'not-found' }
  | { status: 'closed' }
  | { status: 'offered' }
  | { status: 'tooManyAttachments' }

/**
 * Changes what a sent request asks (title, description, items, start date, attachments) until its
 * first offer arrives; rubro and zona stay, since they chose who received it. One immediate
 * transaction, so an offer sent at the same moment either lands first (and the change is refused)
 * or finds the request changed (`submitOffer` compares `edited_at`). Each provider still
 * considering it is told.
 */
export function editQuoteRequest(db: Db, edit: QuoteRequestEdit, now = new Date()): EditQuoteRequestResult {
  return db.transaction((tx): EditQuoteRequestResult => {
    const request = tx.get<{ status: RequestStatus; offers: number } | undefined>(sql`
      SELECT status, (SELECT count(*) FROM offers WHERE request_id = r.id) AS offers
      FROM quote_requests r WHERE id = ${edit.requestId} AND user_id = ${edit.userId}`)
    if (!request) return { status: 'not-found' }
    if (request.status !== 'open') return { status: 'closed' }
    if (request.offers > 0) return { status: 'offered' }
    const current = tx.all<{ documentId: number; storageKey: string }>(sql`
      SELECT a.document_id AS documentId, d.storage_key AS storageKey
      FROM quote_request_attachments a JOIN private_documents d ON d.id = a.document_id
      WHERE a.request_id = ${edit.requestId} ORDER BY a.position`)
    const removed = current.filter((attachment) => edit.removedDocumentIds.includes(attachment.documentId))
    const kept = current.filter((attachment) => !removed.includes(attachment))
    if (kept.length + edit.attachments.length > REQUEST_ATTACHMENTS_MAX) return { status: 'tooManyAttachments' }

    tx.run(sql`
      UPDATE quote_requests SET title = ${edit.title}, description = ${edit.description},
        desired_start_on = ${edit.desiredStartOn}, edited_at = ${now.getTime()}
      WHERE id = ${edit.requestId}`)
    tx.run(sql`UPDATE conversations SET subject = ${edit.title} WHERE request_id = ${edit.requestId}`)
    tx.run(sql`DELETE FROM quote_request_items WHERE request_id = ${edit.requestId}`)
    tx.insert(quoteRequestItems)
      .values(edit.items.map((item, position) => ({ requestId: edit.requestId, position, ...item })))
      .run()
    // Positions are renumbered: the kept attachments first, in their order, then the new ones.
    tx.run(sql`DELETE FROM quote_request_attachments WHERE request_id = ${edit.requestId}`)
    for (const { documentId } of removed) tx.run(sql`DELETE FROM private_documents WHERE id = ${documentId}`)
    const documentIds = [
      ...kept.map((attachment) => attachment.documentId),
      ...edit.attachments.map((document) => recordPrivateDocument(tx, edit.userId, document)),
    ]
    documentIds.forEach((documentId, position) => {
      tx.insert(quoteRequestAttachments).values({ requestId: edit.requestId, position, documentId }).run()
    })

    const recipients = tx.all<{ userId: number }>(sql`
      SELECT p.user_id AS userId FROM quote_request_recipients q JOIN provider_profiles p ON p.id = q.profile_id
      WHERE q.request_id = ${edit.requestId} AND q.status <> 'declined'`)
    for (const recipient of recipients) {
      notify(
        tx,
        {
          userId: recipient.userId,
          threadKey: `request:${edit.requestId}`,
          subject: `Modificaron la solicitud: ${edit.title}`,
          sentences: [`El cliente modificó la solicitud «${edit.title}». Revisala antes de enviar tu presupuesto.`],
          path: `/solicitudes/${edit.requestId}`,
          label: 'Ver la solicitud',
        },
        now.getTime(),
      )
    }
    return { status: 'edited', removedStorageKeys: removed.map((attachment) => attachment.storageKey) }
  })
}

/** The lines a request asks to price, in their order. */
export function requestItems(db: DbOrTransaction, requestId: number) {
  return db.all<{ description: string; quantityHundredths: number; unit: RequestUnit }>(sql`
    SELECT description, quantity_hundredths AS quantityHundredths, unit
    FROM quote_request_items WHERE request_id = ${requestId} ORDER BY position`)
}

/** The files sent with a request, in their order. */
export function requestAttachments(db: DbOrTransaction, requestId: number) {
  return db.all<{ documentId: number; name: string }>(sql`
    SELECT a.document_id AS documentId, d.original_name AS name
    FROM quote_request_attachments a JOIN private_documents d ON d.id = a.document_id
    WHERE a.request_id = ${requestId} ORDER BY a.position`)
}

/** What the edit form of a request shows and needs to know: its text, items, files, status and whether an offer came. */
export function getRequestForEditing(db: Db, requestId: number) {
  const request = db.get<
    { id: number; title: string; description: string; desiredStartOn: string | null; status: RequestStatus; offers: number } | undefined
  >(sql`
    SELECT id, title, description, desired_start_on AS desiredStartOn, status,
      (SELECT count(*) FROM offers WHERE request_id = r.id) AS offers
    FROM quote_requests r WHERE id = ${requestId}`)
  if (!request) return null
  return { ...request, items: requestItems(db, requestId), attachments: requestAttachments(db, requestId) }
}

export type RequestRouting = { subsectorSlug: string; sectorSlug: string; place: string; title: string }

export type UnclaimedListing = { name: string; phone: string | null; href: string }

/** A request that reached nobody: unclaimed listings of its subsector and zone, to call by phone. */
export function unclaimedFallback(db: Db, request: RequestRouting): UnclaimedListing[] {
  const zone = placeNamed(request.place)?.zone
  if (!zone) return []
  return db
    .all<{ id: number; name: string; phone: string | null }>(
      sql`
      SELECT id, business_name AS name, phone FROM listings
      WHERE sector_slug = ${request.sectorSlug} AND subsector_slug = ${request.subsectorSlug}
        AND zona = ${zone} AND profile_id IS NULL AND is_active = 1
      ORDER BY phone IS NULL, review_count DESC, id
      LIMIT ${REQUEST_RECIPIENTS_MAX}`,
    )
    .map(({ id, name, phone }) => ({ name, phone, href: `/proveedor/${id}` }))
}

/**
 * Where to ask again when a request reached nobody: the other places of its zone where a provider
 * of the subsector works; when there are none, the places of the other zones where one does (a
 * provider that declared no places stands for its zone by its own localidad).
 */
export function widerPlaces(db: Db, request: RequestRouting & { userId: number }): string[] {
  const asked = placeNamed(request.place)
  if (!asked) return []
  const served = db.all<{ placeSlug: string | null; zone: ZonaPlace['zone']; localidad: string }>(sql`
    SELECT DISTINCT a.place_slug AS placeSlug, served.zona AS zone, served.localidad
    FROM (SELECT l.profile_id, l.zona, l.localidad ${requestableListings(request)}) served
    LEFT JOIN provider_service_areas a ON a.profile_id = served.profile_id`)
  const declared = new Set(served.flatMap((row) => (row.placeSlug ? [row.placeSlug] : [])))
  const undeclared = served.filter((row) => row.placeSlug === null)
  const sameZone = placesOf(asked.zone).filter(
    (place) => place.slug !== asked.slug && (declared.has(place.slug) || undeclared.some((row) => row.zone === asked.zone)),
  )
  if (sameZone.length > 0) return sameZone.map((place) => place.name)
  const elsewhere = new Set([
    ...declared,
    ...undeclared.flatMap((row) => placesOfLocalidad(row.zone, row.localidad).map((place) => place.slug)),
  ])
  return ZONA_PLACES.filter((place) => place.slug !== asked.slug && elsewhere.has(place.slug)).map((place) => place.name)
}

export type OwnQuoteRequest = { id: number; title: string; status: RequestStatus; createdAt: Date; recipientCount: number }

/** The account's solicitudes, newest first, for the 'Cotizaciones' tab of /perfil. */
export function listOwnQuoteRequests(db: Db, userId: number): OwnQuoteRequest[] {
  return db
    .all<{ id: number; title: string; status: RequestStatus; createdAt: number; recipientCount: number }>(
      sql`
      SELECT r.id, r.title, r.status, r.created_at AS createdAt,
        (SELECT count(*) FROM quote_request_recipients q WHERE q.request_id = r.id) AS recipientCount
      FROM quote_requests r WHERE r.user_id = ${userId}
      ORDER BY r.created_at DESC, r.id DESC`,
    )
    .map((row) => ({ ...row, createdAt: new Date(row.createdAt) }))
}

/** The provider a form was opened from ('?proveedor='), when it can receive requests. */
export function preferredProviderName(db: Db, listingId: number) {
  return (
    db.get<{ name: string } | undefined>(sql`
      SELECT l.business_name AS name FROM listings l JOIN provider_profiles p ON p.id = l.profile_id
      WHERE l.id = ${listingId} AND l.is_active = 1`)?.name ?? null
  )
}
