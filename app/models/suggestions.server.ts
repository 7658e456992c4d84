import { SEARCH_MIN_TERM_LENGTH } from '~/constants'
import { findListings } from '~/models/listings.server'
import type { Db } from '~/server/sqlite.server'
import { SECTORS, slugify } from '~/taxonomy'
import { keywordsOf } from '~/trade-keywords.server'

export const SUGGESTED_TRADES_MAX = 3
export const SUGGESTED_PROVIDERS_MAX = 5

export type Suggestion = { label: string; detail: string; href: string }

/** Each subsector with the words of its name and keywords, slugified once: suggestions are asked for at every pause in typing. */
const TRADES = SECTORS.flatMap((sector) =>
  sector.subsectors.map((subsector) => ({
    vocabulary: [subsector.name, ...keywordsOf(sector.slug, subsector.slug)].flatMap((text) => slugify(text).split('-')),
    suggestion: { label: subsector.name, detail: sector.name, href: `/${sector.slug}/${subsector.slug}` } satisfies Suggestion,
  })),
)

/**
 * What the search box offers while a builder types: the trades whose name or keywords start with
 * each typed word ('corral' → Corralones), each to its own page, then the best providers for the
 * term in search's own order, each to its page. Nothing for fewer letters than search itself needs.
 * `term` is read as the search page reads it (parseSearchQuery: trimmed, capped, no control characters).
 */
export function suggestionsFor(db: Db, term: string): { trades: Suggestion[]; providers: Suggestion[] } {
  if ([...term].length < SEARCH_MIN_TERM_LENGTH) return { trades: [], providers: [] }
  const words = slugify(term).split('-').filter(Boolean)
  const trades = words.length
    ? TRADES.filter(({ vocabulary }) => words.every((word) => vocabulary.some((known) => known.startsWith(word))))
        .slice(0, SUGGESTED_TRADES_MAX)
        .map(({ suggestion }) => suggestion)
    : []
  const providers = findListings(db, { term }, { pageSize: SUGGESTED_PROVIDERS_MAX }).items.map((listing) => ({
    label: listing.businessName,
    detail: `${listing.subsector.name} · ${listing.localidad}`,
    href: listing.claimed && listing.profileId !== null ? `/perfilDeProveedorActivo/${listing.profileId}` : `/proveedor/${listing.id}`,
  }))
  return { trades, providers }
}
