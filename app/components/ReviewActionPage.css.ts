import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([recipes.stack.lg, { maxWidth: '40rem', marginInline: 'auto', padding: vars.space.md }])

export const quote = style([recipes.stack.sm, { margin: 0 }])

export const caption = recipes.note

export const form = recipes.stack.md

export const actions = recipes.cluster.sm
