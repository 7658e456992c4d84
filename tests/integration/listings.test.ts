import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { SEARCH_COUNT_LIMIT } from '~/constants'
import { findListings, getActiveListing } from '~/models/listings.server'
import { ZONES } from '~/taxonomy'
import { db } from '~/server/db.server'
import { createAccount, createListing, createReview, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

function addReviews(listingId: number, ratings: number[]) {
  for (const rating of ratings) {
    const { user } = createAccount(db, { role: 'constructor' })
    createReview(db, { userId: user.id, listingId, rating })
  }
}

describe('findListings', () => {
  test('orders premium, then claimed, then more reviews, then the name in Spanish order', () => {
    const premium = createAccount(db, { plan: 'premium' })
    const free = createAccount(db)
    createListing(db, { businessName: 'Zócalos Premium', profileId: premium.profile.id })
    createListing(db, { businessName: 'Obras Reclamadas', profileId: free.profile.id })
    const reviewed = createListing(db, { businessName: 'Zinguería Reseñada' })
    addReviews(reviewed.id, [5, 4])
    for (const businessName of ['Ñandú Techos', 'Nogal Techos', 'Álamo Techos', 'Obras Norte']) createListing(db, { businessName })
    const names = findListings(db, {}).items.map((listing) => listing.businessName)
    expect(names).toEqual([
      'Zócalos Premium',
      'Obras Reclamadas',
      'Zinguería Reseñada',
      'Álamo Techos',
      'Nogal Techos',
      'Ñandú Techos',
      'Obras Norte',
    ])
  })

  test('only active listings, filtered by term, zones and taxonomy, with the total', () => {
    createListing(db, { businessName: 'Corralón Núñez', zona: 'CABA', localidad: 'Núñez' })
    createListing(db, { businessName: 'Corralón Quilmes', zona: 'GBA Sur', localidad: 'Quilmes' })
    const inactive = createListing(db, { businessName: 'Corralón Cerrado' })
    db.update(schema.listings).set({ isActive: false }).where(eq(schema.listings.id, inactive.id)).run()

    expect(findListings(db, { term: 'corralon' }).total).toBe(2)
    expect(findListings(db, { term: 'nunez' }).items.map((l) => l.businessName)).toEqual(['Corralón Núñez'])
    expect(findListings(db, { zones: ['GBA Sur'] }).items.map((l) => l.businessName)).toEqual(['Corralón Quilmes'])
    expect(findListings(db, { term: 'corralon', zones: ['CABA', 'GBA Norte'] }).total).toBe(1)
    expect(findListings(db, { sectorSlug: 'cubiertas', subsectorSlug: 'techistas', divisionSlug: null }).total).toBe(2)
    expect(findListings(db, { term: 'co' })).toEqual({ total: 0, items: [], totalIsCapped: false })
  })

  test('a text search finds a listing in its zone only, and only while it is active', () => {
    const zonesOf = (term: string) => ZONES.filter((zone) => findListings(db, { term, zones: [zone] }).total === 1)
    for (const zona of ZONES) createListing(db, { businessName: `Pinturería ${zona}`, zona })
    for (const zona of ZONES) expect(zonesOf(`pintureria ${zona}`)).toEqual([zona])

    const listing = createListing(db, { businessName: 'Vidriería Móvil', zona: 'CABA' })
    const setListing = (values: Partial<typeof schema.listings.$inferInsert>) =>
      db.update(schema.listings).set(values).where(eq(schema.listings.id, listing.id)).run()
    setListing({ zona: 'GBA Oeste', localidad: 'Morón' })
    expect(zonesOf('vidrieria')).toEqual(['GBA Oeste'])
    setListing({ isActive: false })
    expect(findListings(db, { term: 'vidrieria' }).total).toBe(0)
    setListing({ isActive: true })
    expect(findListings(db, { term: 'vidrieria' }).items.map((l) => l.id)).toEqual([listing.id])
    db.delete(schema.listings).where(eq(schema.listings.id, listing.id)).run()
    expect(findListings(db, { term: 'vidrieria' }).total).toBe(0)
  })

  test('a text search counts up to the limit and still pages in order', () => {
    db.transaction(() => {
      for (let i = 0; i < SEARCH_COUNT_LIMIT + 5; i++) createListing(db, { businessName: `Hormigonera ${String(i).padStart(4, '0')}` })
    })
    const premium = createAccount(db, { plan: 'premium' })
    createListing(db, { businessName: 'Hormigonera Zeta', profileId: premium.profile.id, zona: 'GBA Sur' })

    const found = findListings(db, { term: 'hormigonera' }, { pageSize: 3 })
    expect(found).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalIsCapped: true })
    expect(found.items.map((l) => l.businessName)).toEqual(['Hormigonera Zeta', 'Hormigonera 0000', 'Hormigonera 0001'])
    expect(findListings(db, { term: 'hormigonera', zones: ['GBA Sur'] })).toMatchObject({ total: 1, totalIsCapped: false })
    expect(findListings(db, { zones: ['CABA'] })).toMatchObject({ total: SEARCH_COUNT_LIMIT + 5, totalIsCapped: false })
  })

  test('every page of a common term keeps the directory order, early pages and deep ones alike', () => {
    const premium = createAccount(db, { plan: 'premium' })
    const free = createAccount(db)
    db.transaction(() => {
      for (let i = 0; i < SEARCH_COUNT_LIMIT + 40; i++) {
        // Matches and other listings alternate along the order, with every rank of the order in play.
        const profileId = i % 97 === 0 ? premium.profile.id : i % 13 === 0 ? free.profile.id : null
        const reviewCount = i % 7
        createListing(db, { businessName: `Hormigonera ${(i * 7919) % 2003}`, profileId, reviewCount, ratingTotal: reviewCount * 4 })
        createListing(db, { businessName: `Pinturería ${i}`, profileId, reviewCount: (i + 3) % 7 })
      }
    })
    db.update(schema.listings).set({ isActive: false }).where(eq(schema.listings.businessName, 'Hormigonera 5')).run()
    const expected = db
      .all<{ id: number }>(
        sql`SELECT id FROM listings WHERE is_active = 1 AND business_name LIKE 'Hormigonera %'
          ORDER BY is_premium DESC, claimed DESC, review_count DESC, sort_name, id`,
      )
      .map((row) => row.id)
    const pageSize = 24
    const pageIds = (page: number) => findListings(db, { term: 'hormigonera' }, { page, pageSize }).items.map((l) => l.id)
    // Twice: the first pass reads the index, the second uses the kept match list.
    for (let pass = 0; pass < 2; pass++) {
      for (const page of [1, 2, 3, 10, 20, 42]) {
        expect(pageIds(page), `page ${page}`).toEqual(expected.slice((page - 1) * pageSize, page * pageSize))
      }
    }
    expect(findListings(db, { term: 'hormigonera' })).toMatchObject({ total: SEARCH_COUNT_LIMIT, totalIsCapped: true })
  })

  test('the kept match list of a common term follows every write that changes what search matches', () => {
    db.transaction(() => {
      for (let i = 0; i < SEARCH_COUNT_LIMIT + 5; i++) createListing(db, { businessName: `Pintura ${String(i).padStart(4, '0')}` })
    })
    const firstName = () => findListings(db, { term: 'pintura' }, { pageSize: 1 }).items[0]?.businessName
    expect(firstName()).toBe('Pintura 0000')

    const premium = createAccount(db, { plan: 'premium' })
    const added = createListing(db, { businessName: 'Pintura Premium', profileId: premium.profile.id })
    expect(firstName()).toBe('Pintura Premium')
    const setAdded = (values: Partial<typeof schema.listings.$inferInsert>) =>
      db.update(schema.listings).set(values).where(eq(schema.listings.id, added.id)).run()
    setAdded({ isActive: false })
    expect(firstName()).toBe('Pintura 0000')
    setAdded({ isActive: true, businessName: 'Barnices Premium' })
    expect(firstName()).toBe('Pintura 0000')
    setAdded({ description: 'Pintura de obra' })
    expect(firstName()).toBe('Barnices Premium')
    expect(findListings(db, { term: 'pintura', zones: ['GBA Sur'] }).total).toBe(0)
    setAdded({ zona: 'GBA Sur', localidad: 'Quilmes' })
    expect(findListings(db, { term: 'pintura', zones: ['GBA Sur'] }).items.map((l) => l.id)).toEqual([added.id])
    expect(firstName()).toBe('Barnices Premium')
    db.delete(schema.listings).where(eq(schema.listings.id, added.id)).run()
    expect(firstName()).toBe('Pintura 0000')
  })

  test('pages through the results', () => {
    for (let i = 0; i < 5; i++) createListing(db, { businessName: `Techos ${i}` })
    const first = findListings(db, {}, { page: 1, pageSize: 2 })
    const third = findListings(db, {}, { page: 3, pageSize: 2 })
    expect(first.total).toBe(5)
    expect(first.items.map((l) => l.businessName)).toEqual(['Techos 0', 'Techos 1'])
    expect(third.items.map((l) => l.businessName)).toEqual(['Techos 4'])
  })

  test('summaries carry taxonomy names, claim state and the average rating', () => {
    const listing = createListing(db, {
      sectorSlug: 'preliminares',
      subsectorSlug: 'obrador-y-provisorios',
      divisionSlug: 'banos-quimicos',
    })
    addReviews(listing.id, [5, 4, 4])
    expect(getActiveListing(db, listing.id)).toMatchObject({
      sector: { slug: 'preliminares', name: 'Preliminares' },
      subsector: { slug: 'obrador-y-provisorios', name: 'Obrador y provisorios' },
      division: { slug: 'banos-quimicos', name: 'Baños químicos' },
      claimed: false,
      isPremium: false,
      reviewCount: 3,
    })
    expect(getActiveListing(db, listing.id)?.ratingAverage).toBeCloseTo(13 / 3)
  })
})
