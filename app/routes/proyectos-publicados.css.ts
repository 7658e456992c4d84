import { style } from '@vanilla-extract/css'
import { grid } from '~/styles/cards.css'
import { page } from '~/styles/utilities.css'
import { media, vars } from '~/styles/theme.css'
import { sideBySide, sideColumns } from '~/styles/recipes.css'

export const root = style([page, { gap: vars.space.lg }])

/** Cards first on a phone, the two ad boxes after them; beside them, one on each side, on a wide screen. */
export const layout = style([sideBySide.lg, { vars: { [sideColumns]: '11rem minmax(0, 1fr) 11rem' } }])

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, '@media': { [media.lg]: { order: 2 } } })

export const ad = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accentSoft,
  '@media': { [media.lg]: { position: 'sticky', top: vars.space.lg } },
})
export const adStart = style({ order: 2, '@media': { [media.lg]: { order: 1 } } })
export const adEnd = style({ order: 3 })

export const adTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.accentText, letterSpacing: '0.04em' })

export const empty = style({ color: vars.color.textMuted, margin: 0 })

/** Between the two ad columns three cards would be too narrow: two abreast on a wide screen. */
export const cards = style({
  '@media': {
    [media.lg]: { selectors: { [`${grid}&`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  },
})
