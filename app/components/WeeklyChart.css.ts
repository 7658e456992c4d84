import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import { sideBySide, sideColumns } from '~/styles/recipes.css'

export const root = style([sideBySide.lg, { gap: vars.space.md, margin: 0, vars: { [sideColumns]: 'minmax(0, 3fr) minmax(0, 2fr)' } }])

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 })

/** The drawing scales with its box: its viewBox is laid out for the panel's width on a 360 px screen. */
export const chart = style({ display: 'block', width: '100%', maxWidth: '40rem', height: 'auto' })

export const bar = style({ fill: vars.color.brand })
export const grid = style({ stroke: vars.color.border })
export const axis = style({ stroke: vars.color.borderStrong })
export const label = style({ fill: vars.color.textMuted, fontSize: '11px' })

/** The figures' tables, beside a chart or alone. */
export const numbers = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, width: '100%' })

globalStyle(`${numbers} caption`, { textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.xs })
globalStyle(`${numbers} th, ${numbers} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
})
globalStyle(`${numbers} td`, { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
