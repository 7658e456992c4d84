import type { SubmissionResult } from '@conform-to/react'
import * as z from 'zod'
import { BusinessNameSchema, CurrentPasswordSchema, EmailSchema, PasswordSchema, RedirectToSchema, RoleSchema } from '~/utils/validation'

export const loginIntent = 'login'
export const signUpIntent = 'signup'
export const resendIntent = 'resend-verification'
export const signInLinkIntent = 'sign-in-link'

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

/** The forms that ask for a link by e-mail: a new verification link, a one-time sign-in link. */
export const AccountEmailSchema = z.object({ email: EmailSchema })

export type ActionResult = {
  intent: string
  result: SubmissionResult<string[]>
  unverifiedEmail?: string
  /** A sign-in refused because the account is locked: the page offers a sign-in link instead. */
  lockedEmail?: string
}
