import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const root = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const counter = style({
  fontVariantNumeric: 'tabular-nums',
})

export const counterOver = style([counter, { color: vars.color.dangerText, fontWeight: vars.fontWeight.bold }])
