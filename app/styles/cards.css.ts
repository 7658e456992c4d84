import { style } from '@vanilla-extract/css'
import { breakpoints, media, vars } from './theme.css'

/** Cards one, two or three abreast as the screen widens. */
/** `sizes` of an image filling a card of `grid`: 1, 2 or 3 columns. */
export const CARD_IMAGE_SIZES = `(min-width: ${breakpoints.lg}px) 33vw, (min-width: ${breakpoints.md}px) 50vw, 100vw`

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  '@media': {
    // minmax(0, …): a long word in a card must not widen its column past the screen.
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

/** A card that is a single link: its title's link (`cardLink` below) stretches over the whole card. */
export const linkCard = style({
  position: 'relative',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: 'border-color 0.15s, box-shadow 0.15s',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
  },
})

export const cardLink = style({
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    // The focus ring goes round the whole card, inside it so a card that clips its image keeps it.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    [`${linkCard}:hover &`]: { textDecoration: 'underline' },
  },
})

/** A 4:3 picture filling its box, cropped rather than stretched; the box keeps its shape while it loads. */
export const coverImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: vars.color.background,
})
