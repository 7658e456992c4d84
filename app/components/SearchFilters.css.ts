import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const legend = style({
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
})

export const region = style({
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
})

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})
