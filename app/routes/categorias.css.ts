import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'

export const root = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    paddingTop: vars.space.xl,
    '@media': {
      [media.md]: { paddingTop: vars.space.xxl },
    },
  },
])

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const title = style({
  fontSize: vars.fontSize.xxxl,
  color: vars.color.brand,
  '@media': {
    [media.md]: { fontSize: vars.fontSize.huge },
  },
})

export const lead = style({
  maxWidth: '40rem',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
})

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
})
