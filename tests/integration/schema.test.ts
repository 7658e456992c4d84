import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { PRICE_MAX_CENTS, REVIEW_COMMENT_MAX } from '~/constants'
import { db } from '~/server/db.server'
import { countRows, createAccount, createListing, createReview, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

const constraintError = /constraint failed/i

describe('pragmas on the app connection', () => {
  test('WAL, foreign keys, busy timeout and full sync are set', () => {
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(1000)
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(2)
  })
})

describe('accounts', () => {
  test('e-mail is unique regardless of case and must be stored normalised', () => {
    db.insert(schema.users).values({ email: 'ana@obra.com.ar', passwordHash: 'x' }).run()
    expect(() => db.insert(schema.users).values({ email: 'ana@obra.com.ar', passwordHash: 'x' }).run()).toThrow(/UNIQUE/)
    expect(() => db.insert(schema.users).values({ email: 'Ana@Obra.com.ar', passwordHash: 'x' }).run()).toThrow(constraintError)
  })

  test('a profile role must be constructor or proveedor and the plan free or premium', () => {
    const user = db.insert(schema.users).values({ email: 'rol@obra.com.ar', passwordHash: 'x' }).returning().get()
    const insert = (values: Record<string, string>) =>
      db.$client
        .prepare('INSERT INTO provider_profiles (user_id, user_role, business_name, plan_type) VALUES (?, ?, ?, ?)')
        .run(user.id, values.role, 'Obras SRL', values.plan)
    expect(() => insert({ role: 'admin', plan: 'free' })).toThrow(constraintError)
    expect(() => insert({ role: 'proveedor', plan: 'gold' })).toThrow(constraintError)
    expect(() => insert({ role: 'proveedor', plan: 'premium' })).not.toThrow()
  })

  test('deleting a user removes its profile, listings, favourites and sessions but keeps its reviews anonymously', () => {
    const reviewer = createAccount(db, { role: 'constructor' })
    const provider = createAccount(db)
    const ownListing = createListing(db, { profileId: provider.profile.id })
    const otherListing = createListing(db)
    createReview(db, { userId: reviewer.user.id, listingId: otherListing.id, rating: 4 })
    db.insert(schema.favorites).values({ userId: reviewer.user.id, listingId: otherListing.id }).run()
    db.insert(schema.sessions)
      .values({ id: 's1', userId: reviewer.user.id, expiresAt: new Date(Date.now() + 1e6) })
      .run()
    createReview(db, { userId: reviewer.user.id, listingId: ownListing.id, rating: 5 })

    db.delete(schema.users).where(eq(schema.users.id, reviewer.user.id)).run()
    const remaining = db.select().from(schema.reviews).all()
    expect(remaining).toHaveLength(2)
    expect(remaining.every((review) => review.userId === null)).toBe(true)
    expect(countRows(db, 'favorites')).toBe(0)
    expect(countRows(db, 'sessions')).toBe(0)

    db.delete(schema.users).where(eq(schema.users.id, provider.user.id)).run()
    expect(countRows(db, 'provider_profiles')).toBe(0)
    expect(db.select({ id: schema.listings.id }).from(schema.listings).all()).toEqual([{ id: otherListing.id }])
    expect(countRows(db, 'reviews')).toBe(1)
  })
})

describe('reviews', () => {
  test('one review per user and listing', () => {
    const { user } = createAccount(db, { role: 'constructor' })
    const listing = createListing(db)
    createReview(db, { userId: user.id, listingId: listing.id, rating: 5 })
    expect(() => createReview(db, { userId: user.id, listingId: listing.id, rating: 3 })).toThrow(/UNIQUE/)
  })

  test.each([0, 6, -1])('rating %i is refused', (rating) => {
    const { user } = createAccount(db, { role: 'constructor' })
    const listing = createListing(db)
    expect(() => createReview(db, { userId: user.id, listingId: listing.id, rating })).toThrow(constraintError)
  })

  test(`a comment may have ${REVIEW_COMMENT_MAX} characters, not one more`, () => {
    const { user } = createAccount(db, { role: 'constructor' })
    const [first, second] = [createListing(db), createListing(db)]
    const insert = (listingId: number, comment: string) => createReview(db, { userId: user.id, listingId, rating: 4, comment })
    expect(() => insert(first.id, 'ñ'.repeat(REVIEW_COMMENT_MAX))).not.toThrow()
    expect(() => insert(second.id, 'a'.repeat(REVIEW_COMMENT_MAX + 1))).toThrow(constraintError)
  })

  test('deleting a listing deletes its reviews and favourites', () => {
    const { user } = createAccount(db, { role: 'constructor' })
    const listing = createListing(db)
    createReview(db, { userId: user.id, listingId: listing.id, rating: 2 })
    db.insert(schema.favorites).values({ userId: user.id, listingId: listing.id }).run()
    db.delete(schema.listings).where(eq(schema.listings.id, listing.id)).run()
    expect(countRows(db, 'reviews')).toBe(0)
    expect(countRows(db, 'favorites')).toBe(0)
  })

  test('the listing keeps its review count and rating total in step with its reviews', () => {
    const listing = createListing(db)
    const reviewers = [createAccount(db), createAccount(db), createAccount(db)]
    reviewers.forEach(({ user }, i) => createReview(db, { userId: user.id, listingId: listing.id, rating: 3 + i }))
    const read = () =>
      db
        .select({ count: schema.listings.reviewCount, total: schema.listings.ratingTotal })
        .from(schema.listings)
        .where(eq(schema.listings.id, listing.id))
        .get()
    expect(read()).toEqual({ count: 3, total: 12 })
    db.update(schema.reviews).set({ rating: 1 }).where(eq(schema.reviews.userId, reviewers[2]!.user.id)).run()
    expect(read()).toEqual({ count: 3, total: 8 })
    db.delete(schema.reviews).where(eq(schema.reviews.userId, reviewers[0]!.user.id)).run()
    expect(read()).toEqual({ count: 2, total: 5 })
  })
})

describe('favourites', () => {
  test('one favourite per user and listing', () => {
    const { user } = createAccount(db, { role: 'constructor' })
    const listing = createListing(db)
    db.insert(schema.favorites).values({ userId: user.id, listingId: listing.id }).run()
    expect(() => db.insert(schema.favorites).values({ userId: user.id, listingId: listing.id }).run()).toThrow(/UNIQUE/)
  })
})

describe('listings', () => {
  test('sector, subsector and division must exist and belong together', () => {
    expect(() => createListing(db, { sectorSlug: 'cubiertas', subsectorSlug: 'no-existe' })).toThrow(/FOREIGN KEY/)
    expect(() => createListing(db, { sectorSlug: 'vial', subsectorSlug: 'techistas' })).toThrow(/FOREIGN KEY/)
    expect(() => createListing(db, { sectorSlug: 'preliminares', subsectorSlug: 'obrador-y-provisorios', divisionSlug: 'hierro' })).toThrow(
      /FOREIGN KEY/,
    )
    expect(() =>
      createListing(db, {
        sectorSlug: 'preliminares',
        subsectorSlug: 'obrador-y-provisorios',
        divisionSlug: 'banos-quimicos',
      }),
    ).not.toThrow()
  })

  test('zona must be one of the four zones', () => {
    expect(() =>
      db.$client
        .prepare(
          "INSERT INTO listings (business_name, sector_slug, subsector_slug, zona, localidad) VALUES ('X', 'vial', 'asfalto', 'Córdoba', 'Centro')",
        )
        .run(),
    ).toThrow(constraintError)
  })

  test('claimed follows the profile, and premium follows the owner’s plan', () => {
    const { profile } = createAccount(db)
    const unclaimed = createListing(db)
    const claimed = createListing(db, { profileId: profile.id })
    const read = (id: number) =>
      db
        .select({ claimed: schema.listings.claimed, isPremium: schema.listings.isPremium })
        .from(schema.listings)
        .where(eq(schema.listings.id, id))
        .get()
    expect(read(unclaimed.id)).toEqual({ claimed: false, isPremium: false })
    expect(read(claimed.id)).toEqual({ claimed: true, isPremium: false })
    db.update(schema.providerProfiles).set({ plan: 'premium' }).where(eq(schema.providerProfiles.id, profile.id)).run()
    expect(read(claimed.id)).toEqual({ claimed: true, isPremium: true })
  })

  test('names sort in Spanish alphabetical order: accents fold, ñ comes after n', () => {
    for (const businessName of ['Ñandú Obras', 'Zócalos Sur', 'Álvarez Hnos.', 'Nogal Carpintería', 'Obras Norte', 'azul pinturas']) {
      createListing(db, { businessName })
    }
    const names = db.all<{ name: string }>(sql`SELECT business_name AS name FROM listings ORDER BY sort_name`).map((row) => row.name)
    expect(names).toEqual(['Álvarez Hnos.', 'azul pinturas', 'Nogal Carpintería', 'Ñandú Obras', 'Obras Norte', 'Zócalos Sur'])
  })
})

describe('content', () => {
  test('material prices are whole cents between zero and the ceiling', () => {
    const { user } = createAccount(db)
    const insert = (priceCents: number) =>
      db.insert(schema.materials).values({ userId: user.id, title: 'Cemento', description: 'Bolsa 50 kg', priceCents }).run()
    expect(() => insert(-1)).toThrow(constraintError)
    expect(() => insert(PRICE_MAX_CENTS + 1)).toThrow(constraintError)
    expect(() => insert(12.5)).toThrow(constraintError)
    expect(() => insert(123456)).not.toThrow()
  })

  test('a project holds at most four images, one per position', () => {
    const { user } = createAccount(db)
    const project = db.insert(schema.projects).values({ userId: user.id, title: 'Casa en Bernal', isPublic: true }).returning().get()
    const addImage = (position: number) =>
      db
        .insert(schema.projectImages)
        .values({ projectId: project.id, path: `p/${position}.webp`, position })
        .run()
    ;[0, 1, 2, 3].forEach(addImage)
    expect(() => addImage(4)).toThrow(constraintError)
    expect(() => addImage(1)).toThrow(/UNIQUE/)
  })

  test('quotes take m2, m3 or ml and a non-negative quantity in hundredths', () => {
    const { user } = createAccount(db, { plan: 'premium' })
    const insert = (unit: string, quantityHundredths: number) =>
      db.$client
        .prepare('INSERT INTO quotes (user_id, title, unit, quantity_hundredths) VALUES (?, ?, ?, ?)')
        .run(user.id, 'Contrapiso', unit, quantityHundredths)
    expect(() => insert('m2', 12_550)).not.toThrow()
    expect(() => insert('kg', 100)).toThrow(constraintError)
    expect(() => insert('m3', -1)).toThrow(constraintError)
    expect(() => insert('ml', 1.5)).toThrow(constraintError)
  })
})

describe('trust', () => {
  test('the audit log takes new rows but refuses every update and delete, from the app connection too', () => {
    const entry = db
      .insert(schema.auditLog)
      .values({
        staffUserId: 1,
        staffEmail: 'equipo@redobra.com.ar',
        action: 'review.hide',
        objectType: 'review',
        objectId: '7',
        reason: 'Spam',
      })
      .returning()
      .get()
    expect(() => db.update(schema.auditLog).set({ reason: 'otra' }).where(eq(schema.auditLog.id, entry.id)).run()).toThrow(/append-only/)
    expect(() => db.delete(schema.auditLog).where(eq(schema.auditLog.id, entry.id)).run()).toThrow(/append-only/)
    expect(db.select().from(schema.auditLog).where(eq(schema.auditLog.id, entry.id)).get()?.reason).toBe('Spam')
  })

  test('hidden reviews and those of suspended authors leave the listing counters, and come back exactly', () => {
    const listing = createListing(db)
    const first = createReview(db, { listingId: listing.id, userId: createAccount(db, { role: 'constructor' }).user.id, rating: 4 })
    const second = createReview(db, { listingId: listing.id, userId: createAccount(db, { role: 'constructor' }).user.id, rating: 5 })
    const counters = () => db.select().from(schema.listings).where(eq(schema.listings.id, listing.id)).get()!
    expect(counters()).toMatchObject({ reviewCount: 2, ratingTotal: 9 })

    db.update(schema.reviews).set({ hiddenAt: new Date(), hiddenReason: 'Spam' }).where(eq(schema.reviews.id, first.id)).run()
    expect(counters()).toMatchObject({ reviewCount: 1, ratingTotal: 5 })
    db.update(schema.reviews).set({ authorSuspended: true }).where(eq(schema.reviews.id, second.id)).run()
    expect(counters()).toMatchObject({ reviewCount: 0, ratingTotal: 0 })
    // Hidden and suspended at once: restoring one of the two keeps it out.
    db.update(schema.reviews).set({ authorSuspended: true }).where(eq(schema.reviews.id, first.id)).run()
    db.update(schema.reviews).set({ hiddenAt: null, hiddenReason: null }).where(eq(schema.reviews.id, first.id)).run()
    expect(counters()).toMatchObject({ reviewCount: 0, ratingTotal: 0 })
    db.update(schema.reviews).set({ authorSuspended: false }).run()
    expect(counters()).toMatchObject({ reviewCount: 2, ratingTotal: 9 })
  })

  test('a CUIT can be approved for one profile only', () => {
    const profiles = [createAccount(db).profile, createAccount(db).profile] as const
    const approve = (profileId: number) =>
      db.insert(schema.verificationChecks).values({ profileId, kind: 'cuit', cuit: '20123456786', status: 'approved' }).run()
    approve(profiles[0].id)
    expect(() => approve(profiles[1].id)).toThrow(/UNIQUE/)
    expect(() =>
      db.insert(schema.verificationChecks).values({ profileId: profiles[1].id, kind: 'cuit', cuit: '20-12345678-6' }).run(),
    ).toThrow(constraintError)
  })
})
