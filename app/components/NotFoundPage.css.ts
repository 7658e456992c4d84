import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'

export const root = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.md,
    paddingBlock: vars.space.xxl,
    '@media': {
      [media.md]: { alignItems: 'center', textAlign: 'center', paddingBlock: vars.space.xxxl },
    },
  },
])

export const code = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  color: vars.color.accentText,
})

export const title = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
  '@media': {
    [media.md]: { fontSize: vars.fontSize.xxxl },
  },
})

export const text = style({
  maxWidth: '36rem',
  color: vars.color.textMuted,
})
