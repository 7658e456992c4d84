import * as z from 'zod'
import { CurrentPasswordSchema } from '~/utils/validation'

/** Deleting the account asks for its password first. */
export const DeleteAccountSchema = z.object({
  password: CurrentPasswordSchema,
})
