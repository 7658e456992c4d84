import type { SubmissionResult } from '@conform-to/react'

/* The three forms of /perfil/cuenta: their intents and the reply of a refused one. */

export const changePasswordIntent = 'cambiar-clave'
export const changeEmailIntent = 'cambiar-correo'
export const notificationsIntent = 'notificaciones'

/** What the page gets back from a refused form: which form, and Conform's result for it. */
export type AccountSettingsReply = { intent: string; result: SubmissionResult<string[]> }
