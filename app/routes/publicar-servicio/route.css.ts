import { style } from '@vanilla-extract/css'
import { roomy } from '~/components/ui/Card.css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    maxWidth: '40rem',
    paddingBlock: vars.space.xl,
    '@media': { [media.md]: { paddingBlock: vars.space.xxl } },
  },
])

export const form = roomy

export const group = style([recipes.stack.md, { minWidth: 0, margin: 0, padding: 0, border: 'none' }])

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const note = style([recipes.note, { margin: 0 }])
