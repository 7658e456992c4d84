import { ATTACHMENT_MAX_BYTES, REQUEST_ATTACHMENTS_MAX } from '~/constants'
import { ITEM_FIELDS } from './request-links'

/* The 'Solicitud de presupuesto' form of /solicitudes/nueva and its edit: names, intents and messages (its schemas: request-schema.ts). */

/** Intents of the form's buttons: send it, or come back with one more item row (no JavaScript). */
export const sendRequestIntent = 'send'
export const saveRequestIntent = 'save'
export const addItemIntent = 'add-item'
export const resendVerificationIntent = 'resend-verification'
export { ITEM_FIELDS, prefillIntent } from './request-links'

export const ATTACHMENTS_FIELD = 'attachments'

export const UNVERIFIED_MESSAGE = 'Verificá tu e-mail para enviar consultas y solicitudes.'
export const DAILY_LIMIT_MESSAGE = 'Llegaste al límite por hoy. Probá de nuevo mañana.'
export const FILES_NOT_KEPT_MESSAGE = 'Por seguridad, el navegador no conserva los archivos elegidos: volvé a elegirlos.'
export const tooManyAttachmentsMessage = (max: number) => `Podés adjuntar hasta ${max} archivos.`
export const TOO_MANY_ATTACHMENTS_MESSAGE = tooManyAttachmentsMessage(REQUEST_ATTACHMENTS_MAX)
export const attachmentsTooLargeMessage = (max: number) =>
  `Los archivos pesan demasiado: podés adjuntar hasta ${max} de hasta ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB cada uno. Volvé a elegirlos.`
export const ATTACHMENTS_TOO_LARGE_MESSAGE = attachmentsTooLargeMessage(REQUEST_ATTACHMENTS_MAX)
export const NOT_SENT_MESSAGE = 'No enviamos la solicitud: revisá los campos marcados.'

/** The checkboxes of the attachments a builder takes off a sent request. */
export const REMOVE_ATTACHMENT_FIELD = 'removeAttachment'

/** What the form shows: typed values by field name (several for item rows) and errors by field path. */
export type RequestFormState = {
  values: Record<string, string | string[]>
  errors: Record<string, string[]>
  rows: number
}

const REPEATED_FIELDS: string[] = [...Object.values(ITEM_FIELDS), REMOVE_ATTACHMENT_FIELD]

/** The text fields of a posted form, files left out (browsers cannot be handed them back). */
export function typedValues(formData: FormData): RequestFormState['values'] {
  const values: RequestFormState['values'] = {}
  for (const name of new Set(formData.keys())) {
    if (name === 'intent' || name === ATTACHMENTS_FIELD) continue
    const texts = formData.getAll(name).filter((value): value is string => typeof value === 'string')
    values[name] = REPEATED_FIELDS.includes(name) ? texts : (texts[0] ?? '')
  }
  return values
}

export function itemRowCount(values: RequestFormState['values']) {
  return Math.max(...Object.values(ITEM_FIELDS).map((name) => (Array.isArray(values[name]) ? values[name].length : 0)))
}
