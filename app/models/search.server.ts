import { sql } from 'drizzle-orm'
import { SEARCH_MAX_TERM_LENGTH, SEARCH_MIN_TERM_LENGTH } from '~/constants'
import type { Db } from '~/utils/sqlite.server'

/**
 * Turns what a user typed into a safe FTS5 MATCH expression: every word becomes a quoted
 * phrase (so `"`, `*`, `-`, `NEAR(` or `OR` are plain text) and all words must match.
 * Words shorter than the trigram length cannot match anything and are dropped; null means
 * no word is long enough.
 */
export function toMatchExpression(term: string): string | null {
  const words = term
    .slice(0, SEARCH_MAX_TERM_LENGTH)
    .split(/\s+/)
    .filter((word) => [...word].length >= SEARCH_MIN_TERM_LENGTH)
  if (words.length === 0) return null
  return words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ')
}

/** Ids of listings whose name, description, subsector or division contain every word. */
export function matchListingIds(db: Db, term: string): number[] {
  const expression = toMatchExpression(term)
  if (!expression) return []
  return db
    .all<{ id: number }>(sql`SELECT rowid AS id FROM listings_fts WHERE listings_fts MATCH ${expression} ORDER BY rowid`)
    .map((row) => row.id)
}
