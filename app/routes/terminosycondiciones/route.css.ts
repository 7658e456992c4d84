import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = page

/** About 70 characters a line: long legal text stays readable on wide screens. */
export const column = style({
  maxWidth: '44rem',
})

export const updated = recipes.note

export const index = style([column, recipes.surfacePanel.lg, { '@media': { [media.md]: { padding: vars.space.lg } } }])

export const indexTitle = style({
  fontSize: vars.fontSize.lg,
  marginBottom: vars.space.sm,
})

export const indexList = style({
  paddingLeft: vars.space.lg,
  '@media': {
    [media.md]: { columnCount: 2, columnGap: vars.space.xl },
  },
})

globalStyle(`${indexList} li`, {
  breakInside: 'avoid',
})

// Each entry is a comfortable tap target on a phone.
globalStyle(`${indexList} a`, {
  display: 'inline-block',
  paddingBlock: vars.space.xs,
  minHeight: '32px',
})

export const sections = style([
  column,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
  },
])

export const section = style([recipes.stack.sm, { scrollMarginTop: vars.space.md }])

export const sectionTitle = style([
  recipes.brandTitle.xl,
  { marginBottom: vars.space.xs, '@media': { [media.md]: { fontSize: vars.fontSize.xxl } } },
])

globalStyle(`${section} ul`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingLeft: vars.space.lg,
})

export const contact = style([
  column,
  {
    paddingTop: vars.space.lg,
    borderTop: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
  },
])
