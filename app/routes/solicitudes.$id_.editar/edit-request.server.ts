import { parseWithZod } from '@conform-to/zod/v4'
import { REQUEST_FORM_MAX_BYTES, REQUEST_FORM_MAX_FIELDS, REQUEST_ITEM_ROWS_INITIAL, REQUEST_ITEMS_MAX } from '~/constants'
import { checkAttachedFiles, errorsOf, requestFormReply as reply, takeFiles } from '~/controllers/request-form.server'
import { editQuoteRequest, getRequestForEditing } from '~/models/quote-requests.server'
import { db } from '~/server/db.server'
import { readUploadForm } from '~/server/forms.server'
import { deleteStoredDocuments, writeWithDocuments } from '~/server/private-documents.server'
import type { SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { DOCUMENT_MESSAGES } from '~/utils/documents'
import { formatQuantityInput } from '~/utils/format'
import {
  addItemIntent,
  ATTACHMENTS_FIELD,
  ATTACHMENTS_TOO_LARGE_MESSAGE,
  ITEM_FIELDS,
  saveRequestIntent,
  TOO_MANY_ATTACHMENTS_MESSAGE,
  type RequestFormState,
} from '~/utils/request-form'
import { RequestEditSchema } from '~/utils/request-schema'
import { notFound } from '~/utils/responses'

export const NOT_SAVED_MESSAGE = 'No guardamos los cambios: revisá los campos marcados.'
export const OFFERED_MESSAGE = 'Ya recibiste un presupuesto: la solicitud no se puede modificar.'
export const CLOSED_MESSAGE = 'Esta solicitud ya está cerrada: no se puede modificar.'

/** Why a request cannot be changed any more, or null while it can: open, and no offer yet. */
function editBlock(request: { status: string; offers: number }) {
  if (request.status !== 'open') return CLOSED_MESSAGE
  if (request.offers > 0) return OFFERED_MESSAGE
  return null
}

/** The edit form of the requester's own request, filled with what it says now. */
export function loadEditView(requestId: number) {
  const request = getRequestForEditing(db, requestId) ?? notFound()
  const values: RequestFormState['values'] = {
    title: request.title,
    description: request.description,
    startOn: request.desiredStartOn ?? '',
    [ITEM_FIELDS.description]: request.items.map((item) => item.description),
    [ITEM_FIELDS.quantity]: request.items.map((item) => formatQuantityInput(item.quantityHundredths)),
    [ITEM_FIELDS.unit]: request.items.map((item) => item.unit),
  }
  const state: RequestFormState = {
    values,
    errors: {},
    rows: Math.min(REQUEST_ITEMS_MAX, Math.max(REQUEST_ITEM_ROWS_INITIAL, request.items.length + 1)),
  }
  return { id: request.id, title: request.title, block: editBlock(request), attachments: request.attachments, state }
}

/**
 * 'Agregar ítem' and 'Guardar cambios'. A request that can no longer change is answered before
 * its body is read; a save checks every field and file, and writes nothing unless all of it holds.
 */
export async function editRequestAction(request: Request, requestId: number, user: SessionUser) {
  const path = `/solicitudes/${requestId}`
  const current = getRequestForEditing(db, requestId) ?? notFound()
  const block = editBlock(current)
  if (block) return redirectWithToast(path, { type: 'error', title: block })

  const { formData, tooLarge } = await readUploadForm(request, REQUEST_FORM_MAX_BYTES, REQUEST_FORM_MAX_FIELDS)
  if (tooLarge) {
    return reply(formData, 413, {
      errors: { [ATTACHMENTS_FIELD]: [ATTACHMENTS_TOO_LARGE_MESSAGE] },
      formErrors: [NOT_SAVED_MESSAGE],
      filesDropped: true,
    })
  }
  const intent = formData.get('intent')
  if (intent !== saveRequestIntent && intent !== addItemIntent) throw new Response('Acción desconocida.', { status: 400 })
  const files = takeFiles(formData)
  const filesDropped = files.length > 0
  if (intent === addItemIntent) return reply(formData, 200, { extraRows: 1, filesDropped })

  const submission = parseWithZod(formData, { schema: RequestEditSchema })
  const errors = errorsOf(submission)
  const removed = submission.status === 'success' ? submission.value.removedDocumentIds : []
  const kept = current.attachments.filter((attachment) => !removed.includes(attachment.documentId)).length
  const { checked, refusals } = await checkAttachedFiles(files, { kept })
  if (refusals.length) errors[ATTACHMENTS_FIELD] = refusals
  if (submission.status !== 'success' || Object.keys(errors).length) {
    return reply(formData, 400, { errors, formErrors: [NOT_SAVED_MESSAGE], filesDropped })
  }

  const outcome = await writeWithDocuments(
    checked,
    (attachments) => editQuoteRequest(db, { ...submission.value, requestId, userId: user.id, attachments }),
    (result) => result.status === 'edited',
  )
  switch (outcome.status) {
    case 'edited':
      await deleteStoredDocuments(outcome.removedStorageKeys)
      return redirectWithToast(path, {
        type: 'success',
        title: 'Guardamos los cambios',
        description: 'Los proveedores que la recibieron ven la solicitud modificada.',
      })
    case 'offered':
      return reply(formData, 409, { formErrors: [OFFERED_MESSAGE], filesDropped })
    case 'closed':
      return reply(formData, 409, { formErrors: [CLOSED_MESSAGE], filesDropped })
    case 'tooManyAttachments':
      return reply(formData, 400, {
        errors: { [ATTACHMENTS_FIELD]: [TOO_MANY_ATTACHMENTS_MESSAGE] },
        formErrors: [NOT_SAVED_MESSAGE],
        filesDropped,
      })
    case 'storageFull':
      return reply(formData, 413, {
        errors: { [ATTACHMENTS_FIELD]: [DOCUMENT_MESSAGES.storageFull] },
        formErrors: [NOT_SAVED_MESSAGE],
        filesDropped,
      })
    case 'not-found':
      return notFound()
  }
}
