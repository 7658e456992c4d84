import { globalStyle, style } from '@vanilla-extract/css'
import * as recipes from '~/styles/recipes.css'
import { vars } from '~/styles/theme.css'

export const section = recipes.stack.md

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.bold })
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const subheading = style({ fontSize: vars.fontSize.lg, color: vars.color.brand })

/** The table scrolls in its own box, so a narrow screen never scrolls sideways as a whole. */
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, background: vars.color.surface })

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
globalStyle(`${table} td${amount}`, { textAlign: 'end' })

export const attachments = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingInlineStart: vars.space.lg })
globalStyle(`${attachments} a`, { overflowWrap: 'anywhere' })
