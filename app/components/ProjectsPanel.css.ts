import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = recipes.stack.lg

export const section = recipes.stack.md

export const title = style([recipes.brandTitle.xl, { margin: 0 }])

export const form = style([recipes.stack.md, { maxWidth: '40rem' }])

export const actions = recipes.cluster.sm

/** The spec's create-project dialog: about 80% of the viewport tall, its form scrolling inside. */
export const dialog = style({
  height: '80vh',
  overflowY: 'auto',
  selectors: { '&[open]': { display: 'flex', flexDirection: 'column', gap: vars.space.md } },
})

export const empty = style({ color: vars.color.textMuted, margin: 0 })

export const list = style([recipes.stack.sm, { margin: 0, padding: 0, listStyle: 'none' }])

export const item = style([recipes.cluster.md, recipes.surfacePanel.md])

export const thumb = style([recipes.thumbnail, { width: '4.5rem', height: '3.375rem', backgroundColor: vars.color.brandSoft }])

export const itemMain = style({ flex: '1 1 12rem', minWidth: 0 })

export const itemTitle = style({ fontSize: vars.fontSize.md, margin: 0, overflowWrap: 'anywhere' })

export const itemMeta = style([recipes.note, { margin: 0 }])
