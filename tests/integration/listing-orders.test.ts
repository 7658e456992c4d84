import { beforeEach, describe, expect, test } from 'vitest'
import { LISTING_ORDERS, SEARCH_COUNT_LIMIT, SEARCH_PAGE_SIZE, type ListingOrder } from '~/constants'
import { findListings, type ListingFilter } from '~/models/listings.server'
import { loader as searchLoader } from '~/routes/_index'
import { loader as subsectorLoader } from '~/routes/$sector_.$subsector'
import { db } from '~/server/db.server'
import { createAccount, createListing, createReview, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

function addReviews(listingId: number, ratings: number[]) {
  for (const rating of ratings) {
    const { user } = createAccount(db, { role: 'constructor' })
    createReview(db, { userId: user.id, listingId, rating })
  }
}

/** Seven roofers in CABA: one premium, one claimed on the free plan, the rest unclaimed with known ratings. */
function seedRoofers() {
  const premium = createAccount(db, { plan: 'premium' })
  const free = createAccount(db)
  createListing(db, { businessName: 'Zeta Techos', profileId: premium.profile.id })
  createListing(db, { businessName: 'Obras Techos', profileId: free.profile.id })
  addReviews(createListing(db, { businessName: 'Álamo Techos' }).id, [5, 5])
  addReviews(createListing(db, { businessName: 'Ñandú Techos' }).id, [5])
  addReviews(createListing(db, { businessName: 'Nogal Techos' }).id, [4, 4, 4])
  addReviews(createListing(db, { businessName: 'Beta Techos' }).id, [5, 4])
  createListing(db, { businessName: 'Cedro Techos' })
}

const EXPECTED: Record<ListingOrder, string[]> = {
  // Premium, then claimed, then more reviews, then the name.
  relevancia: ['Zeta Techos', 'Obras Techos', 'Nogal Techos', 'Álamo Techos', 'Beta Techos', 'Ñandú Techos', 'Cedro Techos'],
  // Average, ties by more reviews, then the name; unrated last, by name.
  calificacion: ['Álamo Techos', 'Ñandú Techos', 'Beta Techos', 'Nogal Techos', 'Cedro Techos', 'Obras Techos', 'Zeta Techos'],
  // More reviews, ties by the better average, then the name.
  resenas: ['Nogal Techos', 'Álamo Techos', 'Beta Techos', 'Ñandú Techos', 'Cedro Techos', 'Obras Techos', 'Zeta Techos'],
  nombre: ['Álamo Techos', 'Beta Techos', 'Cedro Techos', 'Nogal Techos', 'Ñandú Techos', 'Obras Techos', 'Zeta Techos'],
}

const names = (items: { businessName: string }[]) => items.map((listing) => listing.businessName)

/** Every page of `pageSize`, concatenated: the pages must neither overlap nor skip. */
function allPages(filter: ListingFilter, order: ListingOrder, pageSize: number) {
  const listed: string[] = []
  for (let page = 1; ; page++) {
    const { items } = findListings(db, filter, { order, page, pageSize })
    if (items.length === 0) return listed
    listed.push(...names(items))
  }
}

describe('the orders a visitor may choose', () => {
  const filters: [string, ListingFilter][] = [
    ['a term', { term: 'techos' }],
    ['zones only', { zones: ['CABA'] }],
    ['a subsector', { sectorSlug: 'cubiertas', subsectorSlug: 'techistas' }],
  ]
  test.each(filters)('each order is exact with %s, page after page', (_, filter) => {
    seedRoofers()
    for (const { value } of LISTING_ORDERS) {
      expect(names(findListings(db, filter, { order: value }).items), value).toEqual(EXPECTED[value])
      expect(allPages(filter, value, 3), value).toEqual(EXPECTED[value])
    }
  })

  test("only the directory's order labels premium listings 'Destacado'", () => {
    seedRoofers()
    for (const { value } of LISTING_ORDERS) {
      const featured = findListings(db, { term: 'techos' }, { order: value }).items.filter((listing) => listing.featured)
      expect(names(featured), value).toEqual(value === 'relevancia' ? ['Zeta Techos'] : [])
    }
  })

  test('search and list pages read the order from the URL; a bad value is the default order, without an error', async () => {
    seedRoofers()
    const search = (query: string) => searchLoader({ request: new Request(`http://localhost/?${query}`), params: {}, context: {} })
    const subsector = (query: string) =>
      subsectorLoader({
        request: new Request(`http://localhost/cubiertas/techistas?${query}`),
        params: { sector: 'cubiertas', subsector: 'techistas' },
        context: {},
      })
    for (const { value } of LISTING_ORDERS) {
      const found = await search(`q=techos&zona=CABA&orden=${value}`)
      expect(found).toMatchObject({ orden: value, q: 'techos', zonas: ['CABA'] })
      expect(names(found.results!.items)).toEqual(EXPECTED[value])
      const listed = await subsector(`zona=CABA&orden=${value}`)
      expect(listed.order).toBe(value)
      expect(names(listed.items)).toEqual(EXPECTED[value])
    }
    for (const bad of ['precio', 'NOMBRE', '', 'nombre%00', 'relevancia&orden=nombre']) {
      const found = await search(`q=techos&orden=${bad}`)
      expect(found.orden, bad).toBe('relevancia')
      expect(names(found.results!.items)).toEqual(EXPECTED.relevancia)
      expect(names((await subsector(`orden=${bad}`)).items)).toEqual(EXPECTED.relevancia)
    }
  })

  test('the second page of a sorted list page follows the first', async () => {
    for (let i = 0; i < SEARCH_PAGE_SIZE + 3; i++) createListing(db, { businessName: `Techos ${String.fromCharCode(122 - i)}` })
    const premium = createAccount(db, { plan: 'premium' })
    createListing(db, { businessName: 'Zinc Premium', profileId: premium.profile.id })
    const page = async (n: number) =>
      names(
        (
          await subsectorLoader({
            request: new Request(`http://localhost/cubiertas/techistas?orden=nombre&page=${n}`),
            params: { sector: 'cubiertas', subsector: 'techistas' },
            context: {},
          })
        ).items,
      )
    const byName = Array.from({ length: SEARCH_PAGE_SIZE + 3 }, (_, i) => `Techos ${String.fromCharCode(122 - i)}`).reverse()
    expect([...(await page(1)), ...(await page(2))]).toEqual([...byName, 'Zinc Premium'])
  })

  test('a term with more matches than the count shows still pages in each order', () => {
    db.transaction(() => {
      for (let i = 0; i < SEARCH_COUNT_LIMIT + 5; i++) createListing(db, { businessName: `Hormigonera ${String(i).padStart(4, '0')}` })
    })
    const premium = createAccount(db, { plan: 'premium' })
    createListing(db, { businessName: 'Hormigonera Zeta', profileId: premium.profile.id })
    const rated = createListing(db, { businessName: 'Hormigonera Reseñada' })
    addReviews(rated.id, [4])

    const firstThree = (order: ListingOrder, page = 1) =>
      names(findListings(db, { term: 'hormigonera' }, { order, page, pageSize: 3 }).items)
    expect(firstThree('relevancia')).toEqual(['Hormigonera Zeta', 'Hormigonera Reseñada', 'Hormigonera 0000'])
    expect(firstThree('calificacion')).toEqual(['Hormigonera Reseñada', 'Hormigonera 0000', 'Hormigonera 0001'])
    expect(firstThree('resenas')).toEqual(['Hormigonera Reseñada', 'Hormigonera 0000', 'Hormigonera 0001'])
    expect(firstThree('nombre')).toEqual(['Hormigonera 0000', 'Hormigonera 0001', 'Hormigonera 0002'])
    expect(firstThree('nombre', 2)).toEqual(['Hormigonera 0003', 'Hormigonera 0004', 'Hormigonera 0005'])
  })
})
