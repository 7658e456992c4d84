import { style } from '@vanilla-extract/css'
import * as accordion from '~/styles/accordion.css'
import { vars } from '~/styles/theme.css'

export { item, list } from '~/styles/accordion.css'

export const summary = style([accordion.summary, { color: vars.color.brand }])

export const panel = style([
  accordion.panel,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  },
])

export const ownPage = style({
  fontWeight: vars.fontWeight.medium,
})

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
})

export const status = style({
  color: vars.color.textMuted,
})

export const seeAll = style({
  alignSelf: 'flex-start',
  fontWeight: vars.fontWeight.bold,
})
