import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'

type Space = keyof typeof vars.space

const gaps = <T extends Space>(...names: T[]) => Object.fromEntries(names.map((name) => [name, vars.space[name]])) as Record<T, string>

/** Children in a column, this far apart. */
export const stack = styleVariants(gaps('xs', 'sm', 'md', 'lg', 'xl'), (gap) => ({ display: 'flex', flexDirection: 'column', gap }))

/** Children in a row that wraps, centred on one line (buttons, badges). */
export const cluster = styleVariants(gaps('xs', 'sm', 'md'), (gap) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap }))

/** Secondary text. */
export const muted = style({ color: vars.color.textMuted })

/** Small secondary text: dates, counts, notes. */
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

/** The brand-coloured headings of cards, dialogs and sections. */
export const brandTitle = styleVariants({ lg: vars.fontSize.lg, xl: vars.fontSize.xl, xxl: vars.fontSize.xxl }, (fontSize) => ({
  fontSize,
  color: vars.color.brand,
}))
