import { sql, type SQL } from 'drizzle-orm'
import { SEARCH_MAX_TERM_LENGTH, SEARCH_MIN_TERM_LENGTH } from '~/constants'
import { SECTORS, slugify, ZONES, type Zone } from '~/taxonomy'
import type { Db } from '~/server/sqlite.server'
import { keywordsOf } from '~/trade-keywords.server'

/**
 * Turns what a user typed into a safe FTS5 MATCH expression: every word becomes a quoted
 * phrase (so `"`, `*`, `-`, `NEAR(` or `OR` are plain text) and all words must match, in the
 * singular or the plural (see singularForms). Words shorter than the trigram length cannot match
 * anything and are dropped; null means no word is long enough.
 */
export function toMatchExpression(term: string): string | null {
  const words = term
    .slice(0, SEARCH_MAX_TERM_LENGTH)
    // Control characters part words too: a NUL inside a quoted phrase ends FTS5's string early.
    .split(/[\s\p{Cc}]+/u)
    .filter((word) => [...word].length >= SEARCH_MIN_TERM_LENGTH)
  if (words.length === 0) return null
  return words
    .map((word) => {
      const phrases = singularForms(word).map((form) => `"${form.replaceAll('"', '""')}"`)
      return phrases.length === 1 ? phrases[0] : `(${phrases.join(' OR ')})`
    })
    .join(' ')
}

/**
 * A Spanish plural without its ending: the index matches fragments, so the stem finds the
 * singular and the plural alike ("plomeros" → "plomero", "corralones" → "corralon", which also
 * finds "Corralón"). A plural in -ces also looks for its singular in -z ("barnices", "barniz").
 * A word that is no plural may lose an "s" and match a little more, never less.
 */
function singularForms(word: string): string[] {
  const afterConsonant = /^(.+[^aeiouáéíóú])es$/iu.exec(word)
  const stem = afterConsonant ? afterConsonant[1] : /^(.+[aeiouáéíóú])s$/iu.exec(word)?.[1]
  if (!stem || [...stem].length < SEARCH_MIN_TERM_LENGTH) return [word]
  return afterConsonant && /c$/iu.test(stem) ? [stem, `${stem.slice(0, -1)}z`] : [stem]
}

/** Inlined, not bound: a bound JS number is a REAL to SQLite, and `rowid / 4.0` is no listing id. */
const ZONE_CODES = sql.raw(String(ZONES.length))

/**
 * The search index's rows that match, restricted to some zones. It holds active listings only
 * and its rowid is `listing id * ZONES.length + zone position` (migration 0004), so zones are
 * filtered without reading the listings.
 */
function matchingRows(expression: string, zones: readonly Zone[]): SQL {
  const inZones = zones.length
    ? sql` AND rowid % ${ZONE_CODES} IN (${sql.join(
        zones.map((zone) => sql`${ZONES.indexOf(zone)}`),
        sql`, `,
      )})`
    : sql``
  return sql`FROM listings_fts WHERE listings_fts MATCH ${expression}${inZones}`
}

/** A subquery: ids of the active listings in these zones whose text contains every word. */
export function matchingListingIds(expression: string, zones: readonly Zone[] = []): SQL {
  return sql`SELECT rowid / ${ZONE_CODES} AS id ${matchingRows(expression, zones)}`
}

/**
 * The first `limit` matches (the index stops reading there): how many, and their ids as a JSON
 * array, which SQLite reads back with json_each — cheaper than a row per id through JavaScript.
 */
export function firstMatches(db: Db, expression: string, zones: readonly Zone[], limit: number) {
  return db.get<{ count: number; idsJson: string }>(
    sql`SELECT count(*) AS count, json_group_array(id) AS idsJson FROM (${matchingListingIds(expression, zones)} LIMIT ${limit})`,
  )
}

/** How many common terms' match lists a process keeps. */
const KEPT_MATCH_LISTS = 32

/** Every match of a term in some zones: a JSON array for SQLite, a set for JavaScript. */
export type MatchList = { idsJson: string; ids: ReadonlySet<number> }

const keptMatchLists = new WeakMap<Db, Map<string, MatchList & { generation: number }>>()

function keptLists(db: Db) {
  let lists = keptMatchLists.get(db)
  if (!lists) keptMatchLists.set(db, (lists = new Map()))
  return lists
}

const searchGeneration = (db: Db) => db.get<{ value: number }>(sql`SELECT value FROM search_generation WHERE id = 1`).value
const matchListKey = (expression: string, zones: readonly Zone[]) => `${zones.join('|')}:${expression}`

/**
 * The kept match list of a term, while no write has changed what search can match since (the
 * search generation). Only terms with more matches than a count shows are kept, so a kept list
 * also answers how many there are without reading the index again.
 */
export function keptMatches(db: Db, expression: string, zones: readonly Zone[]): MatchList | undefined {
  const lists = keptLists(db)
  const key = matchListKey(expression, zones)
  const kept = lists.get(key)
  if (!kept || kept.generation !== searchGeneration(db)) return undefined
  // Most recently used last: the first entry is the one to drop.
  lists.delete(key)
  lists.set(key, kept)
  return kept
}

/**
 * Every match: what a term with more matches than a count shows needs to order its page. Reading
 * every match of a very common word is the slow part of its search, so the list is kept (see
 * keptMatches).
 */
export function allMatches(db: Db, expression: string, zones: readonly Zone[]): MatchList {
  const generation = searchGeneration(db)
  const { idsJson } = db.get<{ idsJson: string }>(
    sql`SELECT json_group_array(id) AS idsJson FROM (${matchingListingIds(expression, zones)})`,
  )
  const list = { generation, idsJson, ids: new Set<number>(JSON.parse(idsJson)) }
  const lists = keptLists(db)
  const key = matchListKey(expression, zones)
  lists.delete(key)
  lists.set(key, list)
  if (lists.size > KEPT_MATCH_LISTS) lists.delete(lists.keys().next().value!)
  return list
}

/** Ids of active listings whose indexed text (names, description, taxonomy and its keywords) contains every word. */
export function matchListingIds(db: Db, term: string): number[] {
  const expression = toMatchExpression(term)
  if (!expression) return []
  return db.all<{ id: number }>(sql`${matchingListingIds(expression)} ORDER BY id`).map((row) => row.id)
}

/** Words that join others and name no trade. */
const JOINING_WORDS = new Set(['con', 'del', 'las', 'los', 'para', 'por', 'una', 'que'])

/** A term's words as slugs ('Corralón' → 'corralon'), with the singular of each (see singularForms). */
function wordForms(term: string): string[][] {
  return term
    .slice(0, SEARCH_MAX_TERM_LENGTH)
    .split(/\s+/)
    .filter((word) => [...word].length >= SEARCH_MIN_TERM_LENGTH && !JOINING_WORDS.has(slugify(word)))
    .map((word) => [...new Set([word, ...singularForms(word)].map(slugify).filter(Boolean))])
}

/** A word written in the taxonomy ('Gas', 'Corralones') that a typed word names whole, in the singular or the plural. */
const namesWord = (forms: readonly string[], word: string) =>
  forms.some((form) => word === form || (word.startsWith(form) && word.length - form.length <= 2))

/**
 * The subsectors a term names as a trade: each of its words is a whole word of the subsector's
 * name or of one of its keywords ('gas' names Gas and Calefactores a gas, not Vigas de fundación;
 * 'corralón' names Corralones). Their listings are the best matches of the term.
 */
export function subsectorsNamedBy(term: string): { sectorSlug: string; subsectorSlug: string }[] {
  const words = wordForms(term)
  if (words.length === 0) return []
  return SECTORS.flatMap((sector) =>
    sector.subsectors
      .filter((subsector) => {
        const vocabulary = [subsector.name, ...keywordsOf(sector.slug, subsector.slug)].flatMap((text) => slugify(text).split('-'))
        return words.every((forms) => vocabulary.some((word) => namesWord(forms, word)))
      })
      .map((subsector) => ({ sectorSlug: sector.slug, subsectorSlug: subsector.slug })),
  )
}

/** A listing's name and description as lower-case words between spaces, so a LIKE '% word %' finds whole words. */
const LISTING_WORDS = sql.raw(
  `' ' || ${[',', '.', ';', ':', '(', ')', '/', '-', '"', "'", '!', '?'].reduce(
    (text, mark) => `replace(${text}, '${mark.replaceAll("'", "''")}', ' ')`,
    "lower(business_name || ' ' || description)",
  )} || ' '`,
)

/**
 * How well a listing matches a term, best first: 0 when it is of a subsector the term names, 1
 * when every word is a whole word of its name or description, 2 when it matches only inside other
 * words ('gas' in 'vigas'). Relevance orders by it before the plan, so 'Destacado' lifts a listing
 * only among equally good matches.
 */
export function matchQuality(term: string): SQL {
  const trades = subsectorsNamedBy(term)
  const isTrade = trades.length
    ? sql`(sector_slug, subsector_slug) IN (VALUES ${sql.join(
        trades.map((trade) => sql`(${trade.sectorSlug}, ${trade.subsectorSlug})`),
        sql`, `,
      )})`
    : sql`0`
  const wholeWords = sql.join(
    term
      .slice(0, SEARCH_MAX_TERM_LENGTH)
      .split(/\s+/)
      .filter((word) => [...word].length >= SEARCH_MIN_TERM_LENGTH)
      .map((word) => {
        const forms = [...new Set([word, ...singularForms(word)].map((form) => form.toLowerCase().replace(/[%_\\]/g, '')))]
        return sql`(${sql.join(
          forms.map((form) => sql`${LISTING_WORDS} LIKE ${`% ${form} %`}`),
          sql` OR `,
        )})`
      }),
    sql` AND `,
  )
  return sql`CASE WHEN ${isTrade} THEN 0 WHEN ${wholeWords} THEN 1 ELSE 2 END`
}
