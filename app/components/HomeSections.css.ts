import { style } from '@vanilla-extract/css'
import * as accordion from '~/styles/accordion.css'
import * as recipes from '~/styles/recipes.css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'

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
