import { sql } from 'drizzle-orm'
import { CONVERSATIONS_PAGE_SIZE } from '~/constants'
import { notify } from '~/models/notifications.server'
import { ownerIsActive } from '~/models/suspension.server'
import type { Db, DbOrTransaction } from '~/server/sqlite.server'
import { recordPrivateDocument, type PendingDocument } from '~/server/private-documents.server'
import { conversationPath } from '~/utils/message-form'

/**
 * The conversation of one request and one provider it reached, opened when the request is
 * routed (inside that transaction), so both sides can write before any offer.
 */
export function openRequestConversation(
  tx: DbOrTransaction,
  {
    requestId,
    recipientId,
    requesterUserId,
    providerUserId,
    subject,
  }: { requestId: number; recipientId: number; requesterUserId: number; providerUserId: number; subject: string },
) {
  return tx.get<{ id: number }>(sql`
    INSERT INTO conversations (requester_user_id, provider_user_id, request_id, recipient_id, subject)
    VALUES (${requesterUserId}, ${providerUserId}, ${requestId}, ${recipientId}, ${subject})
    RETURNING id`).id
}

export type ConversationSide = 'requester' | 'provider'

/** Who a consulta goes to: the owner of a claimed listing, or the publisher of a material. */
export type InquiryTarget =
  | { kind: 'listing'; listingId: number; materialId: null; providerUserId: number; name: string }
  | { kind: 'material'; listingId: null; materialId: number; providerUserId: number; name: string }

export type InquiryTargetLookup =
  { status: 'found'; target: InquiryTarget } | { status: 'unclaimed'; name: string } | { status: 'not-found' }

export function findInquiryTarget(db: Db, about: { listingId: number } | { materialId: number }): InquiryTargetLookup {
  if ('listingId' in about) {
    const row = db.get<{ name: string; providerUserId: number | null } | undefined>(sql`
      SELECT l.business_name AS name, p.user_id AS providerUserId
      FROM listings l LEFT JOIN provider_profiles p ON p.id = l.profile_id
      WHERE l.id = ${about.listingId} AND l.is_active = 1`)
    if (!row) return { status: 'not-found' }
    if (row.providerUserId === null) return { status: 'unclaimed', name: row.name }
    return {
      status: 'found',
      target: { kind: 'listing', listingId: about.listingId, materialId: null, providerUserId: row.providerUserId, name: row.name },
    }
  }
  const row = db.get<{ name: string; providerUserId: number } | undefined>(sql`
    SELECT m.title AS name, m.user_id AS providerUserId FROM materials m
    WHERE m.id = ${about.materialId} AND ${ownerIsActive(sql`m.user_id`)}`)
  if (!row) return { status: 'not-found' }
  return {
    status: 'found',
    target: { kind: 'material', listingId: null, materialId: about.materialId, providerUserId: row.providerUserId, name: row.name },
  }
}

type NewMessage = {
  conversationId: number
  senderUserId: number
  side: ConversationSide
  body: string
  idempotencyKey: string
  documents: PendingDocument[]
}

/** The message's row, its files and the conversation's last-message columns; null when the key was already used. */
function insertMessage(tx: DbOrTransaction, { conversationId, senderUserId, side, body, idempotencyKey, documents }: NewMessage) {
  const inserted = tx.get<{ id: number; createdAt: number } | undefined>(sql`
    INSERT INTO messages (conversation_id, sender_user_id, body, idempotency_key)
    VALUES (${conversationId}, ${senderUserId}, ${body}, ${idempotencyKey})
    ON CONFLICT (conversation_id, sender_user_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
    RETURNING id, created_at AS createdAt`)
  if (!inserted) return null
  documents.forEach((document, position) => {
    const documentId = recordPrivateDocument(tx, senderUserId, document)
    tx.run(sql`INSERT INTO message_attachments (message_id, position, document_id, original_name)
      VALUES (${inserted.id}, ${position}, ${documentId}, ${document.originalName})`)
  })
  // The sender has read everything up to what it just wrote.
  const readColumn = sql.raw(side === 'requester' ? 'requester_read_message_id' : 'provider_read_message_id')
  tx.run(sql`UPDATE conversations SET last_message_id = ${inserted.id}, last_sender_user_id = ${senderUserId},
    last_message_at = ${inserted.createdAt}, ${readColumn} = ${inserted.id}
    WHERE id = ${conversationId}`)
  return inserted.id
}

export type StartInquiryResult = { status: 'sent' | 'duplicate'; conversationId: number } | { status: 'self' }

/**
 * Opens a consulta: the conversation and its first message in one IMMEDIATE transaction, then
 * the provider's e-mail. The form's key makes a second post of the same form (a double click)
 * answer with the conversation the first one opened.
 */
export function startInquiry(
  db: Db,
  {
    askerUserId,
    target,
    subject,
    body,
    idempotencyKey,
    documents,
  }: { askerUserId: number; target: InquiryTarget; subject: string; body: string; idempotencyKey: string; documents: PendingDocument[] },
): StartInquiryResult {
  if (target.providerUserId === askerUserId) return { status: 'self' }
  return db.transaction((tx): StartInquiryResult => {
    const earlier = tx.get<{ id: number } | undefined>(sql`
        SELECT c.id FROM conversations c JOIN messages m ON m.conversation_id = c.id
        WHERE c.requester_user_id = ${askerUserId} AND m.sender_user_id = ${askerUserId} AND m.idempotency_key = ${idempotencyKey}`)
    if (earlier) return { status: 'duplicate', conversationId: earlier.id }
    const conversationId = tx.get<{ id: number }>(sql`
        INSERT INTO conversations (requester_user_id, provider_user_id, listing_id, material_id, subject)
        VALUES (${askerUserId}, ${target.providerUserId}, ${target.listingId}, ${target.materialId}, ${subject})
        RETURNING id`).id
    insertMessage(tx, { conversationId, senderUserId: askerUserId, side: 'requester', body, idempotencyKey, documents })
    notify(tx, {
      userId: target.providerUserId,
      threadKey: `conversation:${conversationId}`,
      subject: `Nueva consulta: ${subject}`,
      sentences: [`${senderName(tx, askerUserId)} te hizo una consulta en RedObra sobre ${target.name}.`],
      excerpt: body,
      path: conversationPath(conversationId),
      label: 'Responder',
    })
    return { status: 'sent', conversationId }
  })
}

function senderName(db: DbOrTransaction, userId: number) {
  return db.get<{ name: string }>(sql`SELECT business_name AS name FROM provider_profiles WHERE user_id = ${userId}`).name
}

export type PostMessageResult = { status: 'sent'; messageId: number } | { status: 'duplicate' }

/**
 * Adds a message (and its files) to a conversation the sender is a side of, in one IMMEDIATE
 * transaction, then e-mails the other side. The same form posted twice stores one message.
 */
export function postMessage(db: Db, { otherUserId, ...message }: NewMessage & { otherUserId: number | null }): PostMessageResult {
  return db.transaction((tx): PostMessageResult => {
    const messageId = insertMessage(tx, message)
    if (messageId === null) return { status: 'duplicate' }
    const { conversationId, senderUserId, body } = message
    if (otherUserId !== null) {
      const { subject } = tx.get<{ subject: string }>(sql`SELECT subject FROM conversations WHERE id = ${conversationId}`)
      const name = senderName(tx, senderUserId)
      notify(tx, {
        userId: otherUserId,
        threadKey: `conversation:${conversationId}`,
        subject: `Nuevo mensaje de ${name}: ${subject}`,
        sentences: [`${name} te escribió en RedObra.`],
        excerpt: body,
        path: conversationPath(conversationId),
        label: 'Responder',
      })
    }
    return { status: 'sent', messageId }
  })
}

const readColumnOf = (side: ConversationSide) => sql.raw(side === 'requester' ? 'requester_read_message_id' : 'provider_read_message_id')

/**
 * Marks the conversation read up to the last message the reader was shown (never past what
 * exists, never backwards), so a message that arrives meanwhile stays unread.
 */
export function markRead(db: Db, { conversationId, side, upTo }: { conversationId: number; side: ConversationSide; upTo: number }) {
  const column = readColumnOf(side)
  db.run(sql`UPDATE conversations SET ${column} = min(${upTo}, last_message_id)
    WHERE id = ${conversationId} AND ${column} < min(${upTo}, last_message_id)`)
}

/** Conversations where someone else wrote last and the person has not read it; both sides' indexes. */
export function unreadCount(db: Db, userId: number) {
  return db.get<{ count: number }>(sql`
    SELECT
      (SELECT count(*) FROM conversations WHERE requester_user_id = ${userId}
        AND last_message_id > requester_read_message_id AND last_sender_user_id IS NOT ${userId})
      + (SELECT count(*) FROM conversations WHERE provider_user_id = ${userId}
        AND last_message_id > provider_read_message_id AND last_sender_user_id IS NOT ${userId}) AS count`).count
}

export type ConversationSummary = {
  id: number
  subject: string
  otherName: string | null
  lastMessageAt: Date
  excerpt: string | null
  unread: boolean
}

/**
 * A person's conversations on both sides: unread first, then by last message, one page at a time.
 * A conversation shows once its first message is sent: each provider a request reaches has one
 * opened for it, and an empty one is nothing to read.
 */
export function listConversations(db: Db, userId: number, page: number) {
  const mine = sql`
    SELECT id, provider_user_id AS other, last_message_id, last_message_at,
      (last_message_id > requester_read_message_id AND last_sender_user_id IS NOT ${userId}) AS unread
    FROM conversations WHERE requester_user_id = ${userId} AND last_message_id > 0
    UNION ALL
    SELECT id, requester_user_id, last_message_id, last_message_at,
      (last_message_id > provider_read_message_id AND last_sender_user_id IS NOT ${userId})
    FROM conversations WHERE provider_user_id = ${userId} AND last_message_id > 0`
  const { total } = db.get<{ total: number }>(sql`SELECT count(*) AS total FROM (${mine})`)
  const rows = db.all<Omit<ConversationSummary, 'lastMessageAt' | 'unread'> & { lastMessageAt: number; unread: number }>(sql`
    SELECT page.id, c.subject, p.business_name AS otherName, page.last_message_at AS lastMessageAt,
      substr(m.body, 1, 160) AS excerpt, page.unread
    FROM (${mine} ORDER BY unread DESC, last_message_at DESC, id DESC
      LIMIT ${CONVERSATIONS_PAGE_SIZE} OFFSET ${(page - 1) * CONVERSATIONS_PAGE_SIZE}) page
    JOIN conversations c ON c.id = page.id
    LEFT JOIN provider_profiles p ON p.user_id = page.other
    LEFT JOIN messages m ON m.id = page.last_message_id
    ORDER BY page.unread DESC, page.last_message_at DESC, page.id DESC`)
  return {
    total,
    conversations: rows.map((row): ConversationSummary => ({
      ...row,
      lastMessageAt: new Date(row.lastMessageAt),
      unread: row.unread === 1,
    })),
  }
}

export type ConversationMessage = {
  id: number
  mine: boolean
  senderName: string | null
  body: string
  createdAt: Date
  attachments: { documentId: number | null; originalName: string }[]
}

/** A conversation as one of its sides reads it: what it is about, and every message with its files. */
export function getConversation(db: Db, { conversationId, readerUserId }: { conversationId: number; readerUserId: number }) {
  const conversation = db.get<{
    subject: string
    otherName: string | null
    requestId: number | null
    listingId: number | null
    materialId: number | null
    readUpTo: number
  }>(sql`
    SELECT c.subject, p.business_name AS otherName, c.request_id AS requestId, c.listing_id AS listingId,
      c.material_id AS materialId,
      CASE WHEN c.requester_user_id = ${readerUserId} THEN c.requester_read_message_id ELSE c.provider_read_message_id END AS readUpTo
    FROM conversations c
    LEFT JOIN provider_profiles p
      ON p.user_id = CASE WHEN c.requester_user_id = ${readerUserId} THEN c.provider_user_id ELSE c.requester_user_id END
    WHERE c.id = ${conversationId}`)
  const rows = db.all<{
    id: number
    senderUserId: number | null
    senderName: string | null
    body: string
    createdAt: number
    attachments: string
  }>(sql`
    SELECT m.id, m.sender_user_id AS senderUserId, p.business_name AS senderName, m.body, m.created_at AS createdAt,
      (SELECT json_group_array(json_object('documentId', a.document_id, 'originalName', a.original_name))
        FROM (SELECT * FROM message_attachments WHERE message_id = m.id ORDER BY position) a) AS attachments
    FROM messages m LEFT JOIN provider_profiles p ON p.user_id = m.sender_user_id
    WHERE m.conversation_id = ${conversationId}
    ORDER BY m.id`)
  const messages = rows.map(({ senderUserId, attachments, createdAt, ...row }): ConversationMessage => ({
    ...row,
    mine: senderUserId === readerUserId,
    createdAt: new Date(createdAt),
    attachments: JSON.parse(attachments) as ConversationMessage['attachments'],
  }))
  return { ...conversation, messages }
}
