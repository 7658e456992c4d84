import type { SubmissionResult } from '@conform-to/react'
import * as z from 'zod'
import { CurrentPasswordSchema, EmailSchema, PasswordSchema, textField } from '~/utils/validation'

export const changePasswordIntent = 'cambiar-clave'
export const changeEmailIntent = 'cambiar-correo'
export const notificationsIntent = 'notificaciones'

export const ChangePasswordSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    newPassword: PasswordSchema,
    confirmPassword: textField('Repetí la contraseña nueva'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Las contraseñas no coinciden',
  })

export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  password: CurrentPasswordSchema,
})

export const NotificationsSchema = z.object({ notifyByEmail: z.boolean().default(false) })

/** What the page gets back from a refused form: which form, and Conform's result for it. */
export type AccountSettingsReply = { intent: string; result: SubmissionResult<string[]> }
