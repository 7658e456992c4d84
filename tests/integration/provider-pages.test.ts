import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { getPublicProject, listPublicProjects, projectAuthor } from '~/models/projects.server'
import { getProviderProfile, listProviderProfiles } from '~/models/providers.server'
import { listListingReviews, listProfileReviews } from '~/models/reviews.server'
import { db } from '~/server/db.server'
import { createAccount, createListing, createReview, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

const COMPLETE = {
  contactPerson: 'Laura Benítez',
  phone: '+541144581900',
  address: 'Av. Rivadavia 22450, Ituzaingó',
  description: 'Hormigón elaborado con camión mixer.',
}

function updateProfile(id: number, values: Partial<typeof schema.providerProfiles.$inferInsert>) {
  db.update(schema.providerProfiles).set(values).where(eq(schema.providerProfiles.id, id)).run()
}

function review(
  listingId: number,
  rating: number,
  createdAt: string,
  userId: number | null = createAccount(db, { role: 'constructor' }).user.id,
) {
  return createReview(db, { listingId, rating, userId, createdAt: new Date(createdAt) })
}

describe('getProviderProfile', () => {
  test('is verified only when checked by RedObra and every contact field is filled in', () => {
    const { profile } = createAccount(db, { businessName: 'Hormigones del Oeste S.A.' })
    updateProfile(profile.id, { ...COMPLETE, verified: true })
    expect(getProviderProfile(db, profile.id)).toMatchObject({ businessName: 'Hormigones del Oeste S.A.', ...COMPLETE, isVerified: true })

    updateProfile(profile.id, { contactPerson: '   ' })
    expect(getProviderProfile(db, profile.id)?.isVerified).toBe(false)

    updateProfile(profile.id, { ...COMPLETE, verified: false })
    expect(getProviderProfile(db, profile.id)?.isVerified).toBe(false)

    for (const field of ['phone', 'address', 'description'] as const) {
      updateProfile(profile.id, { ...COMPLETE, verified: true, [field]: null })
      expect(getProviderProfile(db, profile.id)?.isVerified, field).toBe(false)
    }
    expect(getProviderProfile(db, profile.id + 1000)).toBeUndefined()
  })
})

describe('listProviderProfiles', () => {
  test('lists providers only, by business name in Spanish order, a page at a time', () => {
    for (const businessName of ['Obras Norte', 'Ñandú Techos', 'Álamo Techos', 'Nogal Techos', 'Zinguería Sur']) {
      createAccount(db, { businessName })
    }
    createAccount(db, { role: 'constructor', businessName: 'Arquitecta Constructora' })

    const first = listProviderProfiles(db, { page: 1, pageSize: 4 })
    expect(first.total).toBe(5)
    expect(first.items.map((p) => p.businessName)).toEqual(['Álamo Techos', 'Nogal Techos', 'Ñandú Techos', 'Obras Norte'])
    expect(listProviderProfiles(db, { page: 2, pageSize: 4 }).items.map((p) => p.businessName)).toEqual(['Zinguería Sur'])
  })

  test('shows the contact person and description only of providers with an active service', () => {
    const listed = createAccount(db, { businessName: 'Con Servicio' })
    const unlisted = createAccount(db, { businessName: 'Sin Servicio' })
    for (const { profile } of [listed, unlisted]) updateProfile(profile.id, COMPLETE)
    createListing(db, { profileId: listed.profile.id })
    createListing(db, { profileId: unlisted.profile.id, isActive: false })

    expect(listProviderProfiles(db, { page: 1, pageSize: 10 }).items).toMatchObject([
      { businessName: 'Con Servicio', contactPerson: COMPLETE.contactPerson, description: COMPLETE.description },
      { businessName: 'Sin Servicio', contactPerson: null, description: null },
    ])
  })
})

describe('reviews', () => {
  test('of a listing: newest first, with the reviewer name, anonymous when the reviewer is gone, and the average', () => {
    const listing = createListing(db)
    const reviewer = createAccount(db, { role: 'constructor', businessName: 'Constructora Delta SRL' })
    const gone = createAccount(db, { role: 'constructor' })
    review(listing.id, 5, '2025-03-05T12:00:00-03:00', reviewer.user.id)
    review(listing.id, 3, '2025-06-01T12:00:00-03:00', gone.user.id)
    review(listing.id, 4, '2025-01-10T12:00:00-03:00', null)
    db.delete(schema.users).where(eq(schema.users.id, gone.user.id)).run()
    review(createListing(db).id, 1, '2025-07-01T12:00:00-03:00')

    const { average, count, reviews } = listListingReviews(db, listing.id)
    expect(count).toBe(3)
    expect(average).toBe(4)
    expect(reviews.map((r) => [r.rating, r.reviewerName])).toEqual([
      [3, null],
      [5, 'Constructora Delta SRL'],
      [4, null],
    ])
    expect(reviews[1]?.createdAt).toEqual(new Date('2025-03-05T12:00:00-03:00'))
    expect(listListingReviews(db, createListing(db).id)).toEqual({ average: null, count: 0, reviews: [] })
  })

  test('of a profile: all of them, paused or deleted services too, each naming the service', () => {
    const { profile } = createAccount(db)
    const roofs = createListing(db, { profileId: profile.id, sectorSlug: 'cubiertas', subsectorSlug: 'techistas' })
    const closed = createListing(db, { profileId: profile.id })
    db.update(schema.listings).set({ isActive: false }).where(eq(schema.listings.id, closed.id)).run()
    review(roofs.id, 5, '2025-03-05T12:00:00-03:00')
    review(closed.id, 1, '2025-04-05T12:00:00-03:00')
    const plumbing = createListing(db, { profileId: profile.id, sectorSlug: 'instalaciones', subsectorSlug: 'agua-y-cloacas' })
    review(plumbing.id, 3, '2025-04-06T12:00:00-03:00')
    db.delete(schema.listings).where(eq(schema.listings.id, plumbing.id)).run()
    review(createListing(db).id, 2, '2025-05-05T12:00:00-03:00')

    const summary = listProfileReviews(db, profile.id)
    expect(summary.count).toBe(3)
    expect(summary.average).toBe(3)
    expect(summary.reviews.map((r) => [r.rating, r.service])).toEqual([
      [3, 'Aguas y cloacas'],
      [1, 'Techistas'],
      [5, 'Techistas'],
    ])
  })
})

describe('projects', () => {
  function project(userId: number, isPublic: boolean, createdAt: string, images: string[] = []) {
    const row = db
      .insert(schema.projects)
      .values({ userId, title: `Obra ${createdAt}`, isPublic, createdAt: new Date(createdAt) })
      .returning()
      .get()
    // Inserted last position first, so the order comes from `position`, not from the insertion.
    images
      .map((path, position) => ({ projectId: row.id, path, position }))
      .reverse()
      .forEach((image) => db.insert(schema.projectImages).values(image).run())
    return row
  }

  test('only public ones are listed, newest first, with their image keys in order', () => {
    const { user } = createAccount(db)
    const older = project(user.id, true, '2025-01-01T12:00:00-03:00', ['demo/a.webp', 'demo/b.webp', 'demo/c.webp'])
    const hidden = project(user.id, false, '2025-02-01T12:00:00-03:00')
    const newer = project(user.id, true, '2025-03-01T12:00:00-03:00')
    project(createAccount(db).user.id, true, '2025-04-01T12:00:00-03:00')

    const listed = listPublicProjects(db, user.id)
    expect(listed.map((p) => p.id)).toEqual([newer.id, older.id])
    expect(listed[1]?.images).toEqual(['demo/a.webp', 'demo/b.webp', 'demo/c.webp'])
    expect(listed[0]?.images).toEqual([])
    expect(getPublicProject(db, hidden.id)).toBeUndefined()
    expect(getPublicProject(db, newer.id + 1000)).toBeUndefined()
  })

  test('one public project comes with its author', () => {
    const { user, profile } = createAccount(db, { businessName: 'Hormigones del Oeste S.A.' })
    updateProfile(profile.id, { logoPath: 'logos/hormigones.png' })
    const row = project(user.id, true, '2025-01-01T12:00:00-03:00', ['demo/a.webp'])
    expect(getPublicProject(db, row.id)).toMatchObject({
      id: row.id,
      images: ['demo/a.webp'],
      author: { profileId: profile.id, name: 'Hormigones del Oeste S.A.', logoPath: 'logos/hormigones.png' },
    })
  })

  test("the author's name is the business name, else the contact person", () => {
    expect(projectAuthor({ id: 1, businessName: ' ', contactPerson: 'Ana Ruiz', logoPath: null }).name).toBe('Ana Ruiz')
    expect(projectAuthor({ id: 1, businessName: null, contactPerson: null, logoPath: null }).name).toBeNull()
    expect(projectAuthor(undefined)).toEqual({ profileId: null, name: null, logoPath: null })
  })
})
