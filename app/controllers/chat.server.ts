import crypto from 'node:crypto'
import { createCookie } from '@remix-run/node'
import { CHAT_RETENTION_MS } from '~/constants'
import { assistantReply, type AssistantOptions } from '~/models/assistant.server'
import { addChatExchange, deleteStaleChatMessages, listChatMessages } from '~/models/chat.server'
import { db } from '../server/db.server'
import { env } from '../server/env.server'
import { rateLimitReply } from './rate-limit.server'
import { getClientIp } from '../server/request.server'
import { signedCookieOptions } from '../server/cookie-options.server'

/** Names the visitor's conversation; the messages themselves stay in the database. */
// Sent on the whole site, not only '/cotiza-ia': the page's data requests go to '/cotiza-ia.data'.
const chatCookie = createCookie('ro_chat', {
  ...signedCookieOptions,
  maxAge: CHAT_RETENTION_MS / 1000,
})

export async function readConversationId(request: Request): Promise<string | null> {
  const value: unknown = await chatCookie.parse(request.headers.get('Cookie'))
  return typeof value === 'string' && /^[\w-]{20,64}$/.test(value) ? value : null
}

export async function loadConversation(request: Request) {
  const id = await readConversationId(request)
  return id ? listChatMessages(db, id) : []
}

/** What the assistant answers with here: this database and the configured language model, if any. */
export const assistantOptions: AssistantOptions = { db, backend: env.languageModel }

/** Per address, like the other public limits: a visitor can always drop the cookie. */
export function chatRateLimit(request: Request) {
  return rateLimitReply(db, 'chatMessagesPerVisitor', getClientIp(request))
}

/** Answers one message in the visitor's conversation and keeps both; returns the cookie to set. */
export async function sendToConversation(request: Request, message: string) {
  const existing = await readConversationId(request)
  const id = existing ?? crypto.randomBytes(18).toString('base64url')
  const reply = await assistantReply(message, existing ? listChatMessages(db, id) : [], assistantOptions)
  addChatExchange(db, id, message, reply)
  deleteStaleChatMessages(db)
  return { reply, setCookie: await chatCookie.serialize(id) }
}
