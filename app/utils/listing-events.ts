import { useEffect } from 'react'
import type { ListingEventKind } from '~/constants'

export const LISTING_EVENT_PATH = '/estadisticas/evento'
const COUNTED_ATTRIBUTE = 'data-listing-event'

/**
 * Posts a view or a contact click for the listings: a beacon survives the page being left for a
 * phone call or WhatsApp. Losing one is harmless, so failures are ignored.
 */
function sendListingEvent(listingIds: readonly number[], kind: ListingEventKind) {
  if (listingIds.length === 0) return
  const body = new URLSearchParams([...listingIds.map((id) => ['listing', String(id)]), ['kind', kind]])
  if (navigator.sendBeacon?.(LISTING_EVENT_PATH, body)) return
  fetch(LISTING_EVENT_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined)
}

/** Marks a phone, WhatsApp or website link so a click on it is counted; the link itself stays a plain link. */
export function countedContact(listingIds: readonly number[] | undefined, kind: Exclude<ListingEventKind, 'view'>) {
  return listingIds?.length ? { [COUNTED_ATTRIBUTE]: `${kind}:${listingIds.join(',')}` } : {}
}

/** One listener for every marked link of the app, wherever it is rendered. */
export function useCountedContacts() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest(`a[${COUNTED_ATTRIBUTE}]`) : null
      const [kind, ids] = link?.getAttribute(COUNTED_ATTRIBUTE)?.split(':') ?? []
      if (!kind || !ids) return
      sendListingEvent(ids.split(',').map(Number), kind as ListingEventKind)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}

/** Counts one view of the listings a page shows, once the page runs in the browser. */
export function useCountedView(listingIds: readonly number[]) {
  const key = listingIds.join(',')
  useEffect(() => {
    sendListingEvent(key ? key.split(',').map(Number) : [], 'view')
  }, [key])
}
