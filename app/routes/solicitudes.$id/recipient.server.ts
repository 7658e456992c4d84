import { data, redirect } from '@remix-run/node'
import {
  FORM_MAX_BYTES,
  OFFER_ATTACHMENTS_MAX,
  OFFER_FORM_MAX_BYTES,
  OFFER_FORM_MAX_FIELDS,
  OFFER_LINES_MAX,
  OFFER_SPARE_LINE_ROWS,
} from '~/constants'
import { checkAttachedFiles, takeFiles } from '~/controllers/request-form.server'
import type { RequestAccess } from '~/models/request-access.server'
import { currentOffer, declineRequest, markRequestSeen, offerBlock, submitOffer, type Offer } from '~/models/offers.server'
import { getReceivedRequest, type ReceivedRequest } from '~/models/request-inbox.server'
import { isMultipart, readFormData, readUploadForm } from '~/server/forms.server'
import { writeWithDocuments } from '~/server/private-documents.server'
import { requireSameOrigin } from '~/server/request.server'
import type { SessionUser } from '~/server/session.server'
import type { Db } from '~/server/sqlite.server'
import { redirectWithToast } from '~/server/toast.server'
import { formatMoneyInput } from '~/utils/money'
import { formatQuantityHundredths } from '~/utils/format'
import {
  addLineIntent,
  declineIntent,
  OFFER_CLOSED_MESSAGE,
  OFFER_DECLINED_MESSAGE,
  OFFER_TOO_LARGE_MESSAGE,
  REQUEST_CHANGED_MESSAGE,
  REQUEST_VERSION_FIELD,
  offerFormValues,
  offerIntent,
  seenIntent,
  VALIDITY_PAST_MESSAGE,
  guessLineKind,
  OFFER_FILES_TOO_LARGE_MESSAGE,
  type OfferFormErrors,
  type OfferFormValues,
} from '~/utils/offer-form'
import { DeclineSchema, parseOfferForm } from '~/utils/offer-schema'
import { buenosAiresToday } from '~/utils/verification'
import { notFound } from '~/utils/responses'
import { DOCUMENT_MESSAGES } from '~/utils/documents'
import { ATTACHMENTS_FIELD, tooManyAttachmentsMessage } from '~/utils/request-form'
import { db as appDb } from '~/server/db.server'

type RecipientAccess = Extract<RequestAccess, { role: 'recipient' }>

const blankRow = { description: '', quantity: '', unit: 'u', price: '', kind: 'materiales' }

/** The offer form's first values: the current offer to revise, or the request's items to price. */
function initialFormValues(request: ReceivedRequest, offer: Offer | null): OfferFormValues {
  if (offer) {
    return {
      rows: offer.lines.map((line) => ({
        description: line.description,
        quantity: formatQuantityHundredths(line.quantityHundredths).replaceAll('.', ''),
        unit: line.unit,
        price: formatMoneyInput(line.unitPriceCents),
        kind: line.kind,
      })),
      iva: offer.ivaMode === 'incluido' ? 'incluido' : String(offer.ivaRateBp),
      validUntil: offer.validUntil,
      durationDays: String(offer.durationDays),
      paymentTerms: offer.paymentTerms,
      notes: offer.notes,
      removeAttachment: [],
    }
  }
  const items = request.items.map((item) => ({
    ...blankRow,
    description: item.description,
    quantity: formatQuantityHundredths(item.quantityHundredths).replaceAll('.', ''),
    unit: item.unit,
    kind: guessLineKind(item.description),
  }))
  const spare = Array.from({ length: Math.min(OFFER_SPARE_LINE_ROWS, OFFER_LINES_MAX - items.length) }, () => blankRow)
  return {
    rows: [...items, ...spare],
    iva: 'incluido',
    validUntil: '',
    durationDays: '',
    paymentTerms: '',
    notes: '',
    removeAttachment: [],
  }
}

/** A provider the request reached: its items and attachments, its offer, or No me interesa. */
export function loadRecipientView(db: Db, access: RecipientAccess, user: SessionUser) {
  void user
  const request = getReceivedRequest(db, access.requestId, access.recipientId)
  if (!request) notFound()
  const offer = currentOffer(db, access.recipientId)
  return { ...request, offer, today: buenosAiresToday(), form: initialFormValues(request, offer) }
}

/** `filesDropped`: the answer came back to a form whose chosen files the browser will not keep. */
export type RecipientActionData = { values?: OfferFormValues; errors: OfferFormErrors; formError?: string; filesDropped?: boolean }

const reply = (body: RecipientActionData, status: number) => data(body, { status })

const BLOCK_MESSAGES = { closed: OFFER_CLOSED_MESSAGE, declined: OFFER_DECLINED_MESSAGE }

/**
 * The offer form's post, sent with its files. A request that takes no offer now is answered
 * before the body is read; a body past the form's cap comes back with the typed text kept.
 */
async function readOfferForm(request: Request, access: RecipientAccess) {
  const block = offerBlock(appDb, access.recipientId)
  if (block) return { refusal: reply({ errors: {}, formError: BLOCK_MESSAGES[block] }, 409) }
  const { formData, tooLarge } = await readUploadForm(request, OFFER_FORM_MAX_BYTES, OFFER_FORM_MAX_FIELDS)
  if (!tooLarge) return { formData }
  const values = offerFormValues(formData)
  return { refusal: reply({ values, errors: { [ATTACHMENTS_FIELD]: [OFFER_FILES_TOO_LARGE_MESSAGE] }, filesDropped: true }, 413) }
}

/** Enviar presupuesto (and its revisions), Agregar línea, No me interesa, and 'Vista' from the inbox. */
export async function recipientAction(request: Request, access: RecipientAccess, user: SessionUser) {
  void user
  requireSameOrigin(request)
  let formData: FormData
  if (isMultipart(request)) {
    const read = await readOfferForm(request, access)
    if (read.refusal) return read.refusal
    formData = read.formData
  } else formData = await readFormData(request, FORM_MAX_BYTES, OFFER_FORM_MAX_FIELDS)
  const files = takeFiles(formData)
  const filesDropped = files.length > 0
  const pagePath = `/solicitudes/${access.requestId}`
  switch (formData.get('intent')) {
    case seenIntent:
      markRequestSeen(appDb, access.recipientId)
      return redirect(pagePath)
    case addLineIntent: {
      markRequestSeen(appDb, access.recipientId)
      const values = offerFormValues(formData)
      if (values.rows.length < OFFER_LINES_MAX) values.rows.push(blankRow)
      return reply({ values, errors: {}, filesDropped }, 200)
    }
    case offerIntent:
      return sendOffer(access, formData, files, pagePath)
    case declineIntent: {
      const parsed = DeclineSchema.safeParse({ reason: formData.get('reason') ?? undefined })
      if (!parsed.success) return reply({ errors: { reason: parsed.error.issues.map((issue) => issue.message) } }, 400)
      const result = declineRequest(appDb, { recipientId: access.recipientId, reason: parsed.data.reason ?? null })
      if (result.status === 'closed') return reply({ errors: {}, formError: OFFER_CLOSED_MESSAGE }, 409)
      if (result.status === 'offered') {
        return reply({ errors: {}, formError: 'Ya enviaste un presupuesto para esta solicitud.' }, 409)
      }
      return redirectWithToast(pagePath, {
        type: 'success',
        title: 'Respondiste que no te interesa',
        description: 'El cliente lo verá en su solicitud.',
      })
    }
    default:
      throw new Response('Acción desconocida', { status: 400 })
  }
}

async function sendOffer(access: RecipientAccess, formData: FormData, files: File[], pagePath: string) {
  const values = offerFormValues(formData)
  const filesDropped = files.length > 0
  const parsed = parseOfferForm(values)
  const removedDocumentIds = values.removeAttachment.map(Number).filter(Number.isSafeInteger)
  // The new files alone against the cap before their bytes are checked; with the kept ones, in submitOffer's transaction.
  const { checked, refusals } = await checkAttachedFiles(files, { max: OFFER_ATTACHMENTS_MAX })
  const errors = parsed.ok ? {} : parsed.errors
  if (refusals.length) errors[ATTACHMENTS_FIELD] = refusals
  if (!parsed.ok || refusals.length) return reply({ values, errors, filesDropped }, 400)
  // A form without the version (or with a forged one) is treated as priced on another version.
  const requestVersion = Number(formData.get(REQUEST_VERSION_FIELD) ?? -1)
  const offer = parsed.offer
  const result = await writeWithDocuments(
    checked,
    (attachments) =>
      submitOffer(appDb, {
        recipientId: access.recipientId,
        ...offer,
        requestVersion: Number.isSafeInteger(requestVersion) ? requestVersion : -1,
        attachments,
        removedDocumentIds,
      }),
    (outcome) => outcome.status === 'sent',
  )
  const refused = (status: number, refusal: Omit<RecipientActionData, 'values'>) => reply({ values, filesDropped, ...refusal }, status)
  switch (result.status) {
    case 'sent':
      return redirectWithToast(pagePath, {
        type: 'success',
        title: result.revised ? 'Presupuesto actualizado' : 'Presupuesto enviado',
        description: 'El cliente ya puede verlo y compararlo.',
      })
    case 'expired-validity':
      return refused(400, { errors: { validUntil: [VALIDITY_PAST_MESSAGE] } })
    case 'too-large':
      return refused(400, { errors: { lines: [OFFER_TOO_LARGE_MESSAGE] } })
    case 'tooManyAttachments':
      return refused(400, { errors: { [ATTACHMENTS_FIELD]: [tooManyAttachmentsMessage(OFFER_ATTACHMENTS_MAX)] } })
    case 'storageFull':
      return refused(413, { errors: { [ATTACHMENTS_FIELD]: [DOCUMENT_MESSAGES.storageFull] } })
    case 'declined':
      return refused(409, { errors: {}, formError: OFFER_DECLINED_MESSAGE })
    case 'request-changed':
      return refused(409, { errors: {}, formError: REQUEST_CHANGED_MESSAGE })
    case 'closed':
      return refused(409, { errors: {}, formError: OFFER_CLOSED_MESSAGE })
  }
}
