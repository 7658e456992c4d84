import { style } from '@vanilla-extract/css'
import { roomy } from '~/components/ui/Card.css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.lg,
    maxWidth: '32rem',
    paddingBlock: vars.space.xl,
    '@media': { [media.md]: { paddingBlock: vars.space.xxl } },
  },
])

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  borderBottom: `2px solid ${vars.color.border}`,
})

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.tapTarget,
  marginBottom: '-2px',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.brand },
  },
})

export const panel = roomy

export const form = recipes.stack.md

export const inlineForm = style({ display: 'flex' })

export const secondaryLink = style({ alignSelf: 'center', fontWeight: vars.fontWeight.medium })

export const footer = recipes.note
