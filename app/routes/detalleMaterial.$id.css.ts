import { style } from '@vanilla-extract/css'
import { coverImage } from '~/styles/cards.css'
import { media, vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([page, { gap: vars.space.lg }])

export const layout = style([recipes.sideBySide.md, { vars: { [recipes.sideColumns]: 'minmax(0, 3fr) minmax(0, 2fr)' } }])

export const image = style([coverImage, { borderRadius: vars.radius.lg }])

// A phone shows a short band instead of a tall empty box above the title; beside the text it keeps the image's shape.
export const noImage = style([
  image,
  {
    display: 'grid',
    placeItems: 'center',
    color: vars.color.textMuted,
    aspectRatio: 'auto',
    minHeight: '5rem',
    '@media': { [media.md]: { aspectRatio: '4 / 3' } },
  },
])

export const main = style([recipes.stack.md, { minWidth: 0 }])

export const title = style({ overflowWrap: 'anywhere' })

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 })

export const description = style([recipes.typedText, { overflowWrap: 'anywhere' }])

export const aside = recipes.stack.md

export const publisher = facts

export const muted = recipes.muted

export const reference = style([recipes.stack.xs, { padding: vars.space.sm, borderLeft: `4px solid ${vars.color.border}` }])

export const standing = style({ fontWeight: vars.fontWeight.bold })
