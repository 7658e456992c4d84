import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
})

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md })
