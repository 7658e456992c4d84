import { style } from '@vanilla-extract/css'
import { coverImage, linkCard } from '~/styles/cards.css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const card = style([linkCard, { display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }])

export const image = coverImage

export const noImage = style([image, { display: 'grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm }])

export const body = style([recipes.stack.xs, { flex: 1, padding: vars.space.md }])

export const title = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' })

export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
})

export const facts = recipes.note

export const publisher = recipes.note

export const more = style({ marginTop: 'auto', fontWeight: vars.fontWeight.bold })
