import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

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
