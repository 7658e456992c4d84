import * as z from 'zod'
import { SEARCH_MAX_TERM_LENGTH } from '~/constants'
import { ZONES } from '~/taxonomy'
import { parseListingOrder, parsePage } from './pagination'
import type { SearchQuery } from './search-query'

/** Whatever the URL holds: control characters become spaces; the cap counts characters, so no emoji is split. */
const SearchTermSchema = z
  .string()
  .catch('')
  .transform((value) => [...value.replace(/\p{Cc}/gu, ' ').trim()].slice(0, SEARCH_MAX_TERM_LENGTH).join('').trimEnd())

/** Repeated `zona` values: unknown ones dropped, duplicates merged, in the usual zone order. */
export const ZonasSchema = z
  .array(z.string())
  .catch([])
  .transform((values) => ZONES.filter((zone) => values.includes(zone)))

const SearchQuerySchema = z.object({ q: SearchTermSchema, zonas: ZonasSchema })

/** Never throws: a value that makes no sense is ignored, so a hand-edited URL still gets a page. */
export function parseSearchQuery(params: URLSearchParams): Required<SearchQuery> {
  return {
    ...SearchQuerySchema.parse({ q: params.get('q'), zonas: params.getAll('zona') }),
    orden: parseListingOrder(params),
    page: parsePage(params),
  }
}
