import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

/* The layout both provider pages share, and the contact pieces. */

export const root = page

export const columns = style([recipes.sideBySide.lg, { vars: { [recipes.sideColumns]: 'minmax(0, 2fr) minmax(0, 1fr)' } }])

export const main = style([recipes.stack.md, { minWidth: 0 }])

export const header = style([recipes.stack.sm, { alignItems: 'flex-start' }])

export const badges = recipes.wrapRow.sm

export const description = recipes.typedText

export const section = recipes.stack.md

export const sectionTitle = recipes.brandTitle.xxl

export const muted = recipes.muted

export const contactList = style({
  display: 'grid',
  gap: vars.space.sm,
})

export const contactRow = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': {
    [media.md]: { gridTemplateColumns: '8rem 1fr' },
  },
})

export const contactLabel = style({
  fontWeight: vars.fontWeight.bold,
})

export const contactCard = style({
  gap: vars.space.md,
  borderTop: `4px solid ${vars.color.accent}`,
})

export const contactCardTitle = recipes.brandTitle.xl

export const responsiveness = style([
  recipes.stack.xs,
  { listStyle: 'none', padding: 0, fontWeight: vars.fontWeight.medium, color: vars.color.successText },
])
