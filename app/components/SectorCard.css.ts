import { style } from '@vanilla-extract/css'
import { linkCard } from '~/styles/cards.css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([
  linkCard,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    alignItems: 'center',
    alignContent: 'start',
    height: '100%',
    padding: vars.space.md,
  },
])

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
})

export const title = style({
  fontSize: vars.fontSize.md,
  letterSpacing: '0.02em',
})

export const link = style({
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    // The focus ring goes round the whole card, which the stretched link covers.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${root}:hover &`]: { textDecoration: 'underline' },
  },
})

export const description = style([recipes.note, { gridColumn: '1 / -1' }])
