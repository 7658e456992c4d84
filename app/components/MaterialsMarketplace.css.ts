import { style } from '@vanilla-extract/css'
import * as recipes from '~/styles/recipes.css'
import { vars, media } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'

export const root = style([page, { gap: vars.space.lg }])

export const categories = style([recipes.cluster.xs, { listStyle: 'none', margin: 0, padding: 0 }])

export const category = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
})

export const form = style([recipes.stack.sm, { maxWidth: '48rem' }])

export const search = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' })

export const searchField = style({ flex: '1 1 14rem', minWidth: 0 })

export const filters = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, padding: vars.space.sm })

export const summary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.bold, minHeight: '24px' })

export const filterFields = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const muted = recipes.muted
