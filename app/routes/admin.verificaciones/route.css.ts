import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const queue = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const facts = style({
  display: 'grid',
  // minmax(0, …): a long word (a web address) wraps instead of widening the page at 360 px.
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
})

export const term = style({ fontWeight: vars.fontWeight.medium })

export const detail = style({ margin: 0 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
