import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([
  recipes.stack.lg,
  {
    maxWidth: '72rem',
    marginInline: 'auto',
    padding: vars.space.md,
  },
])

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
})

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.surface } },
})

/** A console card's label and value pairs (a `<dl>`). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
})

globalStyle(`${facts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted })

globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' })

/** A console list's search box: the field grows, the buttons wrap under it on a phone. */
export const search = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end', maxWidth: '40rem' })

export const searchField = style({ flex: '1 1 14rem', minWidth: 0 })
