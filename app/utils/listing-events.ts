import { LISTING_EVENT_ATTRIBUTE, type ListingEventKind } from '~/constants'

export const LISTING_EVENT_PATH = '/estadisticas/evento'

/**
 * A route whose page is a view of listings names them in its handle; the root marks them for
 * the views beacon (app/enhancements/listing-events.ts).
 */
export type CountsViews<Data> = { countedListings: (data: Data) => readonly number[] }

/** The listings the matched routes name as viewed, in the order they name them. */
export function countedListingIds(matches: readonly { handle?: unknown; data?: unknown }[]) {
  return matches.flatMap((match) => {
    const handle = match.handle as Partial<CountsViews<unknown>> | undefined
    return match.data && handle?.countedListings ? handle.countedListings(match.data) : []
  })
}

/**
 * Posts a view or a contact click for the listings: a beacon survives the page being left for a
 * phone call or WhatsApp. Losing one is harmless, so failures are ignored.
 */
export function sendListingEvent(listingIds: readonly number[], kind: ListingEventKind) {
  if (listingIds.length === 0) return
  const body = new URLSearchParams([...listingIds.map((id) => ['listing', String(id)]), ['kind', kind]])
  if (navigator.sendBeacon?.(LISTING_EVENT_PATH, body)) return
  fetch(LISTING_EVENT_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined)
}

/** The kind and listings a marked contact link (`countedContact`) counts, if it is one. */
export function contactEventOf(link: Element): { kind: ListingEventKind; ids: number[] } | null {
  const [kind, ids] = link.getAttribute(LISTING_EVENT_ATTRIBUTE)?.split(':') ?? []
  return kind && ids ? { kind: kind as ListingEventKind, ids: ids.split(',').map(Number) } : null
}
