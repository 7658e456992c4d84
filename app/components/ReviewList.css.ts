import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
})

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
})

export const average = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
})

export const averageBadge = style({
  fontSize: vars.fontSize.md,
})

export const empty = style({
  color: vars.color.textMuted,
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
})

export const review = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})

export const name = style({
  fontSize: vars.fontSize.md,
})

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const stars = style({
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.1em',
  color: vars.color.accentText,
})

export const starsEmpty = style({
  color: vars.color.borderStrong,
})

export const service = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const comment = style({
  whiteSpace: 'pre-line',
})
