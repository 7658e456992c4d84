import { style } from '@vanilla-extract/css'
import { root as card } from '~/components/ui/Card.css'
import { media, vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const plans = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'stretch',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: '56rem' },
  },
})

export const plan = style([
  card,
  {
    position: 'relative',
    gap: vars.space.lg,
    padding: vars.space.lg,
  },
])

export const recommended = style({
  borderColor: vars.color.accent,
  borderWidth: '2px',
  boxShadow: vars.shadow.md,
})

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
})

export const planHeader = recipes.stack.xs

export const planName = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})

export const price = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

export const promotion = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accentText,
})

export const features = style([recipes.stack.sm, { flexGrow: 1, margin: 0, padding: 0, listStyle: 'none' }])

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
})

export const included = style({
  flexShrink: 0,
  color: vars.color.success,
})

export const excludedFeature = style({
  color: vars.color.textMuted,
  textDecoration: 'line-through',
})

export const notes = style({
  maxWidth: '56rem',
  color: vars.color.textMuted,
})
