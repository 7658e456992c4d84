import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([page, { gap: vars.space.lg }])

export const breadcrumb = style([
  recipes.cluster.xs,
  {
    padding: 0,
    listStyle: 'none',
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  },
])

globalStyle(`${breadcrumb} > li + li::before`, {
  // An empty alternative text: the separator is drawn, not read.
  content: '"›" / ""',
  marginInlineEnd: vars.space.xs,
})

export const pills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
})

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, textDecoration: 'underline' },
  },
})
