import * as z from 'zod'
import { recordIdSchema, StaffReasonSchema } from '~/utils/validation'

export const VIEW_PARAM = 'ver'
export const HIDDEN_VIEW = 'ocultas'

export const moderationIntents = { hide: 'ocultar', keep: 'mantener', restore: 'restaurar' } as const

export const ReviewIdSchema = recordIdSchema('Reseña inválida')

export const HideReviewSchema = z.object({ reviewId: ReviewIdSchema, reason: StaffReasonSchema })
