import type { ListingOrder } from '~/constants'
import type { Zone } from '~/taxonomy'
import { PAGE_PARAM, setListingOrder } from './pagination'

/** A directory search as the URL holds it: `/?q=ladrillos&zona=CABA&zona=GBA+Norte&orden=nombre&page=2`. */
export type SearchQuery = { q: string; zonas: readonly Zone[]; orden?: ListingOrder; page?: number }

/** The query string of a search. Empty values and page 1 are left out, so equal searches share one URL. */
export function searchParamsOf({ q, zonas, orden, page = 1 }: SearchQuery) {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  for (const zona of zonas) params.append('zona', zona)
  setListingOrder(params, orden)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  return params
}

export function searchHref(query: SearchQuery) {
  const search = searchParamsOf(query).toString()
  return search ? `/?${search}` : '/'
}
