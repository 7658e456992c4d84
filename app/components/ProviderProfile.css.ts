import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'

/* The layout both provider pages share, and the contact pieces. */

export const root = page

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
})

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
})

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
})

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})

export const description = style({
  whiteSpace: 'pre-line',
})

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const sectionTitle = style({
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
})

export const muted = style({
  color: vars.color.textMuted,
})

export const contactList = style({
  display: 'grid',
  gap: vars.space.sm,
})

export const contactRow = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': {
    [media.md]: { gridTemplateColumns: '8rem 1fr' },
  },
})

export const contactLabel = style({
  fontWeight: vars.fontWeight.bold,
})

export const contactCard = style({
  gap: vars.space.md,
  borderTop: `4px solid ${vars.color.accent}`,
})

export const contactCardTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
})
