import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const pitch = recipes.stack.md

export const title = recipes.brandTitle.xl

export const pageTitle = recipes.brandTitle.xxxl

export const listTitle = style({
  fontWeight: vars.fontWeight.bold,
})

export const benefits = style([recipes.stack.xs, { marginTop: vars.space.xs, paddingInlineStart: vars.space.lg }])

globalStyle(`${benefits} > li::marker`, {
  color: vars.color.accentText,
})

export const actions = recipes.wrapRow.sm
