import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'

export const hero = style({
  backgroundColor: vars.color.brand,
  backgroundImage: `linear-gradient(135deg, ${vars.color.brand} 0%, ${vars.color.brandStrong} 100%)`,
  color: vars.color.onBrand,
  borderBottom: `6px solid ${vars.color.accent}`,
})

// The default focus orange is too dark on the blue hero, and would vanish round the orange button.
globalStyle(`${hero} :focus-visible`, {
  outlineColor: vars.color.onBrand,
})

export const heroInner = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    paddingBlock: vars.space.xl,
    '@media': {
      [media.md]: { paddingBlock: vars.space.xxl, gap: vars.space.lg },
      [media.lg]: { paddingBlock: vars.space.xxxl },
    },
  },
])

export const heroTitle = style({
  maxWidth: '40rem',
  fontSize: vars.fontSize.xxxl,
  letterSpacing: '-0.01em',
  '@media': {
    [media.md]: { fontSize: vars.fontSize.huge },
  },
})

export const heroLead = style({
  maxWidth: '40rem',
  fontSize: vars.fontSize.lg,
  color: vars.color.textOnDark,
})

export const heroAssistant = style({
  color: vars.color.textOnDark,
})

export const heroAssistantLink = style({
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
})

export const resultsCount = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const zonaPage = style({
  fontSize: vars.fontSize.lg,
  marginBlock: vars.space.sm,
})
