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

export { group, legend } from '~/styles/form-groups.css'

export const note = style([recipes.note, { margin: 0 }])
