import { style } from '@vanilla-extract/css'
import { vars } from '~/styles/theme.css'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const item = style({
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.tapTarget,
  padding: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // A drawn chevron: generated text would leak into the summary's accessible name.
    '&::after': {
      content: '""',
      flexShrink: 0,
      width: '10px',
      height: '10px',
      marginInlineEnd: vars.space.xs,
      borderRight: `2px solid ${vars.color.accentText}`,
      borderBottom: `2px solid ${vars.color.accentText}`,
      transform: 'translateY(-25%) rotate(45deg)',
    },
    [`${item}[open] > &::after`]: { transform: 'translateY(25%) rotate(-135deg)' },
  },
})

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  paddingBottom: vars.space.md,
})

export const ownPage = style({
  fontWeight: vars.fontWeight.medium,
})

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
})

export const status = style({
  color: vars.color.textMuted,
})

export const seeAll = style({
  alignSelf: 'flex-start',
  fontWeight: vars.fontWeight.bold,
})
