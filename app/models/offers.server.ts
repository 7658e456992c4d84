import { sql } from 'drizzle-orm'
import {
  OFFER_ATTACHMENTS_MAX,
  type IvaMode,
  type OfferLineKind,
  type RecipientStatus,
  type RequestStatus,
  type RequestUnit,
} from '~/constants'
import { recordPrivateDocument, type PendingDocument } from '~/server/private-documents.server'
import type { Db, DbOrTransaction } from '~/server/sqlite.server'
import { buenosAiresToday } from '~/utils/verification'
import { offerTotals, type OfferIva, type OfferTotals } from '~/utils/money'
import { notify } from './notifications.server'

/*
 * A provider's answer to a request it received: an itemised offer (kept as revisions, the
 * latest one current) or 'No me interesa'. Money is integer centavos: each line rounded half-up,
 * totals summed from the rounded lines.
 */

export type OfferLineInput = {
  description: string
  quantityHundredths: number
  unit: RequestUnit
  unitPriceCents: number
  kind: OfferLineKind
}

export type OfferInput = {
  recipientId: number
  lines: OfferLineInput[]
  iva: OfferIva
  /** YYYY-MM-DD, a day in Buenos Aires. */
  validUntil: string
  durationDays: number
  paymentTerms: string
  notes: string
  /** The request's version the provider priced (`requestVersion`); when it has changed since, nothing is sent. */
  requestVersion?: number
  /** New files, after those of the current revision the provider kept. */
  attachments?: PendingDocument[]
  /** Files of the current revision the provider took off. */
  removedDocumentIds?: number[]
}

/** A request's version: the time of the builder's last change, 0 while it has none. */
export const requestVersionColumn = sql`coalesce(r.edited_at, 0)`

type RecipientState = {
  requestId: number
  title: string
  requesterUserId: number
  providerUserId: number
  requestStatus: RequestStatus
  recipientStatus: RecipientStatus
  offerId: number | null
  revisionId: number | null
  requestVersion: number
}

function recipientState(tx: DbOrTransaction, recipientId: number) {
  return tx.get<RecipientState | undefined>(sql`
    SELECT r.id AS requestId, r.title, r.user_id AS requesterUserId, p.user_id AS providerUserId, r.status AS requestStatus,
      q.status AS recipientStatus, o.id AS offerId, o.current_revision_id AS revisionId, ${requestVersionColumn} AS requestVersion
    FROM quote_request_recipients q
    JOIN quote_requests r ON r.id = q.request_id
    JOIN provider_profiles p ON p.id = q.profile_id
    LEFT JOIN offers o ON o.recipient_id = q.id
    WHERE q.id = ${recipientId}`)
}

/** The documents of an offer revision, in order. */
function revisionAttachments(tx: DbOrTransaction, revisionId: number | null) {
  if (revisionId === null) return []
  return tx
    .all<{ documentId: number }>(
      sql`SELECT document_id AS documentId FROM offer_attachments WHERE revision_id = ${revisionId} ORDER BY position`,
    )
    .map((row) => row.documentId)
}

export type OfferAttachment = { documentId: number; name: string }

/** The files of the current revision of each offer, by offer id: what the builder and the provider read. */
export function currentOfferAttachments(db: Db, offerIds: number[]): Map<number, OfferAttachment[]> {
  const byOffer = new Map<number, OfferAttachment[]>()
  if (offerIds.length === 0) return byOffer
  const rows = db.all<OfferAttachment & { offerId: number }>(sql`
    SELECT o.id AS offerId, a.document_id AS documentId, d.original_name AS name
    FROM offers o
    JOIN offer_attachments a ON a.revision_id = o.current_revision_id
    JOIN private_documents d ON d.id = a.document_id
    WHERE o.id IN (${sql.join(offerIds, sql`, `)})
    ORDER BY o.id, a.position`)
  for (const { offerId, ...attachment } of rows) byOffer.set(offerId, [...(byOffer.get(offerId) ?? []), attachment])
  return byOffer
}

/** Why no offer can be sent or revised on this recipient's request now, before its form is read; null when it can. */
export function offerBlock(db: Db, recipientId: number): 'closed' | 'declined' | null {
  const state = recipientState(db, recipientId)
  if (!state || state.requestStatus !== 'open') return 'closed'
  return state.recipientStatus === 'declined' ? 'declined' : null
}

export type SubmitOfferResult =
  | { status: 'sent'; revised: boolean; offerId: number }
  | { status: 'closed' }
  | { status: 'declined' }
  | { status: 'request-changed' }
  | { status: 'tooManyAttachments' }
  | { status: 'expired-validity' }
  | { status: 'too-large' }

/**
 * Sends or revises the offer of one recipient of a request, in one immediate transaction: the
 * request must still be open, unchanged since the provider read it, and the recipient must not
 * have declined; a new revision becomes
 * the current one; then the requester is told.
 */
export function submitOffer(db: Db, input: OfferInput, now = new Date()): SubmitOfferResult {
  if (input.validUntil < buenosAiresToday(now)) return { status: 'expired-validity' }
  const computed = offerTotals(input.lines, input.iva)
  if (!computed) return { status: 'too-large' }
  const { lineTotals, totals } = computed
  return db.transaction((tx): SubmitOfferResult => {
    const state = recipientState(tx, input.recipientId)
    if (!state || state.requestStatus !== 'open') return { status: 'closed' }
    if (state.recipientStatus === 'declined') return { status: 'declined' }
    if (input.requestVersion !== undefined && input.requestVersion !== state.requestVersion) return { status: 'request-changed' }
    const removed = input.removedDocumentIds ?? []
    const kept = revisionAttachments(tx, state.revisionId).filter((documentId) => !removed.includes(documentId))
    const added = input.attachments ?? []
    if (kept.length + added.length > OFFER_ATTACHMENTS_MAX) return { status: 'tooManyAttachments' }
    const at = now.getTime()
    const offerId =
      state.offerId ??
      tx.get<{ id: number }>(sql`
          INSERT INTO offers (request_id, recipient_id, created_at, updated_at)
          VALUES (${state.requestId}, ${input.recipientId}, ${at}, ${at}) RETURNING id`).id
    const rateBp = input.iva.mode === 'mas_iva' ? input.iva.rateBp : null
    const revisionId = tx.get<{ id: number }>(sql`
        INSERT INTO offer_revisions (offer_id, iva_mode, iva_rate_bp, materials_cents, labour_cents, other_cents,
          subtotal_cents, iva_cents, total_cents, valid_until, duration_days, payment_terms, notes, created_at)
        VALUES (${offerId}, ${input.iva.mode}, ${rateBp}, ${totals.materialsCents}, ${totals.labourCents},
          ${totals.otherCents}, ${totals.subtotalCents}, ${totals.ivaCents}, ${totals.totalCents}, ${input.validUntil},
          ${input.durationDays}, ${input.paymentTerms}, ${input.notes}, ${at})
        RETURNING id`).id
    input.lines.forEach((line, position) => {
      tx.run(sql`
          INSERT INTO offer_lines (revision_id, position, description, quantity_hundredths, unit, unit_price_cents, kind, line_total_cents)
          VALUES (${revisionId}, ${position}, ${line.description}, ${line.quantityHundredths}, ${line.unit},
            ${line.unitPriceCents}, ${line.kind}, ${lineTotals[position]!})`)
    })
    const documentIds = [...kept, ...added.map((document) => recordPrivateDocument(tx, state.providerUserId, document))]
    documentIds.forEach((documentId, position) => {
      tx.run(sql`INSERT INTO offer_attachments (revision_id, position, document_id) VALUES (${revisionId}, ${position}, ${documentId})`)
    })
    tx.run(sql`UPDATE offers SET current_revision_id = ${revisionId}, updated_at = ${at} WHERE id = ${offerId}`)
    tx.run(sql`
        UPDATE quote_request_recipients
        SET status = 'offered', seen_at = coalesce(seen_at, ${at}), responded_at = coalesce(responded_at, ${at})
        WHERE id = ${input.recipientId}`)
    const revised = state.offerId !== null
    notify(tx, {
      userId: state.requesterUserId,
      threadKey: `request:${state.requestId}`,
      subject: `${revised ? 'Actualizaron un presupuesto' : 'Recibiste un presupuesto'} para ${state.title}`,
      sentences: [
        revised
          ? `Un proveedor actualizó su presupuesto para tu solicitud «${state.title}».`
          : `Un proveedor te envió un presupuesto para tu solicitud «${state.title}».`,
      ],
      path: `/solicitudes/${state.requestId}`,
      label: 'Ver los presupuestos',
    })
    return { status: 'sent', revised, offerId }
  })
}

export type DeclineResult = { status: 'declined' } | { status: 'closed' } | { status: 'offered' }

/** 'No me interesa', with an optional reason: only on an open request the provider has not offered on. */
export function declineRequest(db: Db, { recipientId, reason }: { recipientId: number; reason: string | null }, now = Date.now()) {
  return db.transaction((tx): DeclineResult => {
    const state = recipientState(tx, recipientId)
    if (!state || state.requestStatus !== 'open') return { status: 'closed' }
    if (state.recipientStatus === 'offered') return { status: 'offered' }
    tx.run(sql`
        UPDATE quote_request_recipients
        SET status = 'declined', decline_reason = ${reason}, seen_at = coalesce(seen_at, ${now}), responded_at = ${now}
        WHERE id = ${recipientId}`)
    return { status: 'declined' }
  })
}

/** 'Vista': the provider opened the request. Only a request still 'Enviada' changes. */
export function markRequestSeen(db: Db, recipientId: number, now = Date.now()) {
  db.run(sql`UPDATE quote_request_recipients SET status = 'seen', seen_at = ${now} WHERE id = ${recipientId} AND status = 'sent'`)
}

export type OfferLine = OfferLineInput & { position: number; lineTotalCents: number }

export type Offer = OfferTotals & {
  offerId: number
  recipientId: number
  ivaMode: IvaMode
  ivaRateBp: number | null
  validUntil: string
  durationDays: number
  paymentTerms: string
  notes: string
  createdAt: number
  updatedAt: number
  /** More than one revision: the builder reads 'Actualizado el …'. */
  updated: boolean
  lines: OfferLine[]
  attachments: OfferAttachment[]
}

type OfferRow = Omit<Offer, 'lines' | 'updated' | 'attachments'> & { revisionId: number; revisions: number }

const offerColumns = sql`
  o.id AS offerId, o.recipient_id AS recipientId, o.created_at AS createdAt, o.updated_at AS updatedAt,
  v.id AS revisionId, v.iva_mode AS ivaMode, v.iva_rate_bp AS ivaRateBp, v.materials_cents AS materialsCents,
  v.labour_cents AS labourCents, v.other_cents AS otherCents, v.subtotal_cents AS subtotalCents,
  v.iva_cents AS ivaCents, v.total_cents AS totalCents, v.valid_until AS validUntil,
  v.duration_days AS durationDays, v.payment_terms AS paymentTerms, v.notes,
  (SELECT count(*) FROM offer_revisions WHERE offer_id = o.id) AS revisions`

function withLines(db: Db, rows: OfferRow[]): Offer[] {
  if (rows.length === 0) return []
  const ids = sql.join(
    rows.map((row) => sql`${row.revisionId}`),
    sql`, `,
  )
  const lines = db.all<OfferLine & { revisionId: number }>(sql`
    SELECT revision_id AS revisionId, position, description, quantity_hundredths AS quantityHundredths, unit,
      unit_price_cents AS unitPriceCents, kind, line_total_cents AS lineTotalCents
    FROM offer_lines WHERE revision_id IN (${ids}) ORDER BY revision_id, position`)
  const attachments = currentOfferAttachments(
    db,
    rows.map((row) => row.offerId),
  )
  return rows.map(({ revisionId, revisions, ...offer }) => ({
    ...offer,
    updated: revisions > 1,
    attachments: attachments.get(offer.offerId) ?? [],
    lines: lines.filter((line) => line.revisionId === revisionId).map(({ revisionId: _revision, ...line }) => line),
  }))
}

/** The current revision of one recipient's offer, with its lines, or null before any. */
export function currentOffer(db: Db, recipientId: number): Offer | null {
  const rows = db.all<OfferRow>(sql`
    SELECT ${offerColumns}
    FROM offers o JOIN offer_revisions v ON v.id = o.current_revision_id
    WHERE o.recipient_id = ${recipientId}`)
  return withLines(db, rows)[0] ?? null
}
