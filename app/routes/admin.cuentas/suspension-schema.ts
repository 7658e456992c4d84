import * as z from 'zod'
import { STAFF_REASON_MAX_LENGTH } from '~/constants'
import { CONTROL_CHARACTERS, recordIdSchema, textField } from '~/utils/validation'
import { reactivateIntent, suspendIntent } from './forms'

const AccountIdSchema = recordIdSchema('La cuenta no es válida')

export const SuspendSchema = z.object({
  intent: z.literal(suspendIntent),
  userId: AccountIdSchema,
  reason: textField('Escribí el motivo de la suspensión')
    .trim()
    .min(1, 'Escribí el motivo de la suspensión')
    .max(STAFF_REASON_MAX_LENGTH, `El motivo puede tener hasta ${STAFF_REASON_MAX_LENGTH} caracteres`)
    .refine((reason) => !CONTROL_CHARACTERS.test(reason), 'El motivo tiene caracteres no permitidos'),
})

export const ReactivateSchema = z.object({
  intent: z.literal(reactivateIntent),
  userId: AccountIdSchema,
})
