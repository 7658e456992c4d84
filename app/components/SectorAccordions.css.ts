import { style } from '@vanilla-extract/css'
import * as accordion from '~/styles/accordion.css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export { item, list } from '~/styles/accordion.css'

export const summary = style([accordion.summary, { color: vars.color.brand }])

export const panel = style([
  accordion.panel,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  },
])

export const ownPage = style({
  fontWeight: vars.fontWeight.medium,
})

export const intro = style([recipes.stack.xs, { alignItems: 'flex-start' }])

export const status = recipes.muted

export const seeAll = style({
  alignSelf: 'flex-start',
  fontWeight: vars.fontWeight.bold,
})
