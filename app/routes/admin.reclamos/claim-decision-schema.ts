import * as z from 'zod'
import { STAFF_REASON_MAX_LENGTH } from '~/constants'
import { parsePositiveInt } from '~/utils/params'
import { requiredText, textField } from '~/utils/validation'

const ClaimIdSchema = textField('Falta el reclamo').transform((value, ctx) => {
  const id = parsePositiveInt(value)
  if (id !== null) return id
  ctx.addIssue({ code: 'custom', message: 'El reclamo no es válido' })
  return z.NEVER
})

export const ApproveClaimSchema = z.object({ claimId: ClaimIdSchema })
export const RejectClaimSchema = z.object({
  claimId: ClaimIdSchema,
  reason: requiredText(
    'Escribí el motivo del rechazo',
    STAFF_REASON_MAX_LENGTH,
    `El motivo puede tener hasta ${STAFF_REASON_MAX_LENGTH} caracteres`,
  ),
})
