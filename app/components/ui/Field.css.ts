import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = recipes.stack.xs

export const label = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
})

export const control = style({
  width: '100%',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
})

export const textarea = style({
  minHeight: '7.5rem',
  resize: 'vertical',
})

export const hint = recipes.note

export const errors = style({
  listStyle: 'none',
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
})

export const fieldset = style([recipes.stack.sm, { margin: 0, padding: 0, border: 'none' }])

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
})

globalStyle(`${choice} > input`, {
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  flexShrink: 0,
  accentColor: vars.color.brand,
})
