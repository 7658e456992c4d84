import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

const slideUp = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'none' },
})

export const root = style({
  position: 'fixed',
  zIndex: 50,
  insetInline: vars.space.md,
  bottom: vars.space.md,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  borderInlineStart: '6px solid',
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.md]: { insetInlineStart: 'auto', width: '24rem' },
    '(prefers-reduced-motion: no-preference)': { animation: `${slideUp} 0.2s ease-out` },
  },
})

export const tone = styleVariants({
  success: { borderColor: vars.color.success },
  error: { borderColor: vars.color.danger },
  info: { borderColor: vars.color.brand },
})

export const body = style([recipes.stack.xs, { flex: 1 }])

export const title = style({
  fontWeight: vars.fontWeight.bold,
})

export const description = recipes.note

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  margin: `calc(-1 * ${vars.space.sm})`,
  background: 'none',
  border: 'none',
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background, color: vars.color.text },
    '&[hidden]': { display: 'none' },
  },
})
