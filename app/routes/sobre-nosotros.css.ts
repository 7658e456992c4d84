import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = page

/** About 70 characters a line. */
export const section = style([recipes.stack.sm, { maxWidth: '44rem' }])

export const list = style([recipes.stack.xs, { paddingLeft: vars.space.lg }])
