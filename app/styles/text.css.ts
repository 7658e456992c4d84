import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import * as recipes from './recipes.css'

/** A heading with its lead line under it. */
export const headingGroup = recipes.stack.sm

export const pageTitle = style([recipes.brandTitle.xxxl, { '@media': { [media.md]: { fontSize: vars.fontSize.huge } } }])

export const sectionTitle = style([recipes.brandTitle.xxl, { '@media': { [media.md]: { fontSize: vars.fontSize.xxxl } } }])

export const lead = style({
  maxWidth: '40rem',
  color: vars.color.textMuted,
})

/** A section of a reading page: about 70 characters a line. */
export const readingSection = style([recipes.stack.sm, { maxWidth: '44rem' }])

export const readingList = style([recipes.stack.xs, { paddingLeft: vars.space.lg }])
