import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([
  recipes.stack.sm,
  recipes.surfacePanel.lg,
  { '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } } },
])

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
})

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.md,
  '@media': {
    [media.md]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.lg },
  },
})

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
})
