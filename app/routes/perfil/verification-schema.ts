import * as z from 'zod'
import {
  ADDRESS_MAX_LENGTH,
  INSURANCE_KINDS,
  INSURER_MAX_LENGTH,
  LEGAL_NAME_MAX_LENGTH,
  LICENSE_ISSUER_MAX_LENGTH,
  LICENSE_NUMBER_MAX_LENGTH,
  LICENSE_TRADE_MAX_LENGTH,
  POLICY_NUMBER_MAX_LENGTH,
  TAX_CONDITIONS,
  type VerificationKind,
} from '~/constants'
import { ZONES, isLocalidadOf } from '~/zones'
import { CuitSchema, DocumentFileSchema, requiredText } from '~/utils/validation'
import { buenosAiresToday } from '~/utils/verification'

const text = (label: string, max: number) => requiredText(`Completá ${label}`, max, `Puede tener hasta ${max} caracteres`)

const isDay = (value: string) => {
  const date = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

export const CHECK_SCHEMAS = {
  cuit: z.object({
    cuit: CuitSchema,
    legalName: text('la razón social', LEGAL_NAME_MAX_LENGTH),
    taxCondition: z.enum(TAX_CONDITIONS, { error: 'Elegí la condición fiscal' }),
  }),
  domicilio: z.object({
    streetAddress: text('la dirección', ADDRESS_MAX_LENGTH),
    localidad: z
      .string({ error: 'Elegí la localidad' })
      .refine((value) => ZONES.some((zone) => isLocalidadOf(zone, value)), 'Elegí una localidad de la lista'),
    document: DocumentFileSchema,
  }),
  matricula: z.object({
    licenseNumber: text('el número de matrícula', LICENSE_NUMBER_MAX_LENGTH),
    licenseIssuer: text('quién la otorga', LICENSE_ISSUER_MAX_LENGTH),
    licenseTrade: text('el oficio o la profesión', LICENSE_TRADE_MAX_LENGTH),
    document: DocumentFileSchema,
  }),
  seguro: z.object({
    insuranceKind: z.enum(INSURANCE_KINDS, { error: 'Elegí el tipo de seguro' }),
    insurer: text('la aseguradora', INSURER_MAX_LENGTH),
    policyNumber: text('el número de póliza', POLICY_NUMBER_MAX_LENGTH),
    expiresOn: z
      .string({ error: 'Ingresá la fecha de vencimiento' })
      .refine(isDay, 'Ingresá una fecha válida')
      // A Buenos Aires calendar day, the same one the public panel counts from.
      .refine((value) => value > buenosAiresToday(), 'La póliza tiene que vencer después de hoy'),
    document: DocumentFileSchema,
  }),
} satisfies Record<VerificationKind, z.ZodType>
