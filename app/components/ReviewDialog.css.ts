import { globalStyle, style } from '@vanilla-extract/css'
import { RATING_MAX, RATING_MIN } from '~/constants'
import { media, vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const trigger = style({
  display: 'flex',
})

export const note = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
})

export const inline = style([
  recipes.surfacePanel.lg,
  { maxWidth: '32rem', scrollMarginTop: vars.space.md, '@media': { [media.md]: { padding: vars.space.lg } } },
])

export const title = style([recipes.brandTitle.xl, { marginBottom: vars.space.md }])

export const form = recipes.stack.md

export const label = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
})

export const rating = style([recipes.stack.xs, { margin: 0, padding: 0, border: 'none' }])

export const stars = style({
  display: 'flex',
  gap: vars.space.xs,
})

export const star = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xxxl,
  lineHeight: 1,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

/** Invisible but covering its star, so a tap or click on the star is one on the radio. */
export const starInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
})

// The chosen star and those before it are filled; pointing at a star previews the same.
for (let value = RATING_MIN; value <= RATING_MAX; value++) {
  globalStyle(`${stars}:has(input[value="${value}"]:checked) > ${star}:nth-child(-n + ${value})`, {
    color: vars.color.accentText,
  })
}
globalStyle(`${stars}:hover > ${star}:hover, ${stars}:hover > ${star}:has(~ ${star}:hover)`, {
  color: vars.color.accent,
})

export const actions = style([recipes.wrapRow.sm, { justifyContent: 'flex-end' }])
