import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([
  container,
  {
    paddingBlock: vars.space.xl,
    '@media': {
      [media.md]: { paddingBlock: vars.space.xxl },
    },
  },
])

export const panel = style([
  recipes.surfacePanel.lg,
  {
    maxWidth: '36rem',
    marginInline: 'auto',
    padding: vars.space.lg,
    boxShadow: vars.shadow.sm,
    '@media': { [media.md]: { padding: vars.space.xl } },
  },
])
