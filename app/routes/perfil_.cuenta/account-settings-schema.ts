import * as z from 'zod'
import { CurrentPasswordSchema, EmailSchema, PasswordSchema, textField } from '~/utils/validation'

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
