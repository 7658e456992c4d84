import type { SubmissionResult } from '@conform-to/react'
import * as z from 'zod'
import { CONTACT_PERSON_MAX_LENGTH, PROFILE_DESCRIPTION_MAX_LENGTH } from '~/constants'
import { AddressSchema, BusinessNameSchema, LogoFileSchema, optionalText, PhoneSchema, WebsiteSchema } from '~/utils/validation'

export const saveProfileIntent = 'guardar-perfil'

export const PROFILE_SAVED = 'Los datos se guardaron correctamente'
export const PROFILE_NOT_SAVED = 'No se pudo actualizar el perfil'
export const LOGO_SAVED = 'Logo subido correctamente'
export const LOGO_FAILED = 'Error al subir el logo'
export const LOGO_PENDING = 'Logo subido pero no guardado en BD. Haz clic en Guardar.'

export const ProfileSchema = z.object({
  businessName: BusinessNameSchema,
  contactPerson: optionalText(
    'La persona de contacto no es válida',
    CONTACT_PERSON_MAX_LENGTH,
    `La persona de contacto puede tener hasta ${CONTACT_PERSON_MAX_LENGTH} caracteres`,
  ),
  phone: PhoneSchema,
  address: AddressSchema,
  description: optionalText(
    'La descripción no es válida',
    PROFILE_DESCRIPTION_MAX_LENGTH,
    `La descripción puede tener hasta ${PROFILE_DESCRIPTION_MAX_LENGTH} caracteres`,
  ),
  website: WebsiteSchema,
  // Only the browser sees the file here; on the server the upload pipeline has taken it out.
  logo: LogoFileSchema,
})

export type ProfileReply = { result: SubmissionResult<string[]>; pendingLogo?: string }
