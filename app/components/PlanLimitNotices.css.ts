import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([recipes.stack.xs, { margin: 0, padding: 0, listStyle: 'none' }])

export const notice = style({
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.warningSoft,
})
