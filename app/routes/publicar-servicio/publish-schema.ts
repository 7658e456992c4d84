import type { SubmissionResult } from '@conform-to/react'
import * as z from 'zod'
import { SERVICE_DESCRIPTION_MAX_LENGTH } from '~/constants'
import { OTHER_SUBSECTOR_MAX_LENGTH } from '~/taxonomy'
import { resolvePlacement } from '~/utils/publishing'
import { AddressSchema, PhoneSchema, requiredText, textField, WebsiteSchema } from '~/utils/validation'

const optionalText = z.string({ error: 'El valor enviado no es válido' }).optional()

export const PublishSchema = z
  .object({
    sector: textField('Elegí un rubro'),
    subsector: optionalText,
    subsectorOther: z
      .string({ error: 'El valor enviado no es válido' })
      .max(OTHER_SUBSECTOR_MAX_LENGTH, `El subrubro puede tener hasta ${OTHER_SUBSECTOR_MAX_LENGTH} caracteres`)
      .optional(),
    division: optionalText,
    zona: textField('Elegí una zona'),
    localidad: textField('Elegí una localidad').max(100, 'Elegí una localidad de la lista'),
    description: requiredText(
      'Describí tu servicio',
      SERVICE_DESCRIPTION_MAX_LENGTH,
      `La descripción puede tener hasta ${SERVICE_DESCRIPTION_MAX_LENGTH} caracteres`,
    ),
    phone: PhoneSchema,
    address: AddressSchema,
    website: WebsiteSchema,
  })
  .superRefine((value, ctx) => {
    const placement = resolvePlacement(value)
    if (placement.ok) return
    for (const [path, message] of Object.entries(placement.errors)) ctx.addIssue({ code: 'custom', path: [path], message })
  })

export type PublishReply = { result: SubmissionResult<string[]>; limitReached?: boolean }
