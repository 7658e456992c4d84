import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { container } from '~/styles/utilities.css'
import * as recipes from '~/styles/recipes.css'

export const root = style({
  position: 'relative',
  zIndex: 30,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', color: vars.color.onBrand },
  },
})

export const inner = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minHeight: '64px',
  },
])

export const logo = style([
  recipes.brandTitle.xl,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.tapTarget,
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    letterSpacing: '-0.01em',
  },
])

export const logoMark = style({ width: '32px', height: '32px', flexShrink: 0 })
export const logoTile = style({ fill: vars.color.brand })
export const logoRoof = style({
  fill: 'none',
  stroke: vars.color.onBrand,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
})
export const logoBeam = style({ fill: vars.color.accent })

const linkBase = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSoft, color: vars.color.brandStrong },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
  },
})

export const chevron = style({
  width: '16px',
  height: '16px',
  transition: 'transform 0.15s',
})

const summaryReset = style({
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
  },
})

/* Desktop: everything inline. */

export const desktopNav = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.lg,
    },
  },
})

export const desktopList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
})

export const desktopLink = style([
  linkBase,
  {
    // Narrow padding: staff have seven items in the row, which must fit at 1024 px.
    paddingInline: vars.space.sm,
    selectors: {
      '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
    },
  },
])

export const explore = style({
  position: 'relative',
})

export const exploreSummary = style([linkBase, summaryReset, { gap: vars.space.xs, paddingInline: vars.space.md }])

globalStyle(`${explore}[open] ${chevron}`, { transform: 'rotate(180deg)' })

export const explorePanel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  minWidth: '14rem',
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
})

export const explorePanelEnd = style({ left: 'auto', right: 0 })

/** A long e-mail name is cut short, so the top row keeps its links at 1024 px. */
export const userName = style({ maxWidth: '10ch', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const exploreLink = style([linkBase, { paddingInline: vars.space.md }])

/** A sign-out <button> that looks like the menu's links. */
export const menuButtonReset = style({
  width: '100%',
  background: 'none',
  border: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
})

export const mobileUser = style([recipes.stack.xs, recipes.ruledAbove])

export const mobileUserName = style([recipes.note, { paddingInline: vars.space.sm, overflowWrap: 'anywhere' }])

export const authButtons = style({
  display: 'flex',
  gap: vars.space.sm,
})

/* Mobile: a "Menú" disclosure that drops a full-width panel below the header. */

export const mobileMenu = style({
  '@media': {
    [media.lg]: { display: 'none' },
  },
})

export const menuButton = style([
  summaryReset,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.tapTarget,
    paddingInline: vars.space.md,
    border: `2px solid ${vars.color.brand}`,
    borderRadius: vars.radius.md,
    color: vars.color.brand,
    fontWeight: vars.fontWeight.bold,
    selectors: {
      '&:hover': { backgroundColor: vars.color.brandSoft },
    },
  },
])

export const menuIconBars = style({})
export const menuIconClose = style({ display: 'none' })
globalStyle(`${mobileMenu}[open] ${menuIconBars}`, { display: 'none' })
globalStyle(`${mobileMenu}[open] ${menuIconClose}`, { display: 'inline' })

const slideDown = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
})

export const mobilePanel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: 'calc(100vh - 64px)',
  overflowY: 'auto',
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${slideDown} 0.15s ease-out`,
    },
  },
})

export const mobileList = style({
  listStyle: 'none',
  padding: 0,
})

export const mobileLink = style([
  linkBase,
  {
    paddingInline: vars.space.sm,
    fontSize: vars.fontSize.lg,
    selectors: {
      '&[aria-current="page"]': { boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
    },
  },
])

/** The count of news on a closed menu's button ('Menú 3'), in the accent colour. */
export const newsCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: vars.space.xs,
  borderRadius: '999px',
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
})
