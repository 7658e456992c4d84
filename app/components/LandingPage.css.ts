import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'
import { grid } from '~/styles/cards.css'
import * as text from '~/styles/text.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([page, { gap: vars.space.xxl }])

const split = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl },
  },
})

export const hero = split

export const heroText = recipes.stack.md

export const heroTitle = style([text.pageTitle, { lineHeight: vars.lineHeight.tight }])

export const heroStrong = style({
  display: 'block',
  color: vars.color.accentText,
  letterSpacing: '0.04em',
})

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
})

export const actions = recipes.cluster.md

export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: '480px',
  justifySelf: 'center',
})

export const band = style([
  recipes.stack.lg,
  {
    // The anchor target clears the top edge when "Más información" scrolls to it.
    scrollMarginTop: vars.space.md,
  },
])

export const headingGroup = recipes.stack.sm

export const sectionTitle = text.sectionTitle

export const sectionLead = text.lead

export const benefits = style([grid, { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }])

export const benefit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const benefitTitle = recipes.brandTitle.lg

export const feature = split

/** Picture first on wide screens, so text and drawings alternate down the page. */
export const featureReversed = style([split])

globalStyle(`${featureReversed} > img`, {
  '@media': { [media.md]: { order: -1 } },
})

export const featureText = recipes.stack.sm

export const closing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.brandSoft,
  borderRadius: vars.radius.lg,
  '@media': {
    [media.md]: { padding: vars.space.xl },
  },
})

export const closingTitle = recipes.brandTitle.xxl
