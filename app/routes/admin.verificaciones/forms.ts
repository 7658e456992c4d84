import type { SubmissionResult } from '@conform-to/react'

/** The buttons of a check in the verification queue, and the reply of a refused decision. */
export const approveIntent = 'aprobar'
export const rejectIntent = 'rechazar'

export const REASON_REQUIRED = 'Escribí el motivo del rechazo: se lo enviamos al proveedor'

/** The reply of a refused decision, for the form of the check it names. */
export type DecisionReply = { checkId: number | null; result: SubmissionResult<string[]> }
