import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style({
  position: 'relative',
  display: 'inline-block',
})

export const trigger = style([
  recipes.outlineButton,
  {
    borderColor: vars.color.brand,
    color: vars.color.brand,
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { backgroundColor: vars.color.brandSoft },
    },
  },
])

export const chevron = style({
  width: '16px',
  height: '16px',
  transition: 'transform 0.15s',
  selectors: {
    [`${root}[open] &`]: { transform: 'rotate(180deg)' },
  },
})

export const panel = style([
  recipes.surfacePanel.lg,
  {
    position: 'absolute',
    zIndex: 20,
    insetInlineStart: 0,
    marginTop: vars.space.sm,
    width: 'min(22rem, calc(100vw - 2 * 16px))',
    boxShadow: vars.shadow.lg,
    '@media': { [media.md]: { padding: vars.space.lg } },
  },
])

export const title = style({
  fontSize: vars.fontSize.lg,
})

globalStyle(`${panel} > * + *`, {
  marginTop: vars.space.md,
})
