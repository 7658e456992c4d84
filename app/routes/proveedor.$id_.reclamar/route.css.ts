import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([container, recipes.stack.lg, { maxWidth: '36rem', paddingBlock: vars.space.xl }])

export const form = recipes.stack.md

export const state = recipes.stack.sm

export const title = recipes.brandTitle.lg

export const back = style({ marginTop: vars.space.md })
