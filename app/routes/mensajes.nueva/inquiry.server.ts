import { data } from '@remix-run/node'
import { checkMessageForm, readMessageFormData, reservePlace } from '~/controllers/message-form.server'
import { findInquiryTarget, startInquiry } from '~/models/conversations.server'
import { peekRateLimit } from '~/models/rate-limits.server'
import { db } from '~/server/db.server'
import { formConstraint, refusedUnread } from '~/server/forms.server'
import { writeWithDocuments } from '~/server/private-documents.server'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser, type SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { CONVERSATION_SUBJECT_MAX } from '~/constants'
import { DOCUMENT_MESSAGES } from '~/utils/documents'
import {
  ATTACHMENTS_FIELD,
  conversationPath,
  EMAIL_UNVERIFIED_MESSAGE,
  newIdempotencyKey,
  OVER_LIMIT_MESSAGE,
  OWN_INQUIRY_MESSAGE,
} from '~/utils/message-form'
import { InquirySchema } from '~/utils/message-schema'
import { UNCLAIMED_MESSAGE } from '~/utils/message-links'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'

/**
 * Who the signed-in person would write to, and whether they may: a claimed listing or a
 * material's publisher, not themselves, with a verified e-mail. Anything else named is a 404.
 */
function inquiryFor(request: Request, user: SessionUser) {
  const params = new URL(request.url).searchParams
  const listingId = parsePositiveInt(params.get('proveedor'))
  const materialId = parsePositiveInt(params.get('material'))
  const lookup =
    listingId !== null ? findInquiryTarget(db, { listingId }) : materialId !== null ? findInquiryTarget(db, { materialId }) : null
  if (!lookup || lookup.status === 'not-found') notFound()
  if (lookup.status === 'unclaimed') return { state: 'refused' as const, name: lookup.name, message: UNCLAIMED_MESSAGE }
  const { target } = lookup
  if (target.providerUserId === user.id) return { state: 'refused' as const, name: target.name, message: OWN_INQUIRY_MESSAGE }
  if (!user.emailVerifiedAt) return { state: 'unverified' as const, name: target.name, message: EMAIL_UNVERIFIED_MESSAGE }
  if (peekRateLimit(db, 'inquiriesPerAccount', String(user.id)).limited) {
    return { state: 'refused' as const, name: target.name, message: OVER_LIMIT_MESSAGE, status: 429 }
  }
  return { state: 'open' as const, name: target.name, target }
}

export async function loadInquiryPage(request: Request) {
  const user = await requireUser(request)
  const inquiry = inquiryFor(request, user)
  if (inquiry.state !== 'open') return { ...inquiry, email: user.email }
  const { target, name } = inquiry
  const subject = target.kind === 'material' ? `Consulta por ${name}`.slice(0, CONVERSATION_SUBJECT_MAX) : ''
  return {
    state: 'open' as const,
    name,
    kind: target.kind,
    subject,
    formKey: newIdempotencyKey(),
    constraint: formConstraint(InquirySchema),
  }
}

export async function inquiryAction(request: Request) {
  requireSameOrigin(request)
  const user = await requireUser(request)
  const inquiry = inquiryFor(request, user)
  // Who may write to whom, and the day's limit, answer before a byte of the post (and its files) is read.
  if (inquiry.state !== 'open') {
    return data({ result: refusedUnread(inquiry.message) }, { status: 'status' in inquiry ? inquiry.status : 403 })
  }
  const form = await checkMessageForm(await readMessageFormData(request), InquirySchema)
  if (!form.ok) return form.reply
  const place = reservePlace('inquiriesPerAccount', user.id)
  if (!place) return form.refuse({}, [OVER_LIMIT_MESSAGE], 429)
  const { subject, body, idempotencyKey } = form.value
  const outcome = await writeWithDocuments(
    form.documents,
    (documents) => startInquiry(db, { askerUserId: user.id, target: inquiry.target, subject, body, idempotencyKey, documents }),
    (result) => result.status === 'sent',
  )
  if (outcome.status === 'storageFull') {
    place.release()
    return form.refuse({ [ATTACHMENTS_FIELD]: [DOCUMENT_MESSAGES.storageFull] }, [], 413)
  }
  if (outcome.status === 'self') notFound()
  if (outcome.status === 'duplicate') place.release()
  return redirectWithToast(conversationPath(outcome.conversationId), {
    type: 'success',
    title: 'Enviamos tu consulta',
    description: `${inquiry.name} la va a ver en sus mensajes. Te avisamos por correo cuando responda.`,
  })
}
