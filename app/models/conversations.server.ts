import { sql } from 'drizzle-orm'
import type { DbOrTransaction } from '~/server/sqlite.server'

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
