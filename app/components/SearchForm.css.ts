import { globalStyle, style } from '@vanilla-extract/css'
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

/** Holds the input and, below it, the list of suggestions. */
export const suggester = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  minWidth: 0,
})

export const suggestions = style({
  position: 'absolute',
  zIndex: 10,
  insetInline: 0,
  top: 'calc(100% + 4px)',
  display: 'grid',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
})

// The options arrive as a fragment after the page: its stylesheet holds rules for this list's class only.
globalStyle(`${suggestions}[hidden]`, { display: 'none' })

globalStyle(`${suggestions} a`, {
  display: 'grid',
  minHeight: vars.size.tapTarget,
  alignContent: 'center',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
})

globalStyle(`${suggestions} a[aria-selected="true"], ${suggestions} a:hover`, {
  backgroundColor: vars.color.accentSoft,
})

globalStyle(`${suggestions} small`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
