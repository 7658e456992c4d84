import {
  IVA_RATES_BP,
  OFFER_ATTACHMENTS_MAX,
  OFFER_LINES_MAX,
  REQUEST_QUANTITY_MAX_HUNDREDTHS,
  RECIPIENT_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  type OfferLineKind,
  type RecipientStatus,
  type RequestStatus,
} from '~/constants'
import { parseHundredths } from './money'
import { attachmentsTooLargeMessage, REMOVE_ATTACHMENT_FIELD } from './request-form'

/*
 * 'Enviar presupuesto' and 'No me interesa' on a received request. The form is flat: each line's
 * fields repeat under one name per column, so it posts without JavaScript and 'Agregar línea'
 * re-renders it with every typed value and one more row.
 */

export const offerIntent = 'offer'
export const addLineIntent = 'add-line'
export const declineIntent = 'decline'
/** 'Ver la solicitud' in the inbox, and the page itself with JavaScript: the request becomes 'Vista'. */
export const seenIntent = 'seen'

/** The provider's words for where its answer stands: the builder's 'Presupuesto recibido' is its 'Presupuesto enviado'. */
export function receivedStatusLabel(status: RecipientStatus) {
  return status === 'offered' ? 'Presupuesto enviado' : RECIPIENT_STATUS_LABELS[status]
}

/** How a closed request ended, told to a provider it reached. */
export function receivedOutcomeLabel({ requestStatus, acceptedMine }: { requestStatus: RequestStatus; acceptedMine: boolean }) {
  if (requestStatus === 'open') return null
  if (requestStatus === 'cancelled') return REQUEST_STATUS_LABELS.cancelled
  return acceptedMine ? 'Tu presupuesto fue aceptado' : 'El cliente eligió otro presupuesto'
}

/** Words of an item that say what kind of line prices it; the provider can change it on the form. */
const LABOUR_WORDS = /\b(mano de obra|colocaci|instalaci|montaje|armado|jornal|oficial|ayudante|demolici|excavaci|reparaci|servicio)/
const OTHER_WORDS = /\b(flete|transporte|envio|volquete|contenedor|alquiler|acarreo)/

/** The kind a line priced from a request's item most likely is: 'Mano de obra …' is labour, 'Flete' is neither. */
export function guessLineKind(description: string): OfferLineKind {
  const text = description.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  if (LABOUR_WORDS.test(text)) return 'mano_de_obra'
  if (OTHER_WORDS.test(text)) return 'otro'
  return 'materiales'
}

export const LINE_FIELDS = {
  description: 'lineDescription',
  quantity: 'lineQuantity',
  unit: 'lineUnit',
  price: 'linePrice',
  kind: 'lineKind',
} as const
type LineField = keyof typeof LINE_FIELDS

/** One radio group: IVA included, or added at one of its rates. */
export const IVA_CHOICES = [
  { value: 'incluido', label: 'Incluido' },
  ...IVA_RATES_BP.map((rateBp) => ({ value: String(rateBp), label: `Más IVA (${String(rateBp / 100).replace('.', ',')} %)` })),
] as const

export const OFFER_CLOSED_MESSAGE = 'Esta solicitud ya está cerrada: no recibe presupuestos nuevos ni cambios.'
export const REQUEST_CHANGED_MESSAGE = 'La solicitud cambió desde que la abriste: revisala antes de enviar tu presupuesto.'
/** The hidden field naming the version of the request the provider priced. */
export const REQUEST_VERSION_FIELD = 'requestVersion'
export const OFFER_FILES_TOO_LARGE_MESSAGE = attachmentsTooLargeMessage(OFFER_ATTACHMENTS_MAX)
export const OFFER_DECLINED_MESSAGE = 'Respondiste que no te interesa esta solicitud.'
export const OFFER_TOO_LARGE_MESSAGE = 'El total del presupuesto puede ser de hasta $ 999.999.999.999,99'
export const VALIDITY_PAST_MESSAGE = 'La validez no puede ser anterior a hoy'
export const TOO_MANY_LINES_MESSAGE = `El presupuesto puede tener hasta ${OFFER_LINES_MAX} líneas: borrá las que sobran.`

export type OfferRowValues = Record<LineField, string>
export type OfferFormValues = {
  rows: OfferRowValues[]
  iva: string
  validUntil: string
  durationDays: string
  paymentTerms: string
  notes: string
  /** The ids of the current files the provider ticked 'Quitar …' on. */
  removeAttachment: string[]
}
/** Errors by field: `validUntil`, `lines` (the form's lines as a whole) or `line.3.price`. */
export type OfferFormErrors = Record<string, string[]>

export const QUANTITY_MESSAGES = {
  format: 'La cantidad debe ser un número, por ejemplo 12,35',
  negative: 'La cantidad debe ser mayor que 0',
  decimals: 'La cantidad puede tener hasta 2 decimales',
  tooLarge: 'La cantidad puede ser de hasta 1.000.000.000',
}

/** "12,35" as 1235 hundredths, as the lines' cantidad. */
export function parseOfferQuantity(input: string) {
  return parseHundredths(input, { max: REQUEST_QUANTITY_MAX_HUNDREDTHS, messages: QUANTITY_MESSAGES, thousands: true })
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/** The form's values as typed, to render it again; rows as many as were posted (the field count bounds them). */
export function offerFormValues(formData: FormData): OfferFormValues {
  const columns = Object.fromEntries(
    Object.entries(LINE_FIELDS).map(([field, name]) => [
      field,
      formData.getAll(name).map((value) => (typeof value === 'string' ? value : '')),
    ]),
  ) as Record<LineField, string[]>
  const count = Math.max(...Object.values(columns).map((values) => values.length))
  const rows = Array.from({ length: count }, (_, index) => {
    const cell = (field: LineField) => columns[field][index] ?? ''
    return { description: cell('description'), quantity: cell('quantity'), unit: cell('unit'), price: cell('price'), kind: cell('kind') }
  })
  return {
    rows,
    iva: text(formData, 'iva'),
    validUntil: text(formData, 'validUntil'),
    durationDays: text(formData, 'durationDays'),
    paymentTerms: text(formData, 'paymentTerms'),
    notes: text(formData, 'notes'),
    removeAttachment: formData.getAll(REMOVE_ATTACHMENT_FIELD).filter((value) => typeof value === 'string'),
  }
}
