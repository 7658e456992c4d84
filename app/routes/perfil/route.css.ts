import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { root as card } from '~/components/ui/Card.css'
import { page } from '~/styles/utilities.css'
import { media, vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([page, { gap: vars.space.lg }])

export const header = style([recipes.stack.md])

export const shortcuts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})

export { tabs, tabList, tab } from '~/styles/tabs.css'

export const panel = style([
  card,
  {
    alignItems: 'stretch',
    gap: vars.space.md,
    padding: vars.space.md,
    '@media': { [media.md]: { padding: vars.space.lg } },
  },
])

export const panelTitle = style({ fontSize: vars.fontSize.xl, margin: 0 })

export const subTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 })

export const banner = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
})

export const bannerTone = styleVariants({
  warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warning },
  success: { backgroundColor: vars.color.successSoft, color: vars.color.successText },
  brand: { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
})

export const bannerLink = style({ color: 'inherit', fontWeight: vars.fontWeight.bold })

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md })

export const logoNote = style({ margin: 0, color: vars.color.textMuted })

export const details = style({ display: 'grid', gap: vars.space.xs, margin: 0 })

globalStyle(`${details} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted })

globalStyle(`${details} dd`, { margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' })

export const multiline = recipes.typedText

export const empty = style({ color: vars.color.textMuted, margin: 0 })

export const emptyState = style([
  recipes.stack.md,
  {
    alignItems: 'flex-start',
    margin: 0,
  },
])

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '40rem' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

/** A section of the account page below a rule: the plan, the account's deletion. */
const ruledSection = style([recipes.stack.sm, recipes.ruledAbove, { alignItems: 'flex-start' }])

export const plan = ruledSection

export const features = style({ margin: 0, paddingInlineStart: vars.space.lg })

export const dangerZone = ruledSection

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const rowMain = style({ flex: '1 1 14rem', minWidth: 0 })

export const rowTitle = style({ fontSize: vars.fontSize.md, margin: 0, overflowWrap: 'anywhere' })

export const rowMeta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const check = style([recipes.stack.sm, recipes.ruledAbove])

export const checkHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })

export const loading = style({ color: vars.color.textMuted })
