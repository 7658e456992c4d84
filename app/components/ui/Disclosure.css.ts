import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'

export const root = style({
  position: 'relative',
  display: 'inline-block',
})

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.brandSoft },
  },
})

export const chevron = style({
  width: '16px',
  height: '16px',
  transition: 'transform 0.15s',
  selectors: {
    [`${root}[open] &`]: { transform: 'rotate(180deg)' },
  },
})

export const panel = style({
  position: 'absolute',
  zIndex: 20,
  insetInlineStart: 0,
  marginTop: vars.space.sm,
  width: 'min(22rem, calc(100vw - 2 * 16px))',
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.md]: { padding: vars.space.lg },
  },
})

export const title = style({
  fontSize: vars.fontSize.lg,
})

globalStyle(`${panel} > * + *`, {
  marginTop: vars.space.md,
})
