import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = page

export const columns = style([recipes.sideBySide.md, { vars: { [recipes.sideColumns]: 'minmax(0, 1fr) minmax(0, 2fr)' } }])

export const title = recipes.brandTitle.xl

export const facts = style([recipes.stack.md])

globalStyle(`${facts} dt`, {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
})

// Long addresses break rather than widen the column on a phone.
globalStyle(`${facts} dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
})

export const form = recipes.stack.md
