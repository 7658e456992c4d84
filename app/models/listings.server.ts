import { eq, sql, type SQL } from 'drizzle-orm'
import { listings } from '~/../drizzle/schema'
import { DEFAULT_LISTING_ORDER, SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZE, type ListingOrder } from '~/constants'
import { getDivision, getSector, getSubsector, OTHER_SECTOR, type Zone } from '~/taxonomy'
import { websiteHref } from '~/utils/format'
import { sqlValues, type Db } from '~/server/sqlite.server'
import { allMatches, firstMatches, keptMatches, matchingListingIds, matchQuality, toMatchExpression, type MatchList } from './search.server'

export type ListingFilter = {
  /** Free text; words shorter than the trigram length are ignored (see toMatchExpression). */
  term?: string
  zones?: readonly Zone[]
  sectorSlug?: string
  subsectorSlug?: string
  /** A division slug, or null for listings without division. */
  divisionSlug?: string | null
  /** A zona page's zone or place, or the place a search names. */
  area?: AreaFilter
}

/**
 * Listings serve a place when their localidad is in it or their profile declares it (or, for a
 * whole zone, any place of it): `localidades` null means every localidad of `zone`.
 */
export type AreaFilter = { zone: Zone; localidades: readonly string[] | null; placeSlugs: readonly string[] }

/**
 * Ids of a sector's (or subsector's) listings serving an area: its localidades through
 * listings_sector_place_idx, and the declared places from the area to the listings (CROSS JOIN
 * keeps that order), so neither branch reads the sector's other listings.
 */
function servingListingIds({ sectorSlug, subsectorSlug }: { sectorSlug: string; subsectorSlug?: string }, area: AreaFilter) {
  const byLocalidad = area.localidades ? sql` AND localidad IN (${sqlValues(area.localidades)})` : sql``
  const inSubsector = (column: SQL) => (subsectorSlug ? sql` AND ${column} = ${subsectorSlug}` : sql``)
  return sql`
    SELECT id FROM listings INDEXED BY listings_sector_place_idx
    WHERE is_active = 1 AND sector_slug = ${sectorSlug} AND zona = ${area.zone}${byLocalidad}${inSubsector(sql`subsector_slug`)}
    UNION
    SELECT served.id FROM provider_service_areas AS area CROSS JOIN listings AS served INDEXED BY listings_profile_sector_idx ON served.profile_id = area.profile_id AND served.is_active = 1
    WHERE area.place_slug IN (${sqlValues(area.placeSlugs)}) AND served.sector_slug = ${sectorSlug}${inSubsector(sql`served.subsector_slug`)}`
}

/**
 * Listings serving an area, of any sector: those of its zone (and localidades), and those of the
 * providers who declared its places. Checked on each row where a term or a zone has already
 * narrowed the rows; alone, as ids read through the zone index and the declared places, since an
 * OR of the two on every row would make SQLite read every listing.
 */
function servesArea(area: AreaFilter, { alone }: { alone: boolean }) {
  const byLocalidad = area.localidades ? sql` AND localidad IN (${sqlValues(area.localidades)})` : sql``
  const declared = sql`SELECT profile_id FROM provider_service_areas WHERE place_slug IN (${sqlValues(area.placeSlugs)})`
  if (!alone) return sql`((zona = ${area.zone}${byLocalidad}) OR profile_id IN (${declared}))`
  return sql`id IN (
    SELECT id FROM listings INDEXED BY listings_zona_idx WHERE is_active = 1 AND zona = ${area.zone}${byLocalidad}
    UNION
    SELECT served.id FROM provider_service_areas AS area CROSS JOIN listings AS served INDEXED BY listings_profile_sector_idx
      ON served.profile_id = area.profile_id AND served.is_active = 1
    WHERE area.place_slug IN (${sqlValues(area.placeSlugs)}))`
}

export type ListingSummary = {
  id: number
  businessName: string
  contactPerson: string | null
  phone: string | null
  address: string | null
  website: string | null
  description: string
  sector: { slug: string; name: string }
  subsector: { slug: string; name: string }
  division: { slug: string; name: string } | null
  zona: Zone
  localidad: string
  claimed: boolean
  profileId: number | null
  isPremium: boolean
  /** Labelled 'Destacado': premium, in a list whose order puts premium listings first. */
  featured: boolean
  reviewCount: number
  /** Average rating with full precision, or null without reviews. */
  ratingAverage: number | null
}

export type ListingRow = Omit<
  ListingSummary,
  'sector' | 'subsector' | 'division' | 'claimed' | 'isPremium' | 'featured' | 'ratingAverage'
> & {
  sectorSlug: string
  subsectorSlug: string
  divisionSlug: string | null
  claimed: number
  isPremium: number
  ratingTotal: number
  /** The typed name of an "otros" subsector, which app/taxonomy.ts cannot know. */
  otherSubsectorName: string | null
}

export function toSummary(row: ListingRow): ListingSummary {
  const { sectorSlug, subsectorSlug, divisionSlug, ratingTotal, otherSubsectorName, ...rest } = row
  const division = divisionSlug ? getDivision(sectorSlug, subsectorSlug, divisionSlug) : undefined
  return {
    ...rest,
    // A profile's website may be stored without its scheme.
    website: rest.website ? websiteHref(rest.website) : null,
    sector: { slug: sectorSlug, name: sectorSlug === OTHER_SECTOR.slug ? OTHER_SECTOR.name : (getSector(sectorSlug)?.name ?? sectorSlug) },
    subsector: {
      slug: subsectorSlug,
      name: otherSubsectorName ?? getSubsector(sectorSlug, subsectorSlug)?.name ?? subsectorSlug,
    },
    division: divisionSlug ? { slug: divisionSlug, name: division?.name ?? divisionSlug } : null,
    claimed: row.claimed === 1,
    isPremium: row.isPremium === 1,
    featured: false,
    ratingAverage: row.reviewCount > 0 ? ratingTotal / row.reviewCount : null,
  }
}

/** A claimed listing's phone, address or website typed for that service, or else its profile's. */
const contactColumn = (column: string) =>
  `coalesce(listings.${column}, (SELECT owner.${column} FROM provider_profiles AS owner WHERE owner.id = listings.profile_id)) AS ${column}`

export const SUMMARY_COLUMNS = sql.raw(`id, business_name AS businessName, contact_person AS contactPerson, ${contactColumn('phone')},
  ${contactColumn('address')}, ${contactColumn('website')}, description, sector_slug AS sectorSlug, subsector_slug AS subsectorSlug, division_slug AS divisionSlug,
  zona, localidad, claimed, profile_id AS profileId, is_premium AS isPremium, review_count AS reviewCount,
  rating_total AS ratingTotal, CASE WHEN listings.sector_slug = '${OTHER_SECTOR.slug}' THEN (SELECT name FROM subsectors AS other
    WHERE other.sector_slug = listings.sector_slug AND other.slug = listings.subsector_slug) END AS otherSubsectorName`)

/** The average rating; null (SQLite's division by zero) without reviews. */
const RATING_AVERAGE = 'rating_total * 1.0 / review_count'

/**
 * Each order a visitor may choose and the partial index that holds it (migrations 0000 and 0021),
 * ending in the name and the id so that pages never overlap. 'Mejor calificados' puts listings
 * without reviews after every rated one.
 */
const ORDERS: Record<ListingOrder, { orderBy: string; index: string }> = {
  relevancia: { orderBy: 'is_premium DESC, claimed DESC, review_count DESC, sort_name, id', index: 'listings_search_order_idx' },
  calificacion: {
    orderBy: `review_count = 0, ${RATING_AVERAGE} DESC, review_count DESC, sort_name, id`,
    index: 'listings_rating_order_idx',
  },
  resenas: { orderBy: `review_count DESC, ${RATING_AVERAGE} DESC, sort_name, id`, index: 'listings_reviews_order_idx' },
  nombre: { orderBy: 'sort_name, id', index: 'listings_name_order_idx' },
}

/**
 * Above this many matches, walking the sort index beats fetching the matches and sorting them.
 * A text search tests each index entry against its match list, cheaply; a taxonomy browse reads
 * each entry's row, so it walks only when matches are dense.
 */
const SORT_INDEX_WALK_MIN_MATCHES = { text: 200, taxonomy: 1000 }

export type ListingPage = {
  items: ListingSummary[]
  /** Matches counted; a text search stops counting at SEARCH_COUNT_LIMIT and says so. */
  total: number
  totalIsCapped: boolean
}

const NO_MATCHES: ListingPage = { items: [], total: 0, totalIsCapped: false }

/**
 * One page of active listings, by default in the directory's order: premium first, then claimed,
 * then more reviews, then the business name in Spanish alphabetical order. Many matches: walk the
 * partial sort index and filter (a page fills quickly). Few matches, or another order: fetch them
 * through the search or the taxonomy index and sort them.
 */
export function findListings(
  db: Db,
  filter: ListingFilter,
  { page = 1, pageSize = SEARCH_PAGE_SIZE, order = DEFAULT_LISTING_ORDER }: { page?: number; pageSize?: number; order?: ListingOrder } = {},
): ListingPage {
  const found = findListingsPage(db, filter, { page, pageSize, order })
  if (order !== DEFAULT_LISTING_ORDER) return found
  return { ...found, items: found.items.map((listing) => ({ ...listing, featured: listing.isPremium })) }
}

function findListingsPage(
  db: Db,
  filter: ListingFilter,
  { page, pageSize, order }: { page: number; pageSize: number; order: ListingOrder },
): ListingPage {
  const expression = filter.term?.trim() ? toMatchExpression(filter.term) : undefined
  if (expression === null) return NO_MATCHES
  const zones = filter.zones ?? []
  const browsesTaxonomy = Boolean(filter.sectorSlug)
  // A term's matches in a place are counted and sorted like a browse: the place filters each match.
  const narrowed = browsesTaxonomy || Boolean(filter.area)
  // Relevance with a term: the best matches first (matchQuality), then the directory's order.
  const quality = expression && order === DEFAULT_LISTING_ORDER && filter.term ? matchQuality(filter.term) : null

  let total = 0
  let totalIsCapped = false
  let commonTermMatches: MatchList | undefined
  const conditions: SQL[] = [sql`is_active = 1`]
  // The search index filters zones itself; a browse reads the zone index.
  if (expression && !narrowed) {
    // Up to the limit, the ids found while counting are the match list of the page query too,
    // so the index is read once; past it, the page needs every match (kept for common terms).
    commonTermMatches = keptMatches(db, expression, zones)
    let idsJson = commonTermMatches?.idsJson
    if (!commonTermMatches) {
      const first = firstMatches(db, expression, zones, SEARCH_COUNT_LIMIT + 1)
      if (first.count > SEARCH_COUNT_LIMIT) commonTermMatches = allMatches(db, expression, zones)
      total = first.count
      idsJson = commonTermMatches?.idsJson ?? first.idsJson
    }
    totalIsCapped = commonTermMatches !== undefined
    if (totalIsCapped) total = SEARCH_COUNT_LIMIT
    conditions.push(sql`id IN (SELECT value FROM json_each(${idsJson}))`)
  } else if (expression) conditions.push(sql`id IN (${matchingListingIds(expression, zones)})`)
  else if (zones.length) conditions.push(sql`zona IN (${sqlValues(zones)})`)
  // An area's ids already hold its sector: named again here, the sector would lead SQLite to its index.
  if (filter.area && filter.sectorSlug)
    conditions.push(sql`id IN (${servingListingIds({ sectorSlug: filter.sectorSlug, subsectorSlug: filter.subsectorSlug }, filter.area)})`)
  else {
    if (filter.area) conditions.push(servesArea(filter.area, { alone: !expression && zones.length === 0 }))
    if (filter.sectorSlug) conditions.push(sql`sector_slug = ${filter.sectorSlug}`)
    if (filter.subsectorSlug) conditions.push(sql`subsector_slug = ${filter.subsectorSlug}`)
  }
  if (filter.divisionSlug === null) conditions.push(sql`division_slug IS NULL`)
  else if (filter.divisionSlug) conditions.push(sql`division_slug = ${filter.divisionSlug}`)
  const where = sql.join(conditions, sql` AND `)

  if (!expression || narrowed) {
    // An area's few matches are counted by id; a taxonomy browse reads its index.
    const index = filter.area ? sql`` : sql`INDEXED BY ${browsesTaxonomy ? sql`listings_taxonomy_idx` : sql`listings_zona_idx`}`
    total = db.get<{ total: number }>(sql`SELECT count(*) AS total FROM listings ${index} WHERE ${where}`).total
  }
  const offset = (Math.max(1, page) - 1) * pageSize
  if (total === 0 || (offset >= total && !totalIsCapped)) return { items: [], total, totalIsCapped }

  if (commonTermMatches && !quality) {
    const pageIds = pageBySortIndexWalk(db, order, commonTermMatches.ids, offset, pageSize)
    if (pageIds) return { items: listingsById(db, pageIds), total, totalIsCapped }
  }
  // A term's matches often share their names' first word, so they cluster far down the name index:
  // a text search by name sorts its matches unless there are too many to sort.
  const denseEnoughToWalk =
    total > SORT_INDEX_WALK_MIN_MATCHES[browsesTaxonomy ? 'taxonomy' : 'text'] && (browsesTaxonomy || order !== 'nombre')
  const walksSortIndex = !quality && (totalIsCapped || (!expression && !narrowed) || denseEnoughToWalk)
  const source = walksSortIndex
    ? sql`INDEXED BY ${sql.raw(ORDERS[order].index)}`
    : filter.area
      ? sql``
      : browsesTaxonomy
        ? sql`INDEXED BY listings_taxonomy_idx`
        : sql`NOT INDEXED`
  const rows = db.all<ListingRow>(sql`
    SELECT ${SUMMARY_COLUMNS} FROM listings ${source}
    WHERE ${where}
    ORDER BY ${quality ? sql`${quality}, ` : sql``}${sql.raw(ORDERS[order].orderBy)}
    LIMIT ${pageSize} OFFSET ${offset}`)
  return { items: rows.map(toSummary), total, totalIsCapped }
}

/**
 * Per index entry, a walk in JavaScript against a kept match set costs about three times what
 * SQLite spends per entry of the IN list it builds from every match for each page. So early pages
 * of a common term walk here, and past a third of the matches' count of entries (deep pages, or
 * matches rare among all listings) SQLite walks instead.
 */
const JS_WALK_STEPS_PER_MATCH = 1 / 3

const sortIndexWalk = (db: Db, order: ListingOrder) =>
  db.$client
    .prepare<[], number>(`SELECT id FROM listings INDEXED BY ${ORDERS[order].index} WHERE is_active = 1 ORDER BY ${ORDERS[order].orderBy}`)
    .pluck()

/** The ids of one page in `order`, or null when the walk would cost more than SQLite's. */
function pageBySortIndexWalk(db: Db, order: ListingOrder, matches: ReadonlySet<number>, offset: number, pageSize: number) {
  const maxSteps = matches.size * JS_WALK_STEPS_PER_MATCH
  const page: number[] = []
  let steps = 0
  let skipped = 0
  for (const id of sortIndexWalk(db, order).iterate()) {
    if (++steps > maxSteps) return null
    if (!matches.has(id)) continue
    if (skipped < offset) skipped++
    else if (page.push(id) === pageSize) break
  }
  return page
}

/** Active listings by id, in the order of `ids`. */
function listingsById(db: Db, ids: number[]) {
  const rows = db.all<ListingRow>(sql`
    SELECT ${SUMMARY_COLUMNS} FROM listings
    WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND is_active = 1`)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toSummary(row)] : []
  })
}

/** One active listing by id, or undefined. */
export function getActiveListing(db: Db, id: number) {
  const row = db.get<ListingRow | undefined>(sql`SELECT ${SUMMARY_COLUMNS} FROM listings WHERE id = ${id} AND is_active = 1`)
  return row ? toSummary(row) : undefined
}

/** Active listings a provider profile published, in the directory's order. */
export function listProfileListings(db: Db, profileId: number) {
  return db
    .all<ListingRow>(
      sql`
      SELECT ${SUMMARY_COLUMNS} FROM listings
      WHERE profile_id = ${profileId} AND is_active = 1
      ORDER BY sort_name, id`,
    )
    .map(toSummary)
}

export type OwnListing = ListingSummary & { isActive: boolean }

/** Every listing the profile published, active or not, for its owner's profile area. */
export function listOwnListings(db: Db, profileId: number): OwnListing[] {
  return db
    .all<ListingRow & { isActive: number }>(
      sql`
      SELECT ${SUMMARY_COLUMNS}, is_active AS isActive FROM listings
      WHERE profile_id = ${profileId}
      ORDER BY sort_name, id`,
    )
    .map(({ isActive, ...row }) => ({ ...toSummary(row), isActive: isActive === 1 }))
}

export type DeleteOwnListingResult = { status: 'deleted' } | { status: 'notFound' } | { status: 'forbidden' }

/**
 * Deletes a listing only when it belongs to the user's profile; anything else (an unclaimed
 * listing, another account's) is refused and left untouched. Its favourites go with it; its
 * reviews stay with the provider (see docs/decisions/004-reviews-belong-to-the-provider.md).
 */
export function deleteOwnListing(db: Db, { userId, listingId }: { userId: number; listingId: number }): DeleteOwnListingResult {
  return db.transaction((tx): DeleteOwnListingResult => {
    const row = tx.get<{ ownerId: number | null } | undefined>(sql`
        SELECT p.user_id AS ownerId FROM listings l LEFT JOIN provider_profiles p ON p.id = l.profile_id
        WHERE l.id = ${listingId}`)
    if (!row) return { status: 'notFound' }
    if (row.ownerId !== userId) return { status: 'forbidden' }
    tx.delete(listings).where(eq(listings.id, listingId)).run()
    return { status: 'deleted' }
  })
}

export type SetListingActiveResult = { status: 'updated' } | { status: 'notFound' }

/**
 * Pauses or reactivates one of the user's listings. A paused listing leaves search and the
 * sector pages (the search index holds active listings only) and keeps its reviews. Reactivating
 * needs no plan check: paused listings still count towards the plan's subsectors.
 */
export function setOwnListingActive(
  db: Db,
  { userId, listingId, active }: { userId: number; listingId: number; active: boolean },
): SetListingActiveResult {
  const updated = db.run(sql`
    UPDATE listings SET is_active = ${active ? 1 : 0}, updated_at = ${Date.now()}
    WHERE id = ${listingId} AND profile_id = (SELECT id FROM provider_profiles WHERE user_id = ${userId})`)
  return updated.changes === 1 ? { status: 'updated' } : { status: 'notFound' }
}
