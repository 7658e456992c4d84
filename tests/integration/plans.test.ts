import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { loader as profileLoader } from '~/routes/perfil'
import { action as upgradeAction, loader as plansLoader } from '~/routes/upgrade'
import { db } from '~/utils/db.server'
import { answer, ORIGIN, post, signedInCookie, toastOf } from '../setup/actions'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

const profileOf = (userId: number) =>
  db.select().from(schema.providerProfiles).where(eq(schema.providerProfiles.userId, userId)).get()!

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
    const forged = await answer(upgradeAction, post('/upgrade', [], { Cookie: await signedInCookie(user.id), Origin: 'https://evil.example' }))
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
    expect(profile).toMatchObject({ businessName: 'Obras Sur', plan: 'premium', premiumSince: expect.stringMatching(/^\d{1,2} de \w+ de \d{4}$/) })
  })
})
