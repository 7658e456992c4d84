import * as z from 'zod'
import { recordIdSchema, StaffReasonSchema } from '~/utils/validation'

export const ReviewIdSchema = recordIdSchema('Reseña inválida')

export const HideReviewSchema = z.object({ reviewId: ReviewIdSchema, reason: StaffReasonSchema })
