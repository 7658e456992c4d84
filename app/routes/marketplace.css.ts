import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([page, { gap: vars.space.lg }])

export const search = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end', maxWidth: '40rem' })

export const searchField = style({ flex: '1 1 14rem', minWidth: 0 })

export const muted = recipes.muted
