import { style } from '@vanilla-extract/css'
import { roomy } from '~/components/ui/Card.css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'

export const root = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    maxWidth: '40rem',
    paddingBlock: vars.space.xl,
    '@media': { [media.md]: { paddingBlock: vars.space.xxl } },
  },
])

export const form = roomy

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
