import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
})

export const size = styleVariants({
  sm: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
  md: { width: '56px', height: '56px', fontSize: vars.fontSize.lg },
  lg: { width: '96px', height: '96px', fontSize: vars.fontSize.xxl, borderRadius: vars.radius.lg },
})

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  backgroundColor: vars.color.surface,
})
