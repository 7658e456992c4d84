import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const identity = recipes.cluster.md

export const logo = style({
  border: `1px solid ${vars.color.border}`,
})
