import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = recipes.stack.md

export const header = recipes.cluster.md

export const title = recipes.brandTitle.xxl

export const average = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
})

export const averageBadge = style({
  fontSize: vars.fontSize.md,
})

export const empty = recipes.muted

export const list = style([recipes.stack.md, { listStyle: 'none', padding: 0 }])

export const review = style([recipes.surfacePanel.lg, { display: 'flex', alignItems: 'flex-start', gap: vars.space.md }])

export const body = style([recipes.stack.xs, { minWidth: 0 }])

export const name = style({
  fontSize: vars.fontSize.md,
})

export const meta = style([recipes.note, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.md }])

export const stars = style({
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.1em',
  color: vars.color.accentText,
})

export const starsEmpty = style({
  color: vars.color.borderStrong,
})

export const service = recipes.note

export const comment = recipes.typedText

export const reply = style([
  recipes.stack.xs,
  { marginBlockStart: vars.space.sm, paddingInlineStart: vars.space.md, borderInlineStart: `3px solid ${vars.color.border}` },
])

export const replyHeading = style([recipes.note, { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm, fontWeight: 600 }])

export const actions = style([recipes.cluster.md, recipes.note])
