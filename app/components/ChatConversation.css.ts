import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const list = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  scrollBehavior: 'smooth',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
})

export const item = style({
  maxWidth: 'min(36rem, 90%)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
})

export const user = style({
  alignSelf: 'flex-end',
  background: vars.color.brand,
  color: vars.color.onBrand,
})

export const assistant = style({
  alignSelf: 'flex-start',
  background: vars.color.brandSoft,
  color: vars.color.text,
})

export const author = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
})

export const text = style({
  whiteSpace: 'pre-line',
})

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
})

export const time = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
})

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.4 },
  '40%': { transform: 'translateY(-4px)', opacity: 1 },
})

export const typing = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
})

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${bounce} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(3)': { animationDelay: '0.15s' },
    '&:nth-child(4)': { animationDelay: '0.3s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const requestForm = style({
  marginTop: vars.space.xs,
})
