import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'
import * as recipes from './recipes.css'

/** Stacked `<details>` panels: the sector accordions and the home page's questions. */
export const list = style([recipes.stack.sm])

export const item = style({
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.tapTarget,
  padding: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // A drawn chevron: generated text would leak into the summary's accessible name.
    '&::after': {
      content: '""',
      flexShrink: 0,
      width: '10px',
      height: '10px',
      marginInlineEnd: vars.space.xs,
      borderRight: `2px solid ${vars.color.accentText}`,
      borderBottom: `2px solid ${vars.color.accentText}`,
      transform: 'translateY(-25%) rotate(45deg)',
    },
    [`${item}[open] > &::after`]: { transform: 'translateY(25%) rotate(-135deg)' },
  },
})

export const panel = style({
  paddingInline: vars.space.md,
  paddingBottom: vars.space.md,
})
