import type { ActionFunctionArgs } from '@remix-run/node'
import { CHAT_JSON_MAX_BYTES } from '~/constants'
import { answer } from '~/models/assistant.server'
import { ChatMessageSchema } from '~/utils/chat'
import { assistantOptions, chatRateLimit } from '~/controllers/chat.server'
import { readJsonBody } from '~/server/forms.server'
import { jsonBodyHandle } from '~/server/request-gate.server'
import { requireSameOrigin } from '~/server/request.server'

/*
 * The spec's chat call: POST { "message": "…" } answers { "response": "…" }. Stateless (the page
 * keeps conversations); errors are JSON with a 4xx status and a Spanish `error`.
 */

export const handle = jsonBodyHandle

export function loader() {
  return Response.json({ error: 'Usá POST con un cuerpo JSON { "message": "…" }.' }, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return loader()
  requireSameOrigin(request)
  const body = await readJsonBody(request, CHAT_JSON_MAX_BYTES)
  if (!body.ok) return Response.json({ error: body.error }, { status: body.status })
  const parsed = ChatMessageSchema.safeParse(body.value)
  if (!parsed.success) {
    const isObject = typeof body.value === 'object' && body.value !== null && !Array.isArray(body.value)
    const error = isObject
      ? (parsed.error.issues[0]?.message ?? 'La solicitud no es válida.')
      : 'El cuerpo debe ser un objeto { "message": "…" }.'
    return Response.json({ error }, { status: 400 })
  }
  const limited = chatRateLimit(request)
  if (limited) return Response.json({ error: limited.message }, { status: 429, headers: limited.headers })
  return Response.json({ response: await answer(parsed.data.message, [], assistantOptions) })
}
