import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'

/** A modal `<dialog>` card over a dimmed page. */
export const modal = style({
  width: 'calc(100% - 2 * 16px)',
  maxHeight: 'calc(100% - 2 * 16px)',
  // The global reset zeroes margins; a modal dialog centres itself with auto ones.
  margin: 'auto',
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  selectors: {
    '&::backdrop': { backgroundColor: 'rgb(16 24 40 / 0.6)' },
  },
})

export const width = styleVariants({
  narrow: { maxWidth: '30rem' },
  medium: { maxWidth: '32rem' },
  wide: { maxWidth: '36rem' },
  wider: { maxWidth: '42rem' },
  viewer: { maxWidth: '64rem' },
})

export const padding = styleVariants({
  none: { padding: 0 },
  compact: { padding: vars.space.md, '@media': { [media.md]: { padding: vars.space.lg } } },
  regular: { padding: vars.space.lg },
  roomy: { padding: vars.space.lg, '@media': { [media.md]: { padding: vars.space.xl } } },
})

/** The heading most dialogs open with. */
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0, overflowWrap: 'anywhere' })
