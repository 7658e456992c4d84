import type { SubmissionResult } from '@conform-to/react'
import * as z from 'zod'
import { STAFF_REASON_MAX_LENGTH } from '~/constants'
import { optionalText } from '~/utils/validation'

export const approveIntent = 'aprobar'
export const rejectIntent = 'rechazar'

export const REASON_REQUIRED = 'Escribí el motivo del rechazo: se lo enviamos al proveedor'

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

/** The reply of a refused decision, for the form of the check it names. */
export type DecisionReply = { checkId: number | null; result: SubmissionResult<string[]> }
