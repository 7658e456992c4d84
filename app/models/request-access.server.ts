import { sql } from 'drizzle-orm'
import type { Db } from '~/server/sqlite.server'

/**
 * Who may see a request, an offer or a conversation. Every loader and action of those pages asks
 * here first; null means the same 404 as for an id that does not exist. Staff read through the
 * console (audited), not through these pages, so staff are no party here.
 */

export type Reader = { id: number }

export type RequestAccess =
  { role: 'requester'; requestId: number } | { role: 'recipient'; requestId: number; recipientId: number; profileId: number }

export function requestAccessFor(db: Db, requestId: number, reader: Reader): RequestAccess | null {
  const row = db.get<{ requesterId: number; recipientId: number | null; profileId: number | null } | undefined>(sql`
    SELECT r.user_id AS requesterId, q.id AS recipientId, q.profile_id AS profileId
    FROM quote_requests r
    LEFT JOIN provider_profiles p ON p.user_id = ${reader.id}
    LEFT JOIN quote_request_recipients q ON q.request_id = r.id AND q.profile_id = p.id
    WHERE r.id = ${requestId}`)
  if (!row) return null
  if (row.requesterId === reader.id) return { role: 'requester', requestId }
  if (row.recipientId !== null && row.profileId !== null) {
    return { role: 'recipient', requestId, recipientId: row.recipientId, profileId: row.profileId }
  }
  return null
}

export type ConversationAccess = { conversationId: number; side: 'requester' | 'provider'; otherUserId: number | null }

export function conversationAccessFor(db: Db, conversationId: number, reader: Reader): ConversationAccess | null {
  const row = db.get<{ requesterUserId: number | null; providerUserId: number | null } | undefined>(sql`
    SELECT requester_user_id AS requesterUserId, provider_user_id AS providerUserId
    FROM conversations WHERE id = ${conversationId}`)
  if (!row) return null
  if (row.requesterUserId === reader.id) return { conversationId, side: 'requester', otherUserId: row.providerUserId }
  if (row.providerUserId === reader.id) return { conversationId, side: 'provider', otherUserId: row.requesterUserId }
  return null
}
