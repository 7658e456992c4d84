import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

/** A roomier card for a form or a page's main block. */
export const roomy = style([root, { gap: vars.space.md, padding: vars.space.lg }])
