import { style } from '@vanilla-extract/css'
import * as recipes from '~/styles/recipes.css'

export const root = recipes.stack.lg

export const muted = recipes.muted

export const form = style([recipes.stack.sm, { maxWidth: '40rem' }])

export { facts } from '../admin/route.css'

export const messages = style([recipes.stack.md, { listStyle: 'none', padding: 0, margin: 0 }])

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })
