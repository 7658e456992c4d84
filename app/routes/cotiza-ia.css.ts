import { style } from '@vanilla-extract/css'
import { media, vars } from '~/styles/theme.css'
import { page } from '~/styles/utilities.css'

export { visuallyHidden } from '~/styles/utilities.css'

export const root = page

/** Full height on phones (minus the header), about 600 px on wider screens. */
export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  height: 'calc(100dvh - 64px)',
  minHeight: '420px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  '@media': {
    [media.md]: { height: '600px' },
  },
})

export const composer = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
})

export const input = style({
  width: '100%',
  minWidth: 0,
  resize: 'none',
  padding: vars.space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  ':disabled': { background: vars.color.background },
})
