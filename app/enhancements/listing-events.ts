import { LISTING_EVENT_ATTRIBUTE } from '~/constants'
import { contactEventOf, sendListingEvent } from '~/utils/listing-events'

/** `<listing-views data-listings="1,2">`: one view of those listings, counted when the page shows. */
class ListingViews extends HTMLElement {
  connectedCallback() {
    // Moving the element in the document connects it again; a view counts once.
    if (this.dataset.counted) return
    this.dataset.counted = 'true'
    sendListingEvent(this.dataset.listings?.split(',').filter(Boolean).map(Number) ?? [], 'view')
  }
}

export function defineListingEvents() {
  if (!customElements.get('listing-views')) customElements.define('listing-views', ListingViews)
  // One listener for every marked contact link, wherever it is rendered.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${LISTING_EVENT_ATTRIBUTE}]`) : null
    const contact = link && contactEventOf(link)
    if (contact) sendListingEvent(contact.ids, contact.kind)
  })
}
