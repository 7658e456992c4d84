import { style } from '@vanilla-extract/css'
import { root as card } from '~/components/ui/Card.css'
import { vars } from '~/styles/theme.css'
import { page as pageColumn } from '~/styles/utilities.css'

export const page = style([pageColumn, { gap: vars.space.lg }])

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const listTitle = style({ fontSize: vars.fontSize.xl, margin: 0 })

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const row = style([card, { alignItems: 'flex-start' }])

export const rowTitle = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' })

export const empty = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md })
