import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'

export const root = style([page, { gap: vars.space.lg }])
