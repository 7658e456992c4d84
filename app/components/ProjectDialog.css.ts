import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const layout = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  paddingTop: vars.space.xxl,
  '@media': {
    [media.md]: { gridTemplateColumns: '3fr 2fr', padding: vars.space.lg, paddingTop: vars.space.xxl },
  },
})

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
})

export const viewer = style([recipes.stack.sm, { minWidth: 0 }])

export const frame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
})

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
})

export const imageError = style([recipes.stack.xs, { padding: vars.space.md, textAlign: 'center', color: vars.color.textMuted }])

export const imageAddress = style({
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-all',
})

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
})

export const dot = style({
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  backgroundImage: `radial-gradient(circle, ${vars.color.borderStrong} 5px, transparent 6px)`,
  selectors: {
    '&[aria-current="true"]': { backgroundImage: `radial-gradient(circle, ${vars.color.brand} 7px, transparent 8px)` },
  },
})

export const details = style([recipes.stack.md, { alignItems: 'flex-start', minWidth: 0 }])

export const title = recipes.brandTitle.xxl

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const authorName = style({
  fontWeight: vars.fontWeight.bold,
})

export const date = recipes.note

export const description = recipes.typedText

export const profileLink = style({
  marginTop: 'auto',
})
