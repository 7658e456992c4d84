import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'

export const root = style([
  container,
  {
    paddingBlock: vars.space.xl,
    '@media': {
      [media.md]: { paddingBlock: vars.space.xxl },
    },
  },
])

export const panel = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.md]: { padding: vars.space.xl },
  },
})
