import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([page, recipes.stack.lg, { maxWidth: '48rem' }])

export const form = recipes.stack.md

export const actions = style([recipes.cluster.sm, { alignItems: 'center' }])

export const notice = style([recipes.stack.sm, { padding: vars.space.md, background: vars.color.accentSoft, borderRadius: vars.radius.md }])
