import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
})

export const logo = style({
  border: `1px solid ${vars.color.border}`,
})
