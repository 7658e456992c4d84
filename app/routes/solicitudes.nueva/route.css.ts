import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([page, recipes.stack.lg, { maxWidth: '48rem' }])

export const form = recipes.stack.md

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
})

export const upload = style([recipes.stack.xs, { alignItems: 'start' }])

export const progress = style({ width: '100%', height: vars.space.md })

export const actions = recipes.cluster.sm

export const note = recipes.note

export const notice = style([recipes.stack.sm, { padding: vars.space.md, background: vars.color.accentSoft, borderRadius: vars.radius.md }])
