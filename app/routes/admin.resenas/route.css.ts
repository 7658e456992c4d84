import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = recipes.stack.lg

export const views = style([recipes.cluster.md, { listStyle: 'none', padding: 0, margin: 0 }])

export const count = recipes.muted

export const details = style([recipes.stack.sm, { marginBlockStart: vars.space.sm }])

export const reportTexts = style([recipes.stack.xs, recipes.note])

export const decisions = recipes.stack.sm

export const hideForm = recipes.stack.sm
