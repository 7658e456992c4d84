import { sql } from 'drizzle-orm'
import type { RecipientStatus, RequestStatus, RequestUnit } from '~/constants'
import type { Db } from '~/server/sqlite.server'
import { requestVersionColumn } from './offers.server'

/*
 * /solicitudes: the requests a member asked ('Enviadas') and those that reached its listings
 * ('Recibidas'), newest first; and what a provider reads of a request it received.
 */

type Page = { page: number; pageSize: number }

export type SentRequestRow = {
  id: number
  title: string
  place: string
  status: RequestStatus
  createdAt: number
  recipients: number
  answers: number
}

export function listSentRequests(db: Db, userId: number, { page, pageSize }: Page) {
  const total = db.get<{ n: number }>(sql`SELECT count(*) AS n FROM quote_requests WHERE user_id = ${userId}`).n
  const rows = db.all<SentRequestRow>(sql`
    SELECT r.id, r.title, r.place, r.status, r.created_at AS createdAt,
      (SELECT count(*) FROM quote_request_recipients WHERE request_id = r.id) AS recipients,
      (SELECT count(*) FROM offers WHERE request_id = r.id) AS answers
    FROM quote_requests r
    WHERE r.user_id = ${userId}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`)
  return { total, rows }
}

export type ReceivedRequestRow = {
  id: number
  title: string
  place: string
  requestStatus: RequestStatus
  recipientStatus: RecipientStatus
  sentAt: number
  requesterName: string | null
  /** Whether the request was accepted with this provider's offer. */
  acceptedMine: boolean
}

/** Whether request `r` was accepted with the offer of recipient `q`. */
const ACCEPTED_MINE = sql`coalesce(r.accepted_offer_id = (SELECT id FROM offers WHERE recipient_id = q.id), 0)`

/** Requests that reached the provider, still open, that it has not opened yet: the header's 'Solicitudes (2)'. */
export function unopenedRequestCount(db: Db, userId: number) {
  return db.get<{ n: number }>(sql`
    SELECT count(*) AS n FROM quote_request_recipients q JOIN quote_requests r ON r.id = q.request_id
    WHERE q.profile_id = (SELECT id FROM provider_profiles WHERE user_id = ${userId}) AND q.status = 'sent' AND r.status = 'open'`).n
}

export function listReceivedRequests(db: Db, userId: number, { page, pageSize }: Page) {
  const total = db.get<{ n: number }>(sql`
    SELECT count(*) AS n FROM quote_request_recipients
    WHERE profile_id = (SELECT id FROM provider_profiles WHERE user_id = ${userId})`).n
  const rows = db.all<Omit<ReceivedRequestRow, 'acceptedMine'> & { acceptedMine: number }>(sql`
    SELECT r.id, r.title, r.place, r.status AS requestStatus, q.status AS recipientStatus, q.sent_at AS sentAt,
      rp.business_name AS requesterName, ${ACCEPTED_MINE} AS acceptedMine
    FROM quote_request_recipients q
    JOIN quote_requests r ON r.id = q.request_id
    LEFT JOIN provider_profiles rp ON rp.user_id = r.user_id
    WHERE q.profile_id = (SELECT id FROM provider_profiles WHERE user_id = ${userId})
    ORDER BY q.sent_at DESC, q.id DESC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`)
  return { total, rows: rows.map((row) => ({ ...row, acceptedMine: row.acceptedMine === 1 })) }
}

export type ReceivedRequest = {
  id: number
  title: string
  sectorName: string
  subsectorName: string
  place: string
  description: string
  desiredStartOn: string | null
  status: RequestStatus
  createdAt: number
  /** 'Modificada el …': the builder's last change, before any offer. */
  editedAt: number | null
  requestVersion: number
  requesterName: string | null
  recipientStatus: RecipientStatus
  declineReason: string | null
  /** Whether the request was accepted with this provider's offer. */
  acceptedMine: boolean
  items: { position: number; description: string; quantityHundredths: number; unit: RequestUnit }[]
  attachments: { documentId: number; name: string; contentType: string }[]
}

/** A request as the provider it reached reads it; the caller has checked that recipientId is the reader's. */
export function getReceivedRequest(db: Db, requestId: number, recipientId: number): ReceivedRequest | undefined {
  const request = db.get<(Omit<ReceivedRequest, 'items' | 'attachments' | 'acceptedMine'> & { acceptedMine: number }) | undefined>(sql`
    SELECT r.id, r.title, s.name AS sectorName, ss.name AS subsectorName, r.place, r.description,
      r.desired_start_on AS desiredStartOn, r.status, r.created_at AS createdAt, r.edited_at AS editedAt,
      ${requestVersionColumn} AS requestVersion, rp.business_name AS requesterName,
      q.status AS recipientStatus, q.decline_reason AS declineReason,
      ${ACCEPTED_MINE} AS acceptedMine
    FROM quote_requests r
    JOIN quote_request_recipients q ON q.request_id = r.id AND q.id = ${recipientId}
    JOIN sectors s ON s.slug = r.sector_slug
    JOIN subsectors ss ON ss.sector_slug = r.sector_slug AND ss.slug = r.subsector_slug
    LEFT JOIN provider_profiles rp ON rp.user_id = r.user_id
    WHERE r.id = ${requestId}`)
  if (!request) return undefined
  const items = db.all<ReceivedRequest['items'][number]>(sql`
    SELECT position, description, quantity_hundredths AS quantityHundredths, unit
    FROM quote_request_items WHERE request_id = ${requestId} ORDER BY position`)
  const attachments = db.all<ReceivedRequest['attachments'][number]>(sql`
    SELECT d.id AS documentId, d.original_name AS name, d.content_type AS contentType
    FROM quote_request_attachments a JOIN private_documents d ON d.id = a.document_id
    WHERE a.request_id = ${requestId} ORDER BY a.position`)
  return { ...request, acceptedMine: request.acceptedMine === 1, items, attachments }
}
