import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([
  recipes.stack.xs,
  {
    padding: vars.space.md,
    color: vars.color.dangerText,
    backgroundColor: vars.color.dangerSoft,
    borderRadius: vars.radius.md,
  },
])

export const title = style({ fontWeight: vars.fontWeight.bold })
