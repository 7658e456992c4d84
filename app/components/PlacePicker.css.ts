import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  columnGap: vars.space.md,
})
