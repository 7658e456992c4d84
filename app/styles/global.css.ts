import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
})

globalStyle('*', {
  margin: 0,
})

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
})

globalStyle('body', {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
})

// Keeps the footer at the bottom of short pages.
globalStyle('#contenido', {
  flex: '1 0 auto',
})

globalStyle('h1, h2, h3, h4', {
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
})

globalStyle('p, li, dd', {
  overflowWrap: 'break-word',
})

globalStyle('img, svg, video', {
  display: 'block',
  maxWidth: '100%',
})

globalStyle('img, video', {
  height: 'auto',
})

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
})

globalStyle('button, summary', {
  cursor: 'pointer',
})

globalStyle('a', {
  color: vars.color.brand,
  textUnderlineOffset: '0.15em',
})

globalStyle('a:hover', {
  color: vars.color.brandStrong,
})

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})
