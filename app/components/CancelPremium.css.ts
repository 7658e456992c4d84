import { style } from '@vanilla-extract/css'
import { modal } from '~/styles/modal.css'
import { vars } from '~/styles/theme.css'

export const dialog = style([modal, { maxWidth: '32rem', padding: vars.space.lg }])

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 })

export const changes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: `${vars.space.sm} 0`, paddingInlineStart: vars.space.lg })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
