import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style({
  display: 'flex',
  // A plain post comes back to this form's fragment: land it mid-screen, near where it was.
  scrollMarginTop: '40vh',
})

export const button = style([
  recipes.outlineButton,
  {
    justifyContent: 'center',
    borderColor: vars.color.border,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.accentText },
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.accentSoft,
        borderColor: vars.color.accentText,
        color: vars.color.accentText,
      },
    },
  },
])

export const icon = style({
  width: '20px',
  height: '20px',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
  selectors: {
    [`${button}[aria-pressed="true"] &`]: { fill: 'currentColor' },
  },
})
