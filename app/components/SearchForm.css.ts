import { style } from '@vanilla-extract/css'
import * as recipes from '~/styles/recipes.css'
import { vars } from '~/styles/theme.css'

export const root = style([recipes.stack.sm, { maxWidth: '44rem', marginTop: vars.space.sm }])

export const label = style({
  fontWeight: vars.fontWeight.bold,
})

export const row = style({
  display: 'flex',
  gap: vars.space.sm,
})

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '52px',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
})

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '52px',
  height: '52px',
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  border: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentStrong },
  },
})

export const note = style({
  fontWeight: vars.fontWeight.bold,
})
