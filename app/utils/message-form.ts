import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX } from '~/constants'

/* The message form of /mensajes/{id} and the consulta form of /mensajes/nueva: names and messages (their schemas: message-schema.ts). */

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

/** A new form key for each form the server renders. */
export function newIdempotencyKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
