import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { deleteOwnListing, findListings, getActiveListing } from '~/models/listings.server'
import { publishListing } from '~/models/publishing.server'
import { addReview, getReviewEligibility, listListingReviews, listProfileReviews } from '~/models/reviews.server'
import { action as listingAction } from '~/routes/proveedor.$id'
import { action as profileAction } from '~/routes/perfil/route'
import { db } from '~/server/db.server'
import { answer, post, signedInCookie, toastOf } from '../setup/actions'
import { countRows, createAccount, createListing, resetDatabase } from '../setup/factories'
import { raceProcesses } from '../setup/race'

beforeEach(() => resetDatabase(db))

const SERVICE = { zona: 'CABA', localidad: 'Palermo', description: 'Techos de chapa y tejas con garantía.' } as const

function provider(businessName = 'Techos del Sur') {
  const account = createAccount(db, { businessName })
  db.update(schema.providerProfiles).set({ phone: '+541143214321' }).where(eq(schema.providerProfiles.id, account.profile.id)).run()
  const publish = (sector: string, subsector: string) => {
    const outcome = publishListing(db, { userId: account.user.id, sector, subsector, ...SERVICE })
    if (outcome.status !== 'published') throw new Error(`not published: ${outcome.status}`)
    return outcome.listingId
  }
  return { ...account, publish }
}

describe('deleting a service and publishing it again', () => {
  test('the reviews stay with the provider and come back with the listing', () => {
    const roofer = provider()
    const roofing = roofer.publish('cubiertas', 'techistas')
    const builders = [createAccount(db, { role: 'constructor' }), createAccount(db, { role: 'constructor' })]
    expect(addReview(db, { userId: builders[0]!.user.id, listingId: roofing, rating: 5, comment: 'Impecables.' })).toMatchObject({
      status: 'created',
    })
    expect(addReview(db, { userId: builders[1]!.user.id, listingId: roofing, rating: 3 })).toMatchObject({ status: 'created' })

    expect(deleteOwnListing(db, { userId: roofer.user.id, listingId: roofing })).toEqual({ status: 'deleted' })
    expect(countRows(db, 'reviews')).toBe(2)
    const kept = listProfileReviews(db, roofer.profile.id)
    expect(kept).toMatchObject({ count: 2, average: 4 })
    expect(kept.reviews.map((review) => [review.rating, review.service])).toEqual([
      [3, 'Techistas'],
      [5, 'Techistas'],
    ])

    const republished = roofer.publish('cubiertas', 'techistas')
    expect(republished).not.toBe(roofing)
    expect(getActiveListing(db, republished)).toMatchObject({ reviewCount: 2, ratingAverage: 4 })
    expect(listListingReviews(db, republished)).toMatchObject({ count: 2, average: 4 })
    // Not a clean slate: whoever reviewed the provider still has, and cannot review again.
    expect(getReviewEligibility(db, { userId: builders[0]!.user.id, listingIds: [republished] })).toEqual({ status: 'reviewed' })
    expect(addReview(db, { userId: builders[0]!.user.id, listingId: republished, rating: 1 })).toEqual({ status: 'duplicate' })
    expect(countRows(db, 'reviews')).toBe(2)
  })

  test('the search order still counts them: a republished listing ranks by its reviews', () => {
    const reviewed = provider('Zeta Techos')
    const plain = provider('Alfa Techos')
    const first = reviewed.publish('cubiertas', 'techistas')
    plain.publish('cubiertas', 'techistas')
    addReview(db, { userId: createAccount(db, { role: 'constructor' }).user.id, listingId: first, rating: 4 })
    deleteOwnListing(db, { userId: reviewed.user.id, listingId: first })
    reviewed.publish('cubiertas', 'techistas')

    const page = findListings(db, { sectorSlug: 'cubiertas', subsectorSlug: 'techistas' })
    expect(page.items.map((item) => [item.businessName, item.reviewCount])).toEqual([
      ['Zeta Techos', 1],
      ['Alfa Techos', 0],
    ])
  })

  test('through the pages: a review posted on /proveedor, the service deleted from /perfil and published again', async () => {
    const roofer = provider()
    const roofing = roofer.publish('cubiertas', 'techistas')
    const builder = createAccount(db, { role: 'constructor' })
    const reviewPost = post(
      `/proveedor/${roofing}?resena`,
      [
        ['intent', 'review'],
        ['listingId', String(roofing)],
        ['rating', '5'],
        ['comment', 'Muy prolijos.'],
      ],
      { Cookie: await signedInCookie(builder.user.id) },
    )
    expect((await answer(listingAction, reviewPost, { id: String(roofing) })).status).toBe(302)

    const deletePost = post(
      '/perfil?tab=services',
      [
        ['intent', 'eliminar-servicio'],
        ['listingId', String(roofing)],
      ],
      {
        Cookie: await signedInCookie(roofer.user.id),
      },
    )
    const deleted = await answer(profileAction, deletePost)
    expect(await toastOf(deleted.headers)).toMatchObject({ title: 'Servicio eliminado correctamente' })
    expect(listProfileReviews(db, roofer.profile.id)).toMatchObject({ count: 1, average: 5 })

    const republished = roofer.publish('cubiertas', 'techistas')
    expect(listListingReviews(db, republished).reviews).toMatchObject([{ rating: 5, comment: 'Muy prolijos.' }])
  })

  test('an unclaimed listing is its own provider: deleting it takes its reviews', () => {
    const unclaimed = createListing(db)
    addReview(db, { userId: createAccount(db, { role: 'constructor' }).user.id, listingId: unclaimed.id, rating: 4 })
    db.delete(schema.listings).where(eq(schema.listings.id, unclaimed.id)).run()
    expect(countRows(db, 'reviews')).toBe(0)
  })
})

describe('one review per user and provider', () => {
  test('across the services of one provider, in the model and in the database', () => {
    const roofer = provider()
    const [roofing, plumbing] = [roofer.publish('cubiertas', 'techistas'), roofer.publish('instalaciones', 'agua-y-cloacas')]
    const builder = createAccount(db, { role: 'constructor' })
    expect(addReview(db, { userId: builder.user.id, listingId: plumbing, rating: 2 })).toMatchObject({ status: 'created' })
    expect(addReview(db, { userId: builder.user.id, listingId: roofing, rating: 5 })).toEqual({ status: 'duplicate' })
    expect(getReviewEligibility(db, { userId: builder.user.id, listingIds: [roofing, plumbing] })).toEqual({ status: 'reviewed' })
    expect(() =>
      db
        .insert(schema.reviews)
        .values({ userId: builder.user.id, profileId: roofer.profile.id, sectorSlug: 'cubiertas', subsectorSlug: 'techistas', rating: 5 })
        .run(),
    ).toThrow(/UNIQUE/)
    // A review names exactly one provider.
    expect(() =>
      db
        .insert(schema.reviews)
        .values({
          userId: null,
          profileId: roofer.profile.id,
          listingId: roofing,
          sectorSlug: 'cubiertas',
          subsectorSlug: 'techistas',
          rating: 5,
        })
        .run(),
    ).toThrow(/CHECK/)
    expect(getActiveListing(db, plumbing)).toMatchObject({ reviewCount: 1 })
    expect(getActiveListing(db, roofing)).toMatchObject({ reviewCount: 0 })
  })

  test('processes racing to review every service of one provider as one user leave one review', async () => {
    const roofer = provider()
    const listingIds = [
      roofer.publish('cubiertas', 'techistas'),
      roofer.publish('instalaciones', 'agua-y-cloacas'),
      roofer.publish('instalaciones', 'agua-y-cloacas'),
    ]
    const builder = createAccount(db, { role: 'constructor' })
    const outcomes = (
      await raceProcesses<string[]>(
        'review-worker.ts',
        [listingIds, [...listingIds].reverse(), listingIds.slice(1)].map((ids) => [String(builder.user.id), ids.join(',')]),
      )
    ).flat()
    expect(outcomes.filter((status) => status === 'created')).toHaveLength(1)
    expect(outcomes.filter((status) => status !== 'created').every((status) => status === 'duplicate')).toBe(true)
    expect(countRows(db, 'reviews')).toBe(1)
    const counted = listingIds.map((id) => getActiveListing(db, id)!.reviewCount)
    expect(counted.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    expect(listProfileReviews(db, roofer.profile.id).count).toBe(1)
  })
})

describe('migration 0010', () => {
  test("moves each review to its listing's provider, keeping one user's newest per profile, and recounts", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-migration-'))
    try {
      const folder = path.join(dir, 'migrations')
      fs.cpSync('migrations', folder, { recursive: true })
      const journalPath = path.join(folder, 'meta', '_journal.json')
      const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
      const full = journal.entries
      journal.entries = full.filter((entry) => entry.tag < '0010')
      fs.writeFileSync(journalPath, JSON.stringify(journal))

      const sqlite = new Database(path.join(dir, 'old.db'))
      sqlite.pragma('foreign_keys = ON')
      const old = drizzle(sqlite)
      migrate(old, { migrationsFolder: folder })
      sqlite.exec(`
        INSERT INTO sectors (slug, name, position) VALUES ('cubiertas', 'Cubiertas', 0);
        INSERT INTO subsectors (sector_slug, slug, name, position) VALUES ('cubiertas', 'techistas', 'Techistas', 0), ('cubiertas', 'zingueria', 'Zinguería', 1);
        INSERT INTO users (id, email, password_hash) VALUES (1, 'prov@obra.com.ar', 'x'), (2, 'ana@obra.com.ar', 'x'), (3, 'beto@obra.com.ar', 'x');
        INSERT INTO provider_profiles (id, user_id, user_role, business_name, phone) VALUES (1, 1, 'proveedor', 'Techos del Sur', '+541143214321');
        INSERT INTO listings (id, profile_id, business_name, phone, sector_slug, subsector_slug, zona, localidad)
          VALUES (1, 1, 'Techos del Sur', '+541143214321', 'cubiertas', 'techistas', 'CABA', 'Palermo'),
                 (2, 1, 'Techos del Sur', '+541100000000', 'cubiertas', 'zingueria', 'CABA', 'Palermo'),
                 (3, NULL, 'Zinguería Libre', NULL, 'cubiertas', 'zingueria', 'CABA', 'Palermo');
        INSERT INTO reviews (id, user_id, listing_id, rating, created_at) VALUES
          (1, 2, 1, 5, 1000), (2, 2, 2, 1, 2000),
          (3, 3, 1, 4, 3000), (4, 3, 2, 2, 3000),
          (5, NULL, 1, 3, 500), (6, NULL, 2, 3, 600),
          (7, 2, 3, 4, 100);
      `)
      fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: full }))
      migrate(old, { migrationsFolder: folder })

      expect(sqlite.prepare('SELECT id, user_id, profile_id, listing_id, subsector_slug FROM reviews ORDER BY id').all()).toEqual([
        { id: 2, user_id: 2, profile_id: 1, listing_id: null, subsector_slug: 'zingueria' },
        { id: 4, user_id: 3, profile_id: 1, listing_id: null, subsector_slug: 'zingueria' },
        { id: 5, user_id: null, profile_id: 1, listing_id: null, subsector_slug: 'techistas' },
        { id: 6, user_id: null, profile_id: 1, listing_id: null, subsector_slug: 'zingueria' },
        { id: 7, user_id: 2, profile_id: null, listing_id: 3, subsector_slug: 'zingueria' },
      ])
      expect(sqlite.prepare('SELECT id, review_count, rating_total, phone FROM listings ORDER BY id').all()).toEqual([
        { id: 1, review_count: 1, rating_total: 3, phone: null },
        { id: 2, review_count: 3, rating_total: 6, phone: '+541100000000' },
        { id: 3, review_count: 1, rating_total: 4, phone: null },
      ])
      sqlite.close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
