import { globalStyle, style } from '@vanilla-extract/css'
import * as accordion from '~/styles/accordion.css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

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

export const search = style([recipes.stack.sm, { maxWidth: '44rem', marginTop: vars.space.sm }])

export const searchLabel = style({
  fontWeight: vars.fontWeight.bold,
})

export const searchRow = style({
  display: 'flex',
  gap: vars.space.sm,
})

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: '52px',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
})

export const searchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '52px',
  height: '52px',
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  border: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accentStrong },
  },
})

export const searchNote = style({
  fontWeight: vars.fontWeight.bold,
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

export const section = style({
  paddingBlock: vars.space.xl,
  '@media': {
    [media.md]: { paddingBlock: vars.space.xxl },
  },
})

export const sectionAlt = style({
  backgroundColor: vars.color.surface,
  borderBlock: `1px solid ${vars.color.border}`,
})

export const sectionBrand = style({
  backgroundColor: vars.color.brandSoft,
})

export const sectionInner = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
  },
])

export const moreLink = style({
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
})

export const checkList = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
})

export const checkItem = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.lg,
})

export const checkIcon = style({
  flexShrink: 0,
  width: '28px',
  height: '28px',
  color: vars.color.success,
})

export const checkTitle = style({
  display: 'block',
  marginBottom: vars.space.xs,
})

export const checkText = recipes.note

export const signUpGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.lg },
  },
})

export const signUpCard = style({
  padding: vars.space.lg,
  '@media': {
    [media.md]: { padding: vars.space.xl },
  },
})

export const signUpTitle = recipes.brandTitle.xl

export const signUpRole = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
})

export const signUpText = style({
  flex: 1,
  marginBottom: vars.space.sm,
  color: vars.color.textMuted,
})

export const faqList = style([accordion.list, { maxWidth: '48rem' }])

export const faqAnswer = style([accordion.panel, { color: vars.color.textMuted }])
