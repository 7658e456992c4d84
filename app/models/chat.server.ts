import { and, asc, desc, eq, lt, notInArray } from 'drizzle-orm'
import { chatMessages } from '~/../drizzle/schema'
import { CHAT_HISTORY_MAX, CHAT_RETENTION_MS, CHAT_STORED_TEXT_MAX } from '~/constants'
import type { Db } from '~/server/sqlite.server'

export type ChatMessage = { id: number; text: string; isUser: boolean; createdAt: Date }

/** The conversation's kept messages, oldest first. */
export function listChatMessages(db: Db, conversationId: string): ChatMessage[] {
  return db
    .select({ id: chatMessages.id, text: chatMessages.text, isUser: chatMessages.isUser, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id))
    .all()
    .slice(-CHAT_HISTORY_MAX)
}

/** Adds one exchange and drops what falls out of the window, in one transaction. */
export function addChatExchange(db: Db, conversationId: string, question: string, reply: string) {
  db.transaction((tx) => {
    tx.insert(chatMessages)
      .values([
        { conversationId, isUser: true, text: question.slice(0, CHAT_STORED_TEXT_MAX) },
        { conversationId, isUser: false, text: reply.slice(0, CHAT_STORED_TEXT_MAX) },
      ])
      .run()
    const kept = tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(desc(chatMessages.id))
      .limit(CHAT_HISTORY_MAX)
      .all()
      .map((row) => row.id)
    tx.delete(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), notInArray(chatMessages.id, kept)))
      .run()
  })
}

/** Drops conversations nobody touched for a while; cheap with the created_at index. */
export function deleteStaleChatMessages(db: Db, now = Date.now()) {
  db.delete(chatMessages)
    .where(lt(chatMessages.createdAt, new Date(now - CHAT_RETENTION_MS)))
    .run()
}
