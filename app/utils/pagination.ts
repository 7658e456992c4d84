import { DEFAULT_LISTING_ORDER, LISTING_ORDERS, SEARCH_MAX_TERM_LENGTH, type ListingOrder } from '~/constants'
import { parsePositiveInt } from './params'

/** The query parameter of every paged list: `?page=2`. */
export const PAGE_PARAM = 'page'
/** The query parameter of a list's search box: `?q=ladrillo`. */
export const SEARCH_PARAM = 'q'

/** A list's search term as typed, trimmed and cut to the longest a search box sends. */
export const parseSearchTerm = (params: URLSearchParams) => (params.get(SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX_TERM_LENGTH)

/** The address of one page of a searchable list; an empty search and the first page add nothing. */
export function searchedListHref(path: string, { q = '', page = 1 }: { q?: string; page?: number }) {
  const params = new URLSearchParams()
  if (q) params.set(SEARCH_PARAM, q)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * The page a list's URL asks for. Anything but a positive whole number ("abc", "0", "-2", "2.5",
 * twenty digits) reads as page 1, so a mangled link still gets a page, whose canonical is the first.
 */
export function parsePage(params: URLSearchParams) {
  return parsePositiveInt(params.get(PAGE_PARAM)) ?? 1
}

/** How many pages `total` items fill; an empty list still has its first page. */
export function pageCountOf(total: number, pageSize: number) {
  return Math.max(1, Math.ceil(total / pageSize))
}

/**
 * The page and the page count, or null for a page past the last: that URL names nothing, so the
 * list answers 404 (which search engines drop) instead of a copy of another page.
 */
export function pageWithin(page: number, total: number, pageSize: number) {
  const pageCount = pageCountOf(total, pageSize)
  return page <= pageCount ? { page, pageCount } : null
}

/** The query parameter of a ranked list's order: `?orden=calificacion`. */
export const ORDER_PARAM = 'orden'

/** The order a list's URL asks for; a missing or unknown value is the default order, never an error. */
export function parseListingOrder(params: URLSearchParams): ListingOrder {
  const value = params.get(ORDER_PARAM)
  return LISTING_ORDERS.find((order) => order.value === value)?.value ?? DEFAULT_LISTING_ORDER
}

/** Sets the order on a query string; the default order adds nothing, so equal lists share one URL. */
export function setListingOrder(params: URLSearchParams, order: ListingOrder = DEFAULT_LISTING_ORDER) {
  if (order !== DEFAULT_LISTING_ORDER) params.set(ORDER_PARAM, order)
  return params
}
