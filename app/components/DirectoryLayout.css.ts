import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'

export const root = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    paddingBlock: vars.space.xl,
    '@media': {
      [media.md]: { paddingBlock: vars.space.xxl },
    },
  },
])
