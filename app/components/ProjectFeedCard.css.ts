import { keyframes, style } from '@vanilla-extract/css'
import { coverImage } from '~/styles/cards.css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const carousel = style({ display: 'block', position: 'relative' })

/** Without JavaScript the images are a swipeable strip, one per view. */
export const strip = style({
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'thin',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const slides = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' })

export const slide = style({ flex: '0 0 100%', scrollSnapAlign: 'start' })

export const image = coverImage

const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: 'none',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1,
  color: vars.color.onBrand,
  backgroundColor: 'rgb(16 24 40 / 0.65)',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusOnDark}`, outlineOffset: '2px' },
  },
})
export const previous = style([arrow, { left: vars.space.sm }])
export const next = style([arrow, { right: vars.space.sm }])

export const counter = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  color: vars.color.onBrand,
  backgroundColor: 'rgb(16 24 40 / 0.75)',
})

export const body = style([recipes.stack.sm, { padding: vars.space.md, flex: 1 }])

export const title = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' })

export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
  color: vars.color.textMuted,
})

export const author = style([recipes.cluster.sm, { marginTop: 'auto' }])

export const authorName = style({ flex: '1 1 8rem', minWidth: 0, margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' })

export const date = style([recipes.note, { margin: 0 }])

const pulse = keyframes({ '50%': { opacity: 0.5 } })

export const skeleton = style([
  card,
  {
    minHeight: '22rem',
    background: `linear-gradient(${vars.color.border} 0 55%, ${vars.color.surface} 55%)`,
    animation: `${pulse} 1.5s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
])
