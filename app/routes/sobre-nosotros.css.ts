import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'

export const root = page

/** About 70 characters a line. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '44rem',
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingLeft: vars.space.lg,
})
