import { style } from '@vanilla-extract/css'
import { media, vars } from './theme.css'

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** Centred page column with the side gutters every section shares. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    [media.md]: { paddingInline: vars.space.lg },
  },
})

/** A page's main column: the container with the vertical rhythm every page shares. */
export const page = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    paddingBlock: vars.space.xl,
    '@media': {
      [media.md]: { paddingBlock: vars.space.xxl },
    },
  },
])

/**
 * Shown only where scripts do not run: markup a page drops once it hydrates (a hint for the form
 * without JavaScript, a field the app shows on demand) is hidden from the first paint when scripts
 * will run, so hydrating moves nothing.
 */
export const withoutScriptingOnly = style({
  '@media': {
    '(scripting: enabled)': { display: 'none' },
  },
})
