import { style } from '@vanilla-extract/css'
import { coverImage } from '~/styles/cards.css'
import { linkCard } from '~/styles/cards.css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const card = style([
  linkCard,
  {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
  },
])

export const image = coverImage

export const body = style([recipes.stack.xs, { padding: vars.space.md }])

export const title = style({
  fontSize: vars.fontSize.lg,
})

export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.textMuted,
})

export const date = recipes.note
