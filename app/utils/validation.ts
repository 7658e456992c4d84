import { z } from 'zod'
import {
  BUSINESS_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  ROLES,
} from '~/constants'

/**
 * Field schemas shared by every form, in the browser and on the server. Messages are the
 * product's Spanish; a missing field and a field of the wrong shape (sent twice, a file) each get
 * a clear one.
 */
export const textField = (required: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : 'El valor enviado no es válido') })

// Control characters (NUL and friends) never belong in a name or an address.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

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
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'El nombre tiene caracteres no permitidos')

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
    error: (issue) =>
      issue.input === undefined ? 'Por favor selecciona una calificación' : 'La calificación no es válida',
  })
  .int('La calificación no es válida')
  .min(RATING_MIN, `La calificación va de ${RATING_MIN} a ${RATING_MAX} estrellas`)
  .max(RATING_MAX, `La calificación va de ${RATING_MIN} a ${RATING_MAX} estrellas`)

/** Optional and trimmed: a comment of blanks is no comment. */
export const ReviewCommentSchema = z
  .string({ error: 'El comentario no es válido' })
  .trim()
  .max(REVIEW_COMMENT_MAX, {
    error: (issue) =>
      `El comentario puede tener hasta ${REVIEW_COMMENT_MAX} caracteres; el tuyo tiene ${String(issue.input).length}.`,
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
