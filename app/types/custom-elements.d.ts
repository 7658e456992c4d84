import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** The enhancement modules' elements (app/enhancements), rendered by the server around plain markup. */
// React 18 writes `className` as it is on a custom element: such an element takes `class`.
type EnhancementElement = Omit<DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>, 'className'> & { class?: string }

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'auto-complete': EnhancementElement & { src: string; for: string }
      'favorite-toggle': EnhancementElement & { 'data-name': string }
      'image-carousel': EnhancementElement
      'listing-views': EnhancementElement & { 'data-listings': string }
      'listings-accordion': EnhancementElement & { 'data-href': string; 'data-empty': string; 'data-stylesheet'?: string }
    }
  }
}
