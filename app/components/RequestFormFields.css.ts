import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const items = style([recipes.stack.sm, { border: 0, padding: 0, margin: 0, minWidth: 0 }])

export const itemsLegend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.sm })

/** One item: description over quantity and unit on a phone, one line on wider screens. */
export const itemRow = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1fr)' } },
})

export const itemDescription = style({
  gridColumn: '1 / -1',
  '@media': { [media.md]: { gridColumn: 'auto' } },
})

export const attachments = style([recipes.stack.xs, { border: 0, padding: 0, margin: 0, minWidth: 0 }])

export const removable = style([recipes.cluster.sm, { overflowWrap: 'anywhere' }])

export const files = style([recipes.stack.xs, { listStyle: 'none', padding: 0, margin: 0 }])

export const file = style([recipes.cluster.sm, { justifyContent: 'space-between', overflowWrap: 'anywhere' }])

export const note = recipes.note
