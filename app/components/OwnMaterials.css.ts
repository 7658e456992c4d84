import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = recipes.stack.md

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 })

export const list = style([recipes.stack.sm, { margin: 0, padding: 0, listStyle: 'none' }])

export const item = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const thumb = style([
  recipes.thumbnail,
  {
    display: 'grid',
    placeItems: 'center',
    width: '4rem',
    height: '3rem',
    backgroundColor: vars.color.background,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    textAlign: 'center',
  },
])

export const main = style({ minWidth: 0 })

export const name = style({ fontSize: vars.fontSize.md, margin: 0, overflowWrap: 'anywhere' })

export const meta = style([recipes.note, { margin: 0, overflowWrap: 'anywhere' }])

export const buttons = style([recipes.wrapRow.sm, { gridColumn: '1 / -1', justifyContent: 'flex-end' }])

export const form = recipes.stack.md

export const editPanel = style([form, { padding: vars.space.md, border: `2px solid ${vars.color.brand}`, borderRadius: vars.radius.md }])

export const actions = recipes.cluster.sm

export const empty = style({ color: vars.color.textMuted, margin: 0 })

/** The materials whose price is to be confirmed, before the list. */
export const stale = style([
  recipes.stack.xs,
  { padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg },
])

export const staleList = style([recipes.stack.xs, { listStyle: 'none', margin: 0, padding: 0 }])

export const staleItem = style([recipes.cluster.sm, { justifyContent: 'space-between' }])
