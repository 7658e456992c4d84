import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = recipes.stack.lg

export const muted = recipes.muted

export const form = style([recipes.stack.sm, { maxWidth: '40rem' }])

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
})

globalStyle(`${facts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted })

globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const messages = style([recipes.stack.md, { listStyle: 'none', padding: 0, margin: 0 }])

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })
