import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  fontWeight: vars.fontWeight.bold,
})
