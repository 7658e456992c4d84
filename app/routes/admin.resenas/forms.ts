/** The moderation queue's views and the buttons of a reported review. */
export const VIEW_PARAM = 'ver'
export const HIDDEN_VIEW = 'ocultas'

export const moderationIntents = { hide: 'ocultar', keep: 'mantener', restore: 'restaurar' } as const
