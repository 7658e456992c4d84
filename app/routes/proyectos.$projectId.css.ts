import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([
  container,
  {
    display: 'grid',
    gridTemplateAreas: '"details" "strip" "hint"',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    paddingBlock: vars.space.xl,
    '@media': {
      [media.md]: {
        gridTemplateAreas: '"strip details" "hint details"',
        gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
        alignItems: 'start',
        paddingBlock: vars.space.xxl,
      },
    },
  },
])

export const details = style({
  gridArea: 'details',
})

export const strip = style({
  gridArea: 'strip',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  borderRadius: vars.radius.lg,
})

export const slides = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
})

// The next image peeks in, so it is clear there is more to scroll to.
export const slide = style({
  flex: '0 0 88%',
  scrollSnapAlign: 'start',
  selectors: {
    '&:only-child': { flexBasis: '100%' },
  },
})

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
})

export const hint = style([recipes.note, { gridArea: 'hint' }])
