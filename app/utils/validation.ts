import * as z from 'zod'
import {
  ADDRESS_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
  DOCUMENT_MAX_BYTES,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPORT_DETAILS_MAX_LENGTH,
  REVIEW_REPORT_REASONS,
  ROLES,
  STAFF_REASON_MAX_LENGTH,
  UPLOAD_MAX_BYTES,
  WEBSITE_MAX_LENGTH,
} from '~/constants'
import { checkCuit } from './cuit'
import { DOCUMENT_MESSAGES } from './documents'
import { PRICE_MESSAGES, PRICE_REQUIRED, PRICE_ZERO, parsePriceCents } from './money'

/**
 * Field schemas shared by every form, in the browser and on the server. Messages are the
 * product's Spanish; a missing field and a field of the wrong shape (sent twice, a file) each get
 * a clear one.
 */
export const textField = (required: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : 'El valor enviado no es válido') })

/**
 * The id of a row a staff form acts on, digits only: '12.', ' 3 ', '+1' or '1e3' are not read as
 * some other account's or review's id.
 */
export const recordIdSchema = (invalid: string) =>
  z
    .string({ error: invalid })
    .regex(/^[1-9]\d{0,14}$/, invalid)
    .transform(Number)

// Control characters (NUL and friends) never belong in a text, nor the bidirectional overrides
// and isolates that show it in another order than it is stored (U+202E makes 'gpj.exe' read 'exe.jpg').
const CONTROLS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f\\u202a-\\u202e\\u2066-\\u2069'
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROLS}]`)
/** The same and line breaks and tabs, for a one-line field (a name, a title). */
export const ONE_LINE_CONTROL_CHARACTERS = new RegExp(`[${CONTROLS}\\t\\n\\r]`)

/** `2030-02-28` is one; `2030-02-30`, which Date.parse rolls over to 2 March, is not. */
export function isCalendarDay(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

export const EmailSchema = textField('Ingresá tu correo electrónico')
  .trim()
  .min(1, 'Ingresá tu correo electrónico')
  .max(EMAIL_MAX_LENGTH, 'El correo electrónico es demasiado largo')
  .toLowerCase()
  .pipe(z.email('El correo electrónico no es válido'))

export const PasswordSchema = textField('Ingresá una contraseña')
  .min(PASSWORD_MIN_LENGTH, `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`)
  .max(PASSWORD_MAX_LENGTH, `La contraseña puede tener hasta ${PASSWORD_MAX_LENGTH} caracteres`)
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'La contraseña tiene caracteres no permitidos')

export const BusinessNameSchema = textField('El nombre de la empresa es obligatorio')
  .trim()
  .min(1, 'El nombre de la empresa es obligatorio')
  .max(BUSINESS_NAME_MAX_LENGTH, `El nombre puede tener hasta ${BUSINESS_NAME_MAX_LENGTH} caracteres`)
  .refine((value) => !ONE_LINE_CONTROL_CHARACTERS.test(value), 'El nombre tiene caracteres no permitidos')

export const RoleSchema = z.enum(ROLES, { error: 'Rol requerido: Por favor selecciona si eres constructor o proveedor' })

export const RedirectToSchema = textField('La dirección de regreso no es válida')
  .max(2000, 'La dirección de regreso no es válida')
  .optional()

/** The password of a sign-in or a confirmation: any text up to the maximum, never checked for strength. */
export const CurrentPasswordSchema = textField('Ingresá tu contraseña')
  .min(1, 'Ingresá tu contraseña')
  .max(PASSWORD_MAX_LENGTH, `La contraseña puede tener hasta ${PASSWORD_MAX_LENGTH} caracteres`)

/** A rating of whole stars; a missing one is the message the user sees next to the stars. */
export const RatingSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? 'Por favor selecciona una calificación' : 'La calificación no es válida'),
  })
  .int('La calificación no es válida')
  .min(RATING_MIN, `La calificación va de ${RATING_MIN} a ${RATING_MAX} estrellas`)
  .max(RATING_MAX, `La calificación va de ${RATING_MIN} a ${RATING_MAX} estrellas`)

/** Optional and trimmed: a comment of blanks is no comment. */
export const ReviewCommentSchema = z
  .string({ error: 'El comentario no es válido' })
  .trim()
  .max(REVIEW_COMMENT_MAX, {
    error: (issue) => `El comentario puede tener hasta ${REVIEW_COMMENT_MAX} caracteres; el tuyo tiene ${String(issue.input).length}.`,
  })
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'El comentario tiene caracteres no permitidos')
  .optional()

/** The review form of both provider pages: which service, how many stars, and an optional comment. */
export const ReviewSchema = z.object({
  listingId: z
    .number({ error: 'Elegí el servicio que querés reseñar' })
    .int('Elegí el servicio que querés reseñar')
    .positive('Elegí el servicio que querés reseñar'),
  rating: RatingSchema,
  comment: ReviewCommentSchema,
})

/** The review form's intent: the provider pages may hold other forms one day. */
export const reviewIntent = 'review'

/**
 * An Argentine phone written any usual way ("11 2345-6789", "(011) 4321-4321", "011 15-2345-6789",
 * "+54 9 11 2345-6789", "0351 15-123-4567") as E.164: mobiles +549 and landlines +54, followed by
 * the 10-digit national number. Undefined when it is not a full geographic number (a local
 * 8-digit number has no area code; 0800/0810/0600 numbers cannot be dialled from abroad).
 */
export function normalizeArgentinePhone(input: string): string | undefined {
  if (!/^[\d\s()+.\-/]*$/.test(input) || input.indexOf('+') > 0) return undefined
  let digits = input.replace(/\D/g, '')
  if (digits.startsWith('00')) digits = digits.slice(2)
  if (digits.startsWith('54')) digits = digits.slice(2)
  if (digits.startsWith('0')) digits = digits.slice(1)
  let mobile = false
  if (digits.length === 11 && digits.startsWith('9')) {
    digits = digits.slice(1)
    mobile = true
  } else if (digits.length === 12) {
    // 11 is the only 2-digit area code; the others have 3 or 4 digits and the mobile 15 follows them.
    const areaLength = digits.startsWith('11') ? [2] : [3, 4]
    const at = areaLength.find((length) => digits.slice(length, length + 2) === '15')
    if (at === undefined) return undefined
    digits = digits.slice(0, at) + digits.slice(at + 2)
    mobile = true
  }
  // Geographic area codes start with 11, 2 or 3.
  if (!/^(11|[23]\d)\d{8}$/.test(digits)) return undefined
  return `+54${mobile ? '9' : ''}${digits}`
}

const PHONE_MESSAGE = 'El teléfono no es válido. Escribilo con el código de área, por ejemplo 11 2345-6789 o (0351) 15-123-4567'

/** Optional: blank means "none". A valid one is stored in E.164. */
export const PhoneSchema = z
  .string({ error: 'El teléfono no es válido' })
  .trim()
  .max(PHONE_MAX_LENGTH, PHONE_MESSAGE)
  .transform((value, ctx) => {
    if (!value) return undefined
    const phone = normalizeArgentinePhone(value)
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE })
      return z.NEVER
    }
    return phone
  })
  .optional()

/** Optional: blank means "none". Stored with https:// when typed without a scheme. */
export const WebsiteSchema = z
  .string({ error: 'El sitio web no es válido' })
  .trim()
  .max(WEBSITE_MAX_LENGTH, `El sitio web puede tener hasta ${WEBSITE_MAX_LENGTH} caracteres`)
  .transform((value, ctx) => {
    if (!value) return undefined
    const website = /^https?:\/\//i.test(value) ? value : `https://${value}`
    if (!isWebAddress(website)) {
      ctx.addIssue({ code: 'custom', message: 'El sitio web no es válido. Por ejemplo: www.tuempresa.com.ar' })
      return z.NEVER
    }
    return website
  })
  .optional()

function isWebAddress(value: string) {
  if (/\s/.test(value) || CONTROL_CHARACTERS.test(value)) return false
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname)
    )
  } catch {
    return false
  }
}

/** Optional and trimmed: an address of blanks is no address. */
export const AddressSchema = z
  .string({ error: 'La dirección no es válida' })
  .trim()
  .max(ADDRESS_MAX_LENGTH, `La dirección puede tener hasta ${ADDRESS_MAX_LENGTH} caracteres`)
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'La dirección tiene caracteres no permitidos')
  .transform((value) => value || undefined)
  .optional()

/** Free text of a form: trimmed, required, bounded, no control characters but line breaks (none on one line). */
export const requiredText = (required: string, max: number, tooLong: string, { oneLine = false } = {}) =>
  textField(required)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !(oneLine ? ONE_LINE_CONTROL_CHARACTERS : CONTROL_CHARACTERS).test(value), 'El texto tiene caracteres no permitidos')

/** Optional free text: trimmed, bounded, blank means "none". */
export const optionalText = (invalid: string, max: number, tooLong: string) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, tooLong)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'El texto tiene caracteres no permitidos')
    .transform((value) => value || undefined)
    .optional()

/** The provider's public answer to a review. */
export const ReviewReplySchema = z.object({
  reply: requiredText(
    'Escribí tu respuesta',
    REVIEW_REPLY_MAX_LENGTH,
    `La respuesta puede tener hasta ${REVIEW_REPLY_MAX_LENGTH} caracteres`,
  ),
})

/** The reply page's two forms. */
export const replyIntent = 'responder'
export const deleteReplyIntent = 'eliminar-respuesta'

export const ALREADY_REPORTED_MESSAGE = 'Ya denunciaste esta reseña.'
export const OWN_REVIEW_REPORT_MESSAGE = 'No podés denunciar tu propia reseña.'
export const REPORT_DETAILS_REQUIRED = 'Contanos por qué denunciás esta reseña'

/** A report of a review: one of the reasons, and a text when the reason is 'Otro'. */
export const ReviewReportSchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, { error: 'Elegí el motivo de la denuncia' }),
    details: optionalText(
      'El detalle no es válido',
      REVIEW_REPORT_DETAILS_MAX_LENGTH,
      `El detalle puede tener hasta ${REVIEW_REPORT_DETAILS_MAX_LENGTH} caracteres`,
    ),
  })
  .refine((value) => value.reason !== 'Otro' || value.details, { path: ['details'], message: REPORT_DETAILS_REQUIRED })

/** The reason staff type for a decision that needs one; its target is told it. */
export const StaffReasonSchema = requiredText(
  'Escribí el motivo',
  STAFF_REASON_MAX_LENGTH,
  `El motivo puede tener hasta ${STAFF_REASON_MAX_LENGTH} caracteres`,
)
/** Why staff open a private document or read a conversation: the reason goes to the audit log. */
export const StaffDocumentReadSchema = z.object({ reason: StaffReasonSchema })

/**
 * An image field (a logo, a material's photo): its type and size when the form is parsed with the
 * file in it; the upload pipeline reads and checks the bytes, which is what decides.
 */
export const ImageFileSchema = z
  .instanceof(File, { error: 'Por favor selecciona una imagen válida' })
  .refine((file) => file.type.startsWith('image/'), 'Por favor selecciona una imagen válida')
  .refine((file) => file.size <= UPLOAD_MAX_BYTES, 'La imagen debe ser menor a 5MB')
  .optional()

export const LogoFileSchema = ImageFileSchema

/** A price in pesos as integer cents, above 0. */
export const priceCentsSchema = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? PRICE_REQUIRED : 'El valor enviado no es válido') })
    .trim()
    .max(40, PRICE_MESSAGES.format)
    .optional()
    .transform((value, ctx) => {
      const parsed = value ? parsePriceCents(value) : { ok: false as const, message: PRICE_REQUIRED }
      if (parsed.ok && parsed.hundredths > 0) return parsed.hundredths
      ctx.addIssue({ code: 'custom', message: parsed.ok ? PRICE_ZERO : parsed.message })
      return z.NEVER
    })

/** A document's size; its bytes are read later (private-documents.server.ts), which is what decides. */
export const DocumentFileSchema = z
  .instanceof(File, { error: 'Elegí un archivo' })
  .refine((file) => file.size <= DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES.tooLarge)
  .optional()

/** A form field holding a CUIT; parses to its 11 plain digits. */
export const CuitSchema = z.string({ error: 'Ingresá el CUIT' }).transform((value, ctx) => {
  const check = checkCuit(value)
  if (check.ok) return check.digits
  ctx.addIssue({ code: 'custom', message: check.message })
  return z.NEVER
})
