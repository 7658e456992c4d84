import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style({ gap: vars.space.sm })

export const title = recipes.brandTitle.xl

export const list = style([recipes.stack.xs, { listStyle: 'none', margin: 0, padding: 0 }])

const line = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, overflowWrap: 'anywhere' })

export const verified = style([line, { color: vars.color.successText, fontWeight: vars.fontWeight.bold }])

export const unverified = style([line, { color: vars.color.textMuted }])

export const icon = style({ flexShrink: 0, marginTop: '0.15em' })
