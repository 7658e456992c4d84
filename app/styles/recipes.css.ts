import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from './theme.css'

type Space = keyof typeof vars.space

const gaps = <T extends Space>(...names: T[]) => Object.fromEntries(names.map((name) => [name, vars.space[name]])) as Record<T, string>

/** Children in a column, this far apart. */
export const stack = styleVariants(gaps('xs', 'sm', 'md', 'lg', 'xl'), (gap) => ({ display: 'flex', flexDirection: 'column', gap }))

/** Children in a row that wraps, centred on one line (buttons, badges). */
export const cluster = styleVariants(gaps('xs', 'sm', 'md'), (gap) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap }))

/** Children in a row that wraps, each as tall as the row: tags, rows of buttons. */
export const wrapRow = styleVariants(gaps('xs', 'sm'), (gap) => ({ display: 'flex', flexWrap: 'wrap', gap }))

/** Secondary text. */
export const muted = style({ color: vars.color.textMuted })

/** Text as its author typed it, line breaks kept: descriptions, reviews, messages. */
export const typedText = style({ whiteSpace: 'pre-line' })

/** Small secondary text: dates, counts, notes. */
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

/** The brand-coloured headings of cards, dialogs and sections. */
export const brandTitle = styleVariants(
  { lg: vars.fontSize.lg, xl: vars.fontSize.xl, xxl: vars.fontSize.xxl, xxxl: vars.fontSize.xxxl },
  (fontSize) => ({ fontSize, color: vars.color.brand }),
)

/** A padded white box with a thin border: cards, filters, pop-up panels, list rows. The key is its corner radius. */
export const surfacePanel = styleVariants({ md: vars.radius.md, lg: vars.radius.lg }, (borderRadius) => ({
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius,
}))

/** A block set off from the one above it by a thin rule. */
export const ruledAbove = style({ paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` })

/** A small picture cropped to its box, with rounded corners: list rows' and form previews' photos. */
export const thumbnail = style({ objectFit: 'cover', borderRadius: vars.radius.sm })

/** A secondary button's look: white, outlined 2 px, as tall as a tap target; the user gives the outline's and text's colour. */
export const outlineButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
})

/** The columns of `sideBySide`, set by each layout that uses it. */
export const sideColumns = createVar()

/**
 * A page's parts side by side from a width on, in `sideColumns` and top-aligned, one under the
 * other before it: a provider's page and its contact card, a material and its facts, the feed and its ads.
 */
export const sideBySide = styleVariants({ md: media.md, lg: media.lg }, (query) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [query]: { gridTemplateColumns: sideColumns, alignItems: 'start' } },
}))
