import * as z from 'zod'
import { CHAT_MESSAGE_MAX_LENGTH } from '~/constants'
import { CONTROL_CHARACTERS, textField } from './validation'

export const CHAT_MESSAGE_REQUIRED = 'Escribí tu mensaje'
export const CHAT_MESSAGE_TOO_LONG = `El mensaje puede tener hasta ${CHAT_MESSAGE_MAX_LENGTH} caracteres`
export const CHAT_MESSAGE_CONTROL_CHARACTERS = 'El mensaje tiene caracteres no permitidos'

/** One schema for the page form (both sides) and the JSON call. */
export const ChatMessageSchema = z.object({
  message: textField(CHAT_MESSAGE_REQUIRED)
    .trim()
    .min(1, CHAT_MESSAGE_REQUIRED)
    .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG)
    // SQLite's length() stops at a NUL: such a message would break the stored row's check.
    .refine((value) => !CONTROL_CHARACTERS.test(value), CHAT_MESSAGE_CONTROL_CHARACTERS),
})

export type ReplyPart = { text: string } | { text: string; href: string }

/**
 * Splits an assistant reply into text and `[name](/path)` links; only site paths become links
 * ("//host" is another site, so a path may not start with two slashes).
 */
export function replyParts(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = []
  let last = 0
  for (const match of reply.matchAll(/\[([^\]\n]{1,200})\]\((\/(?!\/)[\w\-/?=%&]{0,200})\)/g)) {
    if (match.index > last) parts.push({ text: reply.slice(last, match.index) })
    parts.push({ text: match[1] ?? '', href: match[2] ?? '/' })
    last = match.index + match[0].length
  }
  if (last < reply.length) parts.push({ text: reply.slice(last) })
  return parts
}
