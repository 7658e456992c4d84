import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
})

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.brandStrong, color: vars.color.onBrand },
    },
  },
  accent: {
    backgroundColor: vars.color.accent,
    color: vars.color.onAccent,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.accentStrong, color: vars.color.onAccent },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    borderColor: vars.color.brand,
    color: vars.color.brand,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSoft, color: vars.color.brandStrong },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.brand,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSoft, color: vars.color.brandStrong },
    },
  },
})

export const size = styleVariants({
  sm: { minHeight: '36px', paddingBlock: vars.space.xs, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  md: { minHeight: vars.size.tapTarget, paddingBlock: vars.space.sm, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
  lg: { minHeight: '52px', paddingBlock: vars.space.sm, paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
})

export const fullWidth = style({
  width: '100%',
})
