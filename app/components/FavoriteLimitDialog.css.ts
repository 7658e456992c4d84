import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const pitch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const title = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
})

export const pageTitle = style({
  fontSize: vars.fontSize.xxxl,
  color: vars.color.brand,
})

export const listTitle = style({
  fontWeight: vars.fontWeight.bold,
})

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  paddingInlineStart: vars.space.lg,
})

globalStyle(`${benefits} > li::marker`, {
  color: vars.color.accentText,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
