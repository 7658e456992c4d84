import { createGlobalTheme } from '@vanilla-extract/css'

/** Every text/background pair used by the components meets WCAG AA (4.5:1). */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#1f3a5f',
    brandStrong: '#152b47',
    brandSoft: '#e7eef7',
    onBrand: '#ffffff',
    // Safety orange is too light for white text: it carries dark text, and accentText is the orange for text.
    accent: '#f28a1b',
    accentStrong: '#e07b10',
    accentSoft: '#fff1e0',
    accentText: '#a84300',
    onAccent: '#1a1a1a',
    text: '#1c2430',
    textMuted: '#4a5565',
    textOnDark: '#cbd5e1',
    background: '#f4f6f9',
    surface: '#ffffff',
    border: '#d5dbe3',
    borderStrong: '#7b8799',
    focus: '#b44d00',
    focusOnDark: '#f5a04a',
    success: '#1b7a3d',
    successSoft: '#e6f4ea',
    successText: '#14602f',
    warning: '#7a4f00',
    warningSoft: '#fff4d6',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    dangerText: '#9b1c13',
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '64px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
    huge: '2.5rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    full: '9999px',
  },
  shadow: {
    sm: '0 1px 2px rgb(16 24 40 / 0.08)',
    md: '0 4px 12px rgb(16 24 40 / 0.12)',
    lg: '0 12px 32px rgb(16 24 40 / 0.18)',
  },
  size: {
    container: '72rem',
    tapTarget: '44px',
  },
})

export const breakpoints = { md: 768, lg: 1024 } as const

export const media = {
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
} as const
