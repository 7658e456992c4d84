import { sql } from 'drizzle-orm'
import { recordStaffAction, type StaffMember } from '~/models/audit.server'
import type { Db } from '~/server/sqlite.server'

/*
 * Staff read a conversation only through the console, and every reading is audited with the
 * reason typed: the page first shows who talks and about what, and the messages come only in
 * the answer to the post that writes the audit row.
 */

export function conversationSummaryForStaff(db: Db, conversationId: number) {
  return (
    db.get<
      | { id: number; subject: string; requestId: number | null; requester: string | null; provider: string | null; messageCount: number }
      | undefined
    >(sql`
      SELECT c.id, c.subject, c.request_id AS requestId,
        (SELECT email FROM users WHERE id = c.requester_user_id) AS requester,
        (SELECT email FROM users WHERE id = c.provider_user_id) AS provider,
        (SELECT count(*) FROM messages WHERE conversation_id = c.id) AS messageCount
      FROM conversations c WHERE c.id = ${conversationId}`) ?? null
  )
}

export type StaffReadMessage = {
  id: number
  side: 'requester' | 'provider' | null
  sender: string | null
  body: string
  createdAt: number
  attachments: { documentId: number | null; originalName: string }[]
}

/** The messages, oldest first, with the one audit row of this reading; null when the conversation does not exist. */
export function readConversationAsStaff(db: Db, staff: StaffMember, conversationId: number, reason: string) {
  return db.transaction(() => {
    const summary = conversationSummaryForStaff(db, conversationId)
    if (!summary) return null
    recordStaffAction(db, staff, { action: 'conversation.read', objectType: 'conversation', objectId: conversationId, reason })
    const messages = db.all<Omit<StaffReadMessage, 'attachments'> & { attachments: string }>(sql`
      SELECT m.id, m.body, m.created_at AS createdAt,
        CASE m.sender_user_id WHEN c.requester_user_id THEN 'requester' WHEN c.provider_user_id THEN 'provider' END AS side,
        p.business_name AS sender,
        (SELECT json_group_array(json_object('documentId', a.document_id, 'originalName', a.original_name))
          FROM (SELECT * FROM message_attachments WHERE message_id = m.id ORDER BY position) a) AS attachments
      FROM messages m
      JOIN conversations c ON c.id = m.conversation_id
      LEFT JOIN provider_profiles p ON p.user_id = m.sender_user_id
      WHERE m.conversation_id = ${conversationId}
      ORDER BY m.id`)
    return {
      summary,
      messages: messages.map((message): StaffReadMessage => ({ ...message, attachments: JSON.parse(message.attachments) })),
    }
  })
}
