import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([recipes.stack.sm, recipes.surfacePanel.lg, { boxShadow: vars.shadow.sm }])

/** A roomier card for a form or a page's main block. */
export const roomy = style([root, { gap: vars.space.md, padding: vars.space.lg }])
