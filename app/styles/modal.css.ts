import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

/** A modal `<dialog>` card over a dimmed page; each dialog sets its own width and padding. */
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
