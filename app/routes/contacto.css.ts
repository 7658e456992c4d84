import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'

export const root = page

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  },
})

export const title = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
})

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

globalStyle(`${facts} dt`, {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
})

// Long addresses break rather than widen the column on a phone.
globalStyle(`${facts} dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
})

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})
