import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  fontWeight: vars.fontWeight.bold,
})

export const zonas = style({ display: 'grid', gap: vars.space.sm })

export const zona = style({ display: 'grid', gap: vars.space.sm })

export const zonaName = style({
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
})
