import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

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
