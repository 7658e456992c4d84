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
