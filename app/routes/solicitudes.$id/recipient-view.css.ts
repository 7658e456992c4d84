import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { page as pageColumn } from '~/styles/utilities.css'
import { facts } from './request-details.css'

export const page = style([pageColumn, { maxWidth: '56rem' }])

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export { facts }

export const description = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })

export const totals = style([facts, { gridTemplateColumns: '1fr max-content', maxWidth: '24rem' }])
globalStyle(`${totals} dd`, { textAlign: 'right', whiteSpace: 'nowrap' })

export const grandTotal = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })

const noticeBase = style({ padding: vars.space.md, borderRadius: vars.radius.md, fontWeight: vars.fontWeight.bold })
export const notice = style([noticeBase, { backgroundColor: vars.color.warningSoft, color: vars.color.warning }])
export const noticeGood = style([noticeBase, { backgroundColor: vars.color.successSoft, color: vars.color.successText }])

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const line = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: '3fr 1fr 1fr 1.5fr 1.5fr' },
  },
})

export const lineLegend = style({ fontWeight: vars.fontWeight.bold, paddingInline: vars.space.xs })

export const lineDescription = style({
  gridColumn: '1 / -1',
  '@media': {
    [media.md]: { gridColumn: 'auto' },
  },
})

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.md]: { gridTemplateColumns: '1fr 1fr' },
  },
})

export const preview = style({
  padding: vars.space.md,
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.md,
})

export const revise = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const reviseSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  minHeight: vars.size.tapTarget,
  display: 'flex',
  alignItems: 'center',
})
