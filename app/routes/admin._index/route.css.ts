import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const queues = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
})

export const queue = style([
  recipes.surfacePanel.md,
  { display: 'flex', alignItems: 'baseline', gap: vars.space.sm, color: vars.color.brand },
])

export const count = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold })

export const recent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
