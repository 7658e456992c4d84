import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = recipes.stack.lg

export const muted = recipes.muted

export const list = style([recipes.stack.md, { listStyle: 'none', padding: 0, margin: 0 }])

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' })

export { facts } from '../admin/route.css'

export const links = style([recipes.cluster.sm, { listStyle: 'none', padding: 0, margin: 0 }])

export const form = style([recipes.stack.sm, { maxWidth: '40rem' }])
