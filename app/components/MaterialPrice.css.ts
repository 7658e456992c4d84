import { style, styleVariants } from '@vanilla-extract/css'
import * as recipes from '~/styles/recipes.css'
import { vars } from '~/styles/theme.css'

export const root = style([recipes.stack.xs, { gap: 0 }])

export const price = styleVariants({ md: vars.fontSize.lg, lg: vars.fontSize.xl }, (fontSize) => ({
  fontSize,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
}))

export const stalePrice = style({ color: vars.color.textMuted, textDecoration: 'line-through' })

export const toConfirm = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text })

export const note = recipes.note

/** The 'Vendido' ribbon of a material sold in the last 30 days. */
export const sold = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
})

export const publisher = recipes.note

export const more = style({ marginTop: 'auto', fontWeight: vars.fontWeight.bold })
