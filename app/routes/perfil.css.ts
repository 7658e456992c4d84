import { globalStyle, style } from '@vanilla-extract/css'
import { root as card } from '~/components/ui/Card.css'
import { media, vars } from '~/styles/theme.css'

export const panels = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
})

export const panel = style([
  card,
  {
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.lg,
  },
])

export const panelTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xl,
})

export const details = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
})

globalStyle(`${details} dt`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

globalStyle(`${details} dd`, {
  margin: `0 0 ${vars.space.sm}`,
  overflowWrap: 'anywhere',
})

export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
})
