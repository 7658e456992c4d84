import { and, asc, desc, eq, inArray, lt, notInArray } from 'drizzle-orm'
import { chatEstimateLines, chatMessages } from '~/../drizzle/schema'
import { CHAT_HISTORY_MAX, CHAT_RETENTION_MS, CHAT_STORED_TEXT_MAX } from '~/constants'
import type { AssistantReply } from '~/models/assistant.server'
import { ESTIMATE_TRADES, type EstimateLine } from '~/models/estimator.server'
import type { Db } from '~/server/sqlite.server'

export type ChatMessage = {
  id: number
  text: string
  isUser: boolean
  createdAt: Date
  estimateLines: EstimateLine[]
  /** The rubro and subrubro a request made from the estimate goes to. */
  estimateTrade: { sector: string; subsector: string } | null
}

/** The conversation's kept messages, oldest first, each reply with its estimate's lines. */
export function listChatMessages(db: Db, conversationId: string): ChatMessage[] {
  const messages = db
    .select({
      id: chatMessages.id,
      text: chatMessages.text,
      isUser: chatMessages.isUser,
      createdAt: chatMessages.createdAt,
      estimateKind: chatMessages.estimateKind,
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id))
    .all()
    .slice(-CHAT_HISTORY_MAX)
  const lines = db
    .select({
      messageId: chatEstimateLines.messageId,
      description: chatEstimateLines.description,
      quantityHundredths: chatEstimateLines.quantityHundredths,
      unit: chatEstimateLines.unit,
    })
    .from(chatEstimateLines)
    .where(
      inArray(
        chatEstimateLines.messageId,
        messages.map((message) => message.id),
      ),
    )
    .orderBy(asc(chatEstimateLines.messageId), asc(chatEstimateLines.position))
    .all()
  return messages.map(({ estimateKind, ...message }) => ({
    ...message,
    estimateTrade: estimateKind ? ESTIMATE_TRADES[estimateKind] : null,
    estimateLines: lines.filter((item) => item.messageId === message.id).map(({ messageId: _, ...item }) => item),
  }))
}

/** Adds one exchange with the reply's estimate lines and drops what falls out of the window, in one transaction. */
export function addChatExchange(db: Db, conversationId: string, question: string, reply: AssistantReply) {
  db.transaction((tx) => {
    const [replyRow] = tx
      .insert(chatMessages)
      .values([
        { conversationId, isUser: true, text: question.slice(0, CHAT_STORED_TEXT_MAX) },
        { conversationId, isUser: false, text: reply.text.slice(0, CHAT_STORED_TEXT_MAX), estimateKind: reply.kind },
      ])
      .returning({ id: chatMessages.id })
      .all()
      .slice(-1)
    if (replyRow && reply.lines.length) {
      tx.insert(chatEstimateLines)
        .values(reply.lines.map((item, position) => ({ messageId: replyRow.id, position, ...item })))
        .run()
    }
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
