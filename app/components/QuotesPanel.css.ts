import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = recipes.stack.xl

export const section = recipes.stack.md

export const title = style([recipes.cluster.sm, { fontSize: vars.fontSize.xl, color: vars.color.brand }])

export const offer = style([
  section,
  {
    alignItems: 'flex-start',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.accentSoft,
  },
])

export const empty = recipes.muted

export const list = style([recipes.stack.md, { padding: 0, listStyle: 'none' }])

export const item = style([recipes.stack.sm, recipes.surfacePanel.md])

export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
})

export const itemTitle = style({
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
})

export const quantity = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const description = style([recipes.typedText, { overflowWrap: 'anywhere' }])

export const date = recipes.note
