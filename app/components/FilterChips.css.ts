import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
  listStyle: 'none',
  padding: 0,
})

export const item = style({
  maxWidth: '100%',
})

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.brandSoft,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
  },
})

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const icon = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
})
