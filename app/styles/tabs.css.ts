import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

/* Tabs that are links (`?tab=…`), so they work without JavaScript; the current one has aria-current. */

export const tabs = style({
  borderBottom: `1px solid ${vars.color.border}`,
})

// At 360 px the tabs wrap onto several lines instead of scrolling sideways.
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.accent },
  },
})
