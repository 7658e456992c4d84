import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
})

export const photo = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
})

export const thumbnail = style({
  width: '6rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
})
