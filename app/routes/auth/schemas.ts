import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'
import {
  BusinessNameSchema,
  CurrentPasswordSchema,
  EmailSchema,
  PasswordSchema,
  RedirectToSchema,
  RoleSchema,
} from '~/utils/validation'

export const loginIntent = 'login'
export const signUpIntent = 'signup'
export const resendIntent = 'resend-verification'

export const LoginSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  redirectTo: RedirectToSchema,
})

export const SignUpSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  businessName: BusinessNameSchema,
  userRole: RoleSchema,
  acceptTerms: z
    .boolean({ error: 'Tenés que aceptar los términos y condiciones' })
    .refine((accepted) => accepted, 'Tenés que aceptar los términos y condiciones'),
})

export const ResendSchema = z.object({ email: EmailSchema })

export type ActionResult = {
  intent: string
  result: SubmissionResult<string[]>
  unverifiedEmail?: string
}
