import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style({
  marginTop: vars.space.xxl,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
})

// The orange that reads on white is too dark on the blue footer.
globalStyle(`${root} :focus-visible`, {
  outlineColor: vars.color.focusOnDark,
})

export const inner = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xl,
    paddingBlock: vars.space.xl,
    '@media': {
      [media.md]: { gridTemplateColumns: '2fr 1fr 1.5fr', paddingBlock: vars.space.xxl },
    },
  },
])

export const brand = style([recipes.stack.sm, { maxWidth: '28rem', color: vars.color.textOnDark }])

export const name = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onBrand,
})

export const heading = style({
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.focusOnDark,
})

export const list = style({
  listStyle: 'none',
  padding: 0,
})

export const navList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.md,
  '@media': {
    [media.md]: { gridTemplateColumns: '1fr' },
  },
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  '@media': {
    // Mouse pointers need less room than fingers.
    '(pointer: fine)': { minHeight: '32px' },
  },
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.onBrand, textDecoration: 'underline' },
  },
})

export const icon = style({
  width: '20px',
  height: '20px',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
})

export const address = style([recipes.stack.sm, { fontStyle: 'normal', color: vars.color.textOnDark }])

export const bottom = style({
  borderTop: '1px solid rgb(255 255 255 / 0.15)',
})

export const bottomInner = style([
  container,
  {
    paddingBlock: vars.space.md,
    color: vars.color.textOnDark,
  },
])
