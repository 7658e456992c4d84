import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const changes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0`,
  paddingInlineStart: vars.space.lg,
})

export const actions = recipes.cluster.sm
