import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

/** A wide table scrolls inside its box at 360 px instead of widening the page. */
export const tableBox = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
})

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
})

export const problems = style({ color: vars.color.dangerText, paddingInlineStart: vars.space.lg, margin: 0 })
