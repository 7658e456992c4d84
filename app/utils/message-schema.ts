import * as z from 'zod'
import { ATTACHMENT_MAX_BYTES, CONVERSATION_SUBJECT_MAX, MESSAGE_ATTACHMENTS_MAX, MESSAGE_MAX } from '~/constants'
import { DOCUMENT_MESSAGES } from './documents'
import { MESSAGE_REQUIRED, MESSAGE_TOO_LONG, STALE_FORM_MESSAGE, TOO_MANY_ATTACHMENTS } from './message-form'
import { requiredText } from './validation'

/* The schemas the message and consulta forms' actions parse; the forms get their constraints from the loader. */

/** Browsers send a textarea's line breaks as CRLF; a message stores them as one character each. */
const messageBody = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value),
  requiredText(MESSAGE_REQUIRED, MESSAGE_MAX, MESSAGE_TOO_LONG),
)

/** Sizes first; then each file's bytes are read (checkAttachment), which is what decides. */
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
