import { z } from 'zod'
import { StaffReasonSchema } from '~/utils/validation'

export const VIEW_PARAM = 'ver'
export const HIDDEN_VIEW = 'ocultas'

export const moderationIntents = { hide: 'ocultar', keep: 'mantener', restore: 'restaurar' } as const

export const ReviewIdSchema = z.number({ error: 'Reseña inválida' }).int('Reseña inválida').positive('Reseña inválida')

export const HideReviewSchema = z.object({ reviewId: ReviewIdSchema, reason: StaffReasonSchema })
