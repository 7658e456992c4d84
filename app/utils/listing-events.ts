import { useMatches } from '@remix-run/react'
import { useEffect } from 'react'
import { LISTING_EVENT_ATTRIBUTE, type ListingEventKind } from '~/constants'

export const LISTING_EVENT_PATH = '/estadisticas/evento'

/**
 * A route whose page is a view of listings names them in its handle, and the root counts the
 * view: counting stays in the code every page already loads, not in a script of its own.
 */
export type CountsViews<Data> = { countedListings: (data: Data) => readonly number[] }

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

/** One listener for every marked link of the app (`countedContact`), wherever it is rendered. */
export function useCountedContacts() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest(`a[${LISTING_EVENT_ATTRIBUTE}]`) : null
      const [kind, ids] = link?.getAttribute(LISTING_EVENT_ATTRIBUTE)?.split(':') ?? []
      if (!kind || !ids) return
      sendListingEvent(ids.split(',').map(Number), kind as ListingEventKind)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}

/** Counts one view of the listings the page's routes name, once the page runs in the browser. */
export function useCountedViews() {
  const key = useMatches()
    .flatMap((match) => {
      const handle = match.handle as Partial<CountsViews<unknown>> | undefined
      return match.data && handle?.countedListings ? handle.countedListings(match.data) : []
    })
    .join(',')
  useEffect(() => {
    sendListingEvent(key ? key.split(',').map(Number) : [], 'view')
  }, [key])
}
