import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style({
  height: '100%',
  gap: vars.space.md,
})

export const premium = style({
  borderColor: vars.color.accent,
  boxShadow: `inset 0 4px 0 ${vars.color.accent}, ${vars.shadow.sm}`,
})

export const header = recipes.stack.xs

export const name = recipes.brandTitle.lg

export const highlights = recipes.cluster.sm

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

export const star = style({
  width: '16px',
  height: '16px',
  fill: vars.color.accent,
})

export const reviewCount = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
})

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
})

// Long subsector and division names must wrap inside the card at 360 px instead of overflowing it.
globalStyle(`${badges} > li > *`, {
  whiteSpace: 'normal',
})

export const description = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  color: vars.color.textMuted,
})

export const details = style([recipes.stack.xs, { fontSize: vars.fontSize.sm }])

export const detail = style({
  display: 'grid',
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  gap: vars.space.sm,
})

globalStyle(`${detail} > dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
})

export const detailTerm = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
})

export const footer = style([recipes.stack.sm, { marginTop: 'auto' }])

export const notes = style([
  recipes.stack.xs,
  {
    padding: vars.space.sm,
    backgroundColor: vars.color.background,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  },
])
