import { style } from '@vanilla-extract/css'
import { linkCard } from '~/styles/cards.css'
import { vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([page, { gap: vars.space.lg }])

export const card = style([
  linkCard,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignContent: 'start',
    alignItems: 'center',
    gap: vars.space.md,
    height: '100%',
    padding: vars.space.md,
  },
])

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
})

export const name = style({
  fontSize: vars.fontSize.lg,
})

export const muted = recipes.muted

export const id = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})

export const description = style([
  recipes.note,
  {
    gridColumn: '1 / -1',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
])
