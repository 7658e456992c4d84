import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: '2px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
})

export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.background, color: vars.color.textMuted, boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
  brand: { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
  accent: { backgroundColor: vars.color.accentSoft, color: vars.color.accentText },
  success: { backgroundColor: vars.color.successSoft, color: vars.color.successText },
  warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warning },
  danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerText },
})
