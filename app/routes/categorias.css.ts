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
