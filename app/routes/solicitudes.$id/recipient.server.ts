import { data, redirect } from '@remix-run/node'
import { FORM_MAX_BYTES, OFFER_FORM_MAX_FIELDS, OFFER_LINES_MAX, OFFER_SPARE_LINE_ROWS } from '~/constants'
import type { RequestAccess } from '~/models/request-access.server'
import { currentOffer, declineRequest, markRequestSeen, submitOffer, type Offer } from '~/models/offers.server'
import { getReceivedRequest, type ReceivedRequest } from '~/models/request-inbox.server'
import { readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import type { SessionUser } from '~/server/session.server'
import type { Db } from '~/server/sqlite.server'
import { redirectWithToast } from '~/server/toast.server'
import { formatMoneyInput } from '~/utils/money'
import { formatQuantityHundredths } from '~/utils/format'
import {
  addLineIntent,
  declineIntent,
  DeclineSchema,
  OFFER_CLOSED_MESSAGE,
  OFFER_DECLINED_MESSAGE,
  OFFER_TOO_LARGE_MESSAGE,
  REQUEST_CHANGED_MESSAGE,
  REQUEST_VERSION_FIELD,
  offerFormValues,
  offerIntent,
  parseOfferForm,
  seenIntent,
  VALIDITY_PAST_MESSAGE,
  guessLineKind,
  type OfferFormErrors,
  type OfferFormValues,
} from '~/utils/offer-form'
import { buenosAiresToday } from '~/utils/verification'
import { notFound } from '~/utils/responses'
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
  return { rows: [...items, ...spare], iva: 'incluido', validUntil: '', durationDays: '', paymentTerms: '', notes: '' }
}

/** A provider the request reached: its items and attachments, its offer, or No me interesa. */
export function loadRecipientView(db: Db, access: RecipientAccess, user: SessionUser) {
  void user
  const request = getReceivedRequest(db, access.requestId, access.recipientId)
  if (!request) notFound()
  const offer = currentOffer(db, access.recipientId)
  return { ...request, offer, today: buenosAiresToday(), form: initialFormValues(request, offer) }
}

export type RecipientActionData = { values?: OfferFormValues; errors: OfferFormErrors; formError?: string }

const reply = (body: RecipientActionData, status: number) => data(body, { status })

/** Enviar presupuesto (and its revisions), Agregar línea, No me interesa, and 'Vista' from the inbox. */
export async function recipientAction(request: Request, access: RecipientAccess, user: SessionUser) {
  void user
  requireSameOrigin(request)
  const formData = await readFormData(request, FORM_MAX_BYTES, OFFER_FORM_MAX_FIELDS)
  const pagePath = `/solicitudes/${access.requestId}`
  switch (formData.get('intent')) {
    case seenIntent:
      markRequestSeen(appDb, access.recipientId)
      return redirect(pagePath)
    case addLineIntent: {
      markRequestSeen(appDb, access.recipientId)
      const values = offerFormValues(formData)
      if (values.rows.length < OFFER_LINES_MAX) values.rows.push(blankRow)
      return reply({ values, errors: {} }, 200)
    }
    case offerIntent:
      return sendOffer(access, formData, pagePath)
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

function sendOffer(access: RecipientAccess, formData: FormData, pagePath: string) {
  const values = offerFormValues(formData)
  const parsed = parseOfferForm(values)
  if (!parsed.ok) return reply({ values, errors: parsed.errors }, 400)
  // A form without the version (or with a forged one) is treated as priced on another version.
  const requestVersion = Number(formData.get(REQUEST_VERSION_FIELD) ?? -1)
  const result = submitOffer(appDb, {
    recipientId: access.recipientId,
    ...parsed.offer,
    requestVersion: Number.isSafeInteger(requestVersion) ? requestVersion : -1,
  })
  switch (result.status) {
    case 'sent':
      return redirectWithToast(pagePath, {
        type: 'success',
        title: result.revised ? 'Presupuesto actualizado' : 'Presupuesto enviado',
        description: 'El cliente ya puede verlo y compararlo.',
      })
    case 'expired-validity':
      return reply({ values, errors: { validUntil: [VALIDITY_PAST_MESSAGE] } }, 400)
    case 'too-large':
      return reply({ values, errors: { lines: [OFFER_TOO_LARGE_MESSAGE] } }, 400)
    case 'declined':
      return reply({ values, errors: {}, formError: OFFER_DECLINED_MESSAGE }, 409)
    case 'request-changed':
      return reply({ values, errors: {}, formError: REQUEST_CHANGED_MESSAGE }, 409)
    case 'closed':
      return reply({ values, errors: {}, formError: OFFER_CLOSED_MESSAGE }, 409)
  }
}
