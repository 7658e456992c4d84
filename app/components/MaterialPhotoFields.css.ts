import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
})

export const photo = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
})

export const thumbnail = style([recipes.thumbnail, { width: '6rem', height: '4.5rem' }])

export const actions = recipes.wrapRow.xs
