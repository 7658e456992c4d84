import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const root = style({ display: 'grid', gap: vars.space.lg })

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })

export const filter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm })

/** A wide table scrolls inside its own box, so a 360 px screen never scrolls sideways as a whole. */
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const pitch = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
})

globalStyle(`${pitch} p`, { margin: 0 })

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.textMuted,
})
