import * as z from 'zod'
import { ATTACHMENT_MAX_BYTES, CONVERSATION_SUBJECT_MAX, MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX } from '~/constants'
import { DOCUMENT_MESSAGES } from './documents'
import { requiredText } from './validation'

/* The message form of /mensajes/{id} and the consulta form of /mensajes/nueva: one schema each for the browser and the server. */

export const MESSAGE_REQUIRED = 'Escribí tu mensaje'
export const MESSAGE_TOO_LONG = `El mensaje puede tener hasta ${MESSAGE_MAX.toLocaleString('es-AR')} caracteres`
export const TOO_MANY_ATTACHMENTS = `Podés adjuntar hasta ${MESSAGE_ATTACHMENTS_MAX} archivos por mensaje`
export const STALE_FORM_MESSAGE = 'El formulario venció. Recargá la página y volvé a enviarlo.'
export const OVER_LIMIT_MESSAGE = 'Llegaste al límite por hoy. Probá de nuevo mañana.'
export const EMAIL_UNVERIFIED_MESSAGE = 'Verificá tu e-mail para enviar consultas y solicitudes.'
export const OWN_INQUIRY_MESSAGE = 'No podés enviarte una consulta a vos mismo.'

export const conversationPath = (id: number) => `/mensajes/${id}`

/** The consulta form: `?proveedor={listing id}` or `?material={material id}` says what it is about. */
export const ATTACHMENTS_FIELD = 'attachments'
export const messageIntent = 'mensaje'
export const readIntent = 'leido'

/** Browsers send a textarea's line breaks as CRLF; a message stores them as one character each. */
const messageBody = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
  requiredText(MESSAGE_REQUIRED, MESSAGE_MAX, MESSAGE_TOO_LONG),
)

/** The browser checks only sizes; the server reads each file's bytes (checkAttachment), which is what decides. */
const attachments = z
  .array(z.instanceof(File).refine((file) => file.size <= ATTACHMENT_MAX_BYTES, DOCUMENT_MESSAGES.tooLarge))
  .max(MESSAGE_ATTACHMENTS_MAX, TOO_MANY_ATTACHMENTS)
  .optional()

/** Random per rendered form: the same form posted twice (a double click) stores one message. */
const idempotencyKey = z.string({ error: STALE_FORM_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,64}$/, STALE_FORM_MESSAGE)

export const MessageSchema = z.object({ body: messageBody, attachments, idempotencyKey })

export const InquirySchema = MessageSchema.extend({
  subject: requiredText(
    'Escribí un asunto',
    CONVERSATION_SUBJECT_MAX,
    `El asunto puede tener hasta ${CONVERSATION_SUBJECT_MAX} caracteres`,
  ),
})

/** A new form key for each form the server renders. */
export function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
