import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'

export const dialog = style({
  width: 'calc(100% - 2 * 16px)',
  maxWidth: '30rem',
  maxHeight: 'calc(100% - 2 * 16px)',
  // The reset zeroes every margin; a modal dialog centres itself with auto margins.
  margin: 'auto',
  padding: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  selectors: {
    '&::backdrop': { backgroundColor: 'rgb(16 24 40 / 0.6)' },
  },
  '@media': {
    [media.md]: { padding: vars.space.xl },
  },
})

export const pitch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const title = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
})

export const pageTitle = style({
  fontSize: vars.fontSize.xxxl,
  color: vars.color.brand,
})

export const listTitle = style({
  fontWeight: vars.fontWeight.bold,
})

export const benefits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  paddingInlineStart: vars.space.lg,
})

globalStyle(`${benefits} > li::marker`, {
  color: vars.color.accentText,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
