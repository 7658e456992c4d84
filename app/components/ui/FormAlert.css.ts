import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  color: vars.color.dangerText,
  backgroundColor: vars.color.dangerSoft,
  borderRadius: vars.radius.md,
})

export const title = style({ fontWeight: vars.fontWeight.bold })
