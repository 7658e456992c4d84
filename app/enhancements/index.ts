/*
 * What JavaScript adds to the pages: custom elements around the server's markup, each optional
 * (without it the page does what it does without JavaScript). Built apart from the app by
 * scripts/build-enhancements.js and loaded by every page as one module.
 */
import { defineFavoriteToggle } from './favorite-toggle'
import { enhanceForms } from './forms'
import { defineImageCarousel } from './image-carousel'
import { defineListingEvents } from './listing-events'
import { defineListingsAccordion } from './listings-accordion'
import { enhanceSearchSuggestions } from './search-suggestions'
import { enhanceServerToasts } from './toast'

defineListingEvents()
defineFavoriteToggle()
defineImageCarousel()
defineListingsAccordion()
enhanceSearchSuggestions()
enhanceForms()
enhanceServerToasts()
