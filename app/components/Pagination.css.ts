import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

// At 360 px the numbers get a row of their own under Anterior and Siguiente.
export const root = style({
  display: 'grid',
  gridTemplateAreas: '"prev next" "pages pages"',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [media.md]: { gridTemplateAreas: '"prev pages next"', gridTemplateColumns: '1fr auto 1fr' },
  },
})

export const pages = style({
  gridArea: 'pages',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
})

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft },
  },
})

export const current = style({
  backgroundColor: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.onBrand,
})

export const prev = style({
  gridArea: 'prev',
  justifySelf: 'start',
  paddingInline: vars.space.md,
})

export const next = style({
  gridArea: 'next',
  justifySelf: 'end',
  paddingInline: vars.space.md,
})

export const gap = style({
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
})

export const order = style([recipes.cluster.sm, { justifyContent: 'space-between' }])

export const orderForm = recipes.cluster.sm

export const orderSelect = style({
  width: 'auto',
})

export const explained = style({
  fontSize: vars.fontSize.sm,
})
