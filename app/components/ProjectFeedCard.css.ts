import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'
import * as recipes from '~/styles/recipes.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const body = style([recipes.stack.sm, { padding: vars.space.md, flex: 1 }])

export const title = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' })

export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: 0,
  color: vars.color.textMuted,
})

export const author = style([recipes.cluster.sm, { marginTop: 'auto' }])

export const authorName = style({ flex: '1 1 8rem', minWidth: 0, margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' })

export const date = style([recipes.note, { margin: 0 }])

const pulse = keyframes({ '50%': { opacity: 0.5 } })

export const skeleton = style([
  card,
  {
    minHeight: '22rem',
    background: `linear-gradient(${vars.color.border} 0 55%, ${vars.color.surface} 55%)`,
    animation: `${pulse} 1.5s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
])
