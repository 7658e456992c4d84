import * as z from 'zod'
import { CONTACT_PERSON_MAX_LENGTH, PROFILE_DESCRIPTION_MAX_LENGTH } from '~/constants'
import { AddressSchema, BusinessNameSchema, LogoFileSchema, optionalText, PhoneSchema, WebsiteSchema } from '~/utils/validation'

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
  // The upload pipeline takes the file out before the form is parsed: here it names the field.
  logo: LogoFileSchema,
})
