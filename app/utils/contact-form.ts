import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '~/constants'
import { EmailSchema, PhoneSchema, requiredText } from './validation'

/* The form of /contacto: its messages, and the schema the action parses and whose constraints the form carries. */

export const CONTACT_PATH = '/contacto'

export const MISSING_FIELDS_MESSAGE = 'Los campos nombre, email y mensaje son obligatorios'
export const SENT_MESSAGE = '¡Consulta enviada con éxito!'
export const SEND_FAILED_MESSAGE = 'Hubo un error al enviar la consulta. Intenta nuevamente.'

const REQUIRED_FIELDS = ['name', 'email', 'message'] as const

export const ContactSchema = z
  .object({
    name: requiredText('Ingresá tu nombre', CONTACT_NAME_MAX_LENGTH, `El nombre puede tener hasta ${CONTACT_NAME_MAX_LENGTH} caracteres`),
    email: EmailSchema,
    phone: PhoneSchema,
    message: requiredText(
      'Escribí tu mensaje',
      CONTACT_MESSAGE_MAX_LENGTH,
      `El mensaje puede tener hasta ${CONTACT_MESSAGE_MAX_LENGTH} caracteres`,
    ),
  })
  .superRefine(
    (value, ctx) => {
      // The spec's one message for any missing required field, above the form, besides each field's own.
      const fields = value as Partial<Record<(typeof REQUIRED_FIELDS)[number], unknown>>
      if (REQUIRED_FIELDS.some((name) => typeof fields[name] !== 'string' || fields[name] === '')) {
        ctx.addIssue({ code: 'custom', path: [], message: MISSING_FIELDS_MESSAGE })
      }
    },
    { when: () => true },
  )

export function parseContactForm(formData: FormData) {
  return parseWithZod(formData, { schema: ContactSchema })
}
