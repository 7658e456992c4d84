import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

/** The table scrolls inside its own box, so a narrow screen never scrolls sideways as a whole. */
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
})

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const nowrap = style({ whiteSpace: 'nowrap' })

export const values = style({
  margin: 0,
  maxWidth: '32rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.xs,
})

export const objectName = style({ display: 'inline-block', minWidth: '12rem', color: vars.color.textMuted })
