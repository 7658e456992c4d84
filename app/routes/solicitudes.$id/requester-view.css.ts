import { globalStyle, style } from '@vanilla-extract/css'
import * as recipes from '~/styles/recipes.css'
import { media, vars } from '~/styles/theme.css'

/** The page's column, with the side margins of every other page. */
export { page as root } from '~/styles/utilities.css'

export const section = recipes.stack.md

export { amount, table, text } from './request-details.css'

export const list = style([recipes.stack.sm, { listStyle: 'none', padding: 0, margin: 0 }])

export const recipient = style([recipes.cluster.sm, { justifyContent: 'space-between' }])

export const note = recipes.note

export const actions = recipes.cluster.sm

export const confirmation = style([
  recipes.stack.sm,
  {
    padding: vars.space.md,
    border: `2px solid ${vars.color.accent}`,
    borderRadius: vars.radius.md,
    background: vars.color.accentSoft,
  },
])

export const caption = style({ textAlign: 'start', fontWeight: 600, paddingBlock: vars.space.sm })

/** The comparison as a table from tablet width up; below it, the same offers as stacked cards. */
export const wide = style({ display: 'none', '@media': { [media.md]: { display: 'block' } } })

export const narrow = style([recipes.stack.md, { listStyle: 'none', padding: 0, margin: 0, '@media': { [media.md]: { display: 'none' } } }])

export const cardFacts = style([recipes.stack.xs, { margin: 0 }])

export const cardFact = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm })

globalStyle(`${cardFact} dt`, { fontWeight: 600 })

globalStyle(`${cardFact} dd`, { margin: 0, textAlign: 'end' })

export const cardTitle = recipes.brandTitle.lg

export const wider = recipes.stack.sm

export const widerTitle = style({ fontSize: vars.fontSize.lg, margin: 0 })

export const places = style([recipes.cluster.sm, { listStyle: 'none', padding: 0, margin: 0 }])
