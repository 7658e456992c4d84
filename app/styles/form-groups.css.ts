import { style } from '@vanilla-extract/css'
import * as recipes from './recipes.css'
import { vars } from './theme.css'

/** A long form's parts: a fieldset without a frame, its legend a heading. */
export const group = style([recipes.stack.md, { minWidth: 0, margin: 0, padding: 0, border: 'none' }])

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})
