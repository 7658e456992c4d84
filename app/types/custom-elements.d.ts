import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** The enhancement modules' elements (app/enhancements), rendered by the server around plain markup. */
type EnhancementElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'favorite-toggle': EnhancementElement & { 'data-name': string }
      'image-carousel': EnhancementElement
      'listing-views': EnhancementElement & { 'data-listings': string }
      'listings-accordion': EnhancementElement & { 'data-href': string; 'data-empty': string; 'data-stylesheet'?: string }
    }
  }
}
