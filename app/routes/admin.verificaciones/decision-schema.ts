import * as z from 'zod'
import { STAFF_REASON_MAX_LENGTH } from '~/constants'
import { optionalText } from '~/utils/validation'
import { approveIntent, rejectIntent, REASON_REQUIRED } from './forms'

/** One check's decision: the button pressed says which; rejecting needs a reason. */
export const CheckDecisionSchema = z
  .object({
    checkId: z.coerce.number({ error: 'La verificación no es válida' }).int().positive('La verificación no es válida'),
    intent: z.enum([approveIntent, rejectIntent], { error: 'Elegí «Aprobar» o «Rechazar»' }),
    // Optional for approving (a note for the audit log), required for rejecting.
    reason: optionalText(
      'El motivo no es válido',
      STAFF_REASON_MAX_LENGTH,
      `El motivo puede tener hasta ${STAFF_REASON_MAX_LENGTH} caracteres`,
    ),
  })
  .superRefine((value, ctx) => {
    if (value.intent === rejectIntent && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED })
  })
