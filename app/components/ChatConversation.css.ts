import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const list = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  scrollBehavior: 'smooth',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
})

export const item = style({
  maxWidth: 'min(36rem, 90%)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
})

export const user = style({
  alignSelf: 'flex-end',
  background: vars.color.brand,
  color: vars.color.onBrand,
})

export const assistant = style({
  alignSelf: 'flex-start',
  background: vars.color.brandSoft,
  color: vars.color.text,
})

export const author = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
})

export const text = recipes.typedText

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
})

export const time = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
})

export const requestForm = style({
  marginTop: vars.space.xs,
})
