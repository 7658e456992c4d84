import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { FREE_FAVORITES_LIMIT } from '~/constants'
import { addFavorite, listFavorites, removeFavorite } from '~/models/favorites.server'
import { publishListing } from '~/models/publishing.server'
import { action as cancelAction, loader as cancelLoader } from '~/routes/perfil_.cancelar-premium'
import { loader as favoriteLimitLoader } from '~/routes/favoritos_.limite'
import { loader as profileLoader } from '~/routes/perfil/route'
import { loader as publishLoader } from '~/routes/publicar-servicio/route'
import { action as upgradeAction, loader as plansLoader } from '~/routes/upgrade'
import { db } from '~/server/db.server'
import { answer, ORIGIN, post, signedInCookie, toastOf } from '../setup/actions'
import { raceProcesses } from '../setup/race'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

const profileOf = (userId: number) => db.select().from(schema.providerProfiles).where(eq(schema.providerProfiles.userId, userId)).get()!

async function upgrade(cookie?: string, fields: [string, string][] = []) {
  return answer<{ upgraded?: boolean }>(upgradeAction, post('/upgrade', fields, cookie ? { Cookie: cookie } : {}))
}

describe('upgrade action', () => {
  test('a visitor is sent to sign in, coming back to /upgrade, with the spec message', async () => {
    const result = await upgrade()
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/auth?redirectTo=%2Fupgrade')
    expect(await toastOf(result.headers)).toMatchObject({ type: 'error', title: 'Debes iniciar sesión para actualizar tu plan' })
  })

  test('moves only the own profile to premium, dates it, features its listings, then goes to /perfil', async () => {
    const { user, profile } = createAccount(db, { plan: 'free' })
    const other = createAccount(db, { plan: 'free' })
    const listing = createListing(db, { profileId: profile.id })
    const before = Date.now()

    const result = await upgrade(await signedInCookie(user.id))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/perfil')
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: 'Felicitaciones! Ahora tenés acceso a Premium' })
    expect(profileOf(user.id).plan).toBe('premium')
    expect(profileOf(user.id).planUpdatedAt!.getTime()).toBeGreaterThanOrEqual(before)
    expect(profileOf(other.user.id)).toMatchObject({ plan: 'free', planUpdatedAt: null })
    expect(db.select().from(schema.listings).where(eq(schema.listings.id, listing.id)).get()!.isPremium).toBe(true)
  })

  test('with JavaScript the page stays to show the success, then moves on by itself', async () => {
    const { user } = createAccount(db)
    const result = await upgrade(await signedInCookie(user.id), [['stay', 'true']])
    expect(result).toMatchObject({ status: 200, reply: { upgraded: true } })
    expect(await toastOf(result.headers)).toMatchObject({ title: 'Felicitaciones! Ahora tenés acceso a Premium' })
  })

  test('upgrading twice is harmless and keeps the first date', async () => {
    const { user } = createAccount(db)
    const cookie = await signedInCookie(user.id)
    await upgrade(cookie)
    const first = profileOf(user.id).planUpdatedAt
    expect((await upgrade(cookie)).headers.get('Location')).toBe('/perfil')
    expect(profileOf(user.id)).toMatchObject({ plan: 'premium', planUpdatedAt: first })
  })

  test('a cross-site post changes nothing', async () => {
    const { user } = createAccount(db)
    const forged = await answer(
      upgradeAction,
      post('/upgrade', [], { Cookie: await signedInCookie(user.id), Origin: 'https://evil.example' }),
    )
    expect(forged.status).toBe(403)
    expect(profileOf(user.id).plan).toBe('free')
  })
})

describe('plans and profile pages', () => {
  test('the plans page knows the current plan; the profile shows the plan and its date', async () => {
    const { user } = createAccount(db, { plan: 'free', businessName: 'Obras Sur' })
    const cookie = await signedInCookie(user.id)
    const get = (path: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } })
    expect(await plansLoader({ request: new Request(`${ORIGIN}/upgrade`), params: {}, context: {} })).toEqual({ plan: null })
    expect(await plansLoader({ request: get('/upgrade'), params: {}, context: {} })).toEqual({ plan: 'free' })
    await upgrade(cookie)
    expect(await plansLoader({ request: get('/upgrade'), params: {}, context: {} })).toEqual({ plan: 'premium' })
    const profile = await profileLoader({ request: get('/perfil'), params: {}, context: {} })
    expect(profile).toMatchObject({
      businessName: 'Obras Sur',
      plan: 'premium',
      premiumSince: expect.stringMatching(/^\d{1,2} de \w+ de \d{4}$/),
    })
  })
})

async function cancel(cookie?: string, origin = ORIGIN) {
  return answer(cancelAction, post('/perfil/cancelar-premium', [], { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) }))
}

const get = (path: string, cookie: string) => ({
  request: new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }),
  params: {},
  context: {},
})

const SUBSECTORS = [
  { sector: 'fundaciones', subsector: 'bases' },
  { sector: 'cubiertas', subsector: 'techistas' },
  { sector: 'vial', subsector: 'asfalto' },
  { sector: 'instalaciones', subsector: 'electricidad' },
  { sector: 'instalaciones', subsector: 'gas' },
]

/** A premium provider with 5 favourites and services in 4 subsectors: more than the free plan keeps. */
async function premiumAboveFreeLimits() {
  const account = createAccount(db, { plan: 'premium' })
  db.update(schema.providerProfiles).set({ phone: '+541143214321' }).where(eq(schema.providerProfiles.id, account.profile.id)).run()
  const favorites = Array.from({ length: 5 }, () => createListing(db))
  for (const listing of favorites) expect(addFavorite(db, { userId: account.user.id, listingId: listing.id }).status).toBe('added')
  for (const placement of SUBSECTORS.slice(0, 4)) {
    expect(
      publishListing(db, { userId: account.user.id, ...placement, zona: 'CABA', localidad: 'Palermo', description: 'Servicio' }).status,
    ).toBe('published')
  }
  return { ...account, favorites, cookie: await signedInCookie(account.user.id) }
}

const subsectorsOf = (profileId: number) =>
  db.all<{ s: string }>(sql`SELECT DISTINCT sector_slug || '/' || subsector_slug AS s FROM listings WHERE profile_id = ${profileId}`).length

describe('cancelling Premium', () => {
  test('a visitor is sent to sign in; a free account has nothing to cancel', async () => {
    const visitor = await cancel()
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe('/auth?redirectTo=%2Fperfil%2Fcancelar-premium')

    const { user } = createAccount(db, { plan: 'free' })
    const cookie = await signedInCookie(user.id)
    const page = await cancelLoader(get('/perfil/cancelar-premium', cookie)).catch((thrown: Response) => thrown)
    expect((page as Response).headers.get('Location')).toBe('/perfil')
    const posted = await cancel(cookie)
    expect(posted.headers.get('Location')).toBe('/perfil')
    expect(await toastOf(posted.headers)).toMatchObject({ title: 'Tu plan ya es Gratuito' })
    expect(profileOf(user.id)).toMatchObject({ plan: 'free', planUpdatedAt: null })
  })

  test('the confirmation page tells the account what it keeps above the free limits', async () => {
    const { cookie } = await premiumAboveFreeLimits()
    expect(await cancelLoader(get('/perfil/cancelar-premium', cookie))).toEqual({ usage: { favorites: 5, subsectors: 4 } })
  })

  test('moves only the own profile to free, dates it, unfeatures its listings and comes back to /perfil', async () => {
    const { user, profile, cookie } = await premiumAboveFreeLimits()
    const other = createAccount(db, { plan: 'premium' })
    const before = Date.now()

    const result = await cancel(cookie)
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/perfil')
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: 'Cancelaste Premium' })
    expect(profileOf(user.id).plan).toBe('free')
    expect(profileOf(user.id).planUpdatedAt!.getTime()).toBeGreaterThanOrEqual(before)
    expect(profileOf(other.user.id).plan).toBe('premium')
    const featured = db
      .select({ isPremium: schema.listings.isPremium })
      .from(schema.listings)
      .where(eq(schema.listings.profileId, profile.id))
      .all()
    expect(featured.map((row) => row.isPremium)).toEqual([false, false, false, false])

    // Everything kept above the limits is still there, and the profile says so.
    expect(listFavorites(db, user.id)).toHaveLength(5)
    expect(subsectorsOf(profile.id)).toBe(4)
    const page = await profileLoader(get('/perfil', cookie))
    expect(page).toMatchObject({ plan: 'free', premiumSince: null, planUsage: { favorites: 5, subsectors: 4 } })
    expect(await favoriteLimitLoader(get('/favoritos/limite', cookie))).toMatchObject({ kept: 5 })
    expect(await publishLoader(get('/publicar-servicio', cookie))).toMatchObject({
      subsectorsNotice: expect.stringContaining('Tenés servicios en 4 subrubros y el plan Gratuito permite 2'),
    })

    // Premium comes back through /upgrade, with a new date.
    expect((await upgrade(cookie)).headers.get('Location')).toBe('/perfil')
    expect(profileOf(user.id).plan).toBe('premium')
    expect(await publishLoader(get('/publicar-servicio', cookie))).toMatchObject({ subsectorsNotice: null })
  })

  test('a cross-site post changes nothing', async () => {
    const { user, cookie } = await premiumAboveFreeLimits()
    expect((await cancel(cookie, 'https://evil.example')).status).toBe(403)
    expect(profileOf(user.id).plan).toBe('premium')
  })
})

describe('the free limits after cancelling Premium', () => {
  test('processes racing to add favourites add none while above the limit, and only up to it once below', async () => {
    const { user, favorites, cookie } = await premiumAboveFreeLimits()
    await cancel(cookie)
    const fresh = Array.from({ length: 6 }, () => createListing(db))
    const chunks = [fresh.slice(0, 3), fresh.slice(3)].map((chunk) => chunk.map((listing) => String(listing.id)))
    const race = () =>
      raceProcesses<string[]>(
        'add-favorites-worker.ts',
        chunks.map((chunk) => [String(user.id), chunk.join(',')]),
      )

    expect((await race()).flat()).toEqual(Array(6).fill('limit'))
    expect(listFavorites(db, user.id)).toHaveLength(5)

    // Removing some but staying at the limit is not enough; going under it frees exactly the difference.
    for (const listing of favorites.slice(0, 2)) removeFavorite(db, { userId: user.id, listingId: listing.id })
    expect(addFavorite(db, { userId: user.id, listingId: fresh[0]!.id })).toEqual({ status: 'limit', limit: FREE_FAVORITES_LIMIT, kept: 3 })
    removeFavorite(db, { userId: user.id, listingId: favorites[2]!.id })
    const outcomes = (await race()).flat()
    expect(outcomes.filter((status) => status === 'added')).toHaveLength(1)
    expect(listFavorites(db, user.id)).toHaveLength(FREE_FAVORITES_LIMIT)
  }, 60_000)

  test('processes racing to publish in new subsectors publish none; the subsectors already used still take services', async () => {
    const { user, profile, cookie } = await premiumAboveFreeLimits()
    await cancel(cookie)
    const newPair = `${SUBSECTORS[4]!.sector}/${SUBSECTORS[4]!.subsector}`
    const usedPair = `${SUBSECTORS[0]!.sector}/${SUBSECTORS[0]!.subsector}`
    const outcomes = await raceProcesses<string[]>('publish-worker.ts', [
      [String(user.id), [newPair, newPair, newPair].join(',')],
      [String(user.id), [newPair, usedPair, newPair].join(',')],
    ])
    expect(outcomes.flat().sort()).toEqual([...Array(5).fill('limit'), 'published'])
    expect(subsectorsOf(profile.id)).toBe(4)
  }, 60_000)
})
