import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })

export const notice = style({
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.warningSoft,
})
