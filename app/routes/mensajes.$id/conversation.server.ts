import { replace } from '@remix-run/node'
import { checkMessageForm, readMessageFormData, reservePlace } from '~/controllers/message-form.server'
import { getConversation, markRead, postMessage } from '~/models/conversations.server'
import { conversationAccessFor, type ConversationAccess } from '~/models/request-access.server'
import { db } from '~/server/db.server'
import { writeWithDocuments } from '~/server/private-documents.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser, type SessionUser } from '~/server/session.server'
import { DOCUMENT_MESSAGES } from '~/utils/documents'
import { ATTACHMENTS_FIELD, conversationPath, messageIntent, newIdempotencyKey, OVER_LIMIT_MESSAGE, readIntent } from '~/utils/message-form'
import { MessageSchema } from '~/utils/message-schema'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'
import { formConstraint } from '~/server/forms.server'

/** The signed-in reader and their side of the conversation; anyone else gets the site's 404. */
async function requireConversation(request: Request, param: string | undefined) {
  const user = await requireUser(request)
  const id = parsePositiveInt(param)
  const access = id === null ? null : conversationAccessFor(db, id, user)
  if (!access) notFound()
  return { user, access }
}

export async function loadConversation(request: Request, param: string | undefined) {
  const { user, access } = await requireConversation(request, param)
  const conversation = getConversation(db, { conversationId: access.conversationId, readerUserId: user.id })
  return { id: access.conversationId, ...conversation, formKey: newIdempotencyKey(), constraint: formConstraint(MessageSchema) }
}

export async function conversationAction(request: Request, param: string | undefined) {
  requireSameOrigin(request)
  const { user, access } = await requireConversation(request, param)
  const formData = await readMessageFormData(request)
  switch (formData.get('intent')) {
    case messageIntent:
      return sendMessage(formData, user, access)
    case readIntent:
      return markReadUpTo(formData, access)
    default:
      throw new Response('Acción desconocida', { status: 400 })
  }
}

async function sendMessage(formData: FormData, user: SessionUser, access: ConversationAccess) {
  const form = await checkMessageForm(formData, MessageSchema)
  if (!form.ok) return form.reply
  const place = reservePlace('messagesPerAccount', user.id)
  if (!place) return form.refuse({}, [OVER_LIMIT_MESSAGE], 429)
  const { body, idempotencyKey } = form.value
  const outcome = await writeWithDocuments(
    form.documents,
    (documents) =>
      postMessage(db, {
        conversationId: access.conversationId,
        senderUserId: user.id,
        side: access.side,
        otherUserId: access.otherUserId,
        body,
        idempotencyKey,
        documents,
      }),
    (result) => result.status === 'sent',
  )
  if (outcome.status === 'storageFull') {
    place.release()
    return form.refuse({ [ATTACHMENTS_FIELD]: [DOCUMENT_MESSAGES.storageFull] }, [], 413)
  }
  if (outcome.status === 'duplicate') place.release()
  return replace(conversationPath(access.conversationId))
}

/**
 * Both answers replace the page rather than add to the history: the hydrated page marks read and
 * sends with fetchers, and Back should leave the conversation, not step through its refreshes.
 */

/** Reading is a post, so that a GET never writes: the page sends the last message it showed. */
function markReadUpTo(formData: FormData, access: ConversationAccess) {
  const upTo = parsePositiveInt(String(formData.get('upTo') ?? ''))
  if (upTo === null) throw new Response('Falta el último mensaje leído.', { status: 400 })
  markRead(db, { conversationId: access.conversationId, side: access.side, upTo })
  return replace(conversationPath(access.conversationId))
}
