import { parsePositiveInt } from './params'

/** The query parameter of every paged list: `?page=2`. */
export const PAGE_PARAM = 'page'

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
