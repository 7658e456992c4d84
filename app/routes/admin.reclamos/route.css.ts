import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = recipes.stack.lg

export const list = style([recipes.stack.md, { listStyle: 'none', padding: 0, margin: 0 }])

export const title = recipes.brandTitle.lg

export const note = recipes.note

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
})

export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const decisions = style([recipes.stack.md, { '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-start' } } }])

export const rejectForm = style([recipes.stack.sm, { flex: 1 }])
