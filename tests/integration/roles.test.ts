import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { ROLES, type Role } from '~/constants'
import { action as favoritesAction } from '~/routes/favoritos'
import { action as listingAction } from '~/routes/proveedor.$id'
import { action as publishServiceAction, loader as publishServiceLoader } from '~/routes/publicar-servicio/route'
import { action as upgradeAction } from '~/routes/upgrade'
import { db } from '~/server/db.server'
import { answer, post, signedInCookie, type Action, type Fields } from '../setup/actions'
import { countRows, createAccount, createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

type WriteAction = {
  name: string
  /** The roles the action is for; any other signed-in account gets a 403 and nothing is written. */
  allowed: readonly Role[]
  request: (listingId: number) => { action: Action; path: string; fields: Fields; params?: Record<string, string> }
  /** What the action writes, read from the database. */
  written: (userId: number) => number
}

const WRITE_ACTIONS: readonly WriteAction[] = [
  {
    name: 'publicar un servicio',
    allowed: ['proveedor'],
    request: () => ({
      action: publishServiceAction,
      path: '/publicar-servicio',
      fields: [
        ['sector', 'fundaciones'],
        ['subsector', 'bases'],
        ['zona', 'CABA'],
        ['localidad', 'Palermo'],
        ['description', 'Bases y zapatas con garantía.'],
      ],
    }),
    written: () => countRows(db, 'listings') - 1,
  },
  {
    name: 'guardar un favorito',
    allowed: ROLES,
    request: (listingId) => ({
      action: favoritesAction,
      path: '/favoritos',
      fields: [
        ['intent', 'add'],
        ['listingId', String(listingId)],
        ['redirectTo', '/'],
      ],
    }),
    written: () => countRows(db, 'favorites'),
  },
  {
    name: 'reseñar un servicio ajeno',
    allowed: ROLES,
    request: (listingId) => ({
      action: listingAction,
      path: `/proveedor/${listingId}?resena`,
      fields: [
        ['intent', 'review'],
        ['listingId', String(listingId)],
        ['rating', '5'],
      ],
      params: { id: String(listingId) },
    }),
    written: () => countRows(db, 'reviews'),
  },
  {
    name: 'pasar a Premium',
    allowed: ROLES,
    request: () => ({ action: upgradeAction, path: '/upgrade', fields: [] }),
    written: (userId) =>
      db
        .select()
        .from(schema.providerProfiles)
        .where(eq(schema.providerProfiles.userId, userId))
        .all()
        .filter((p) => p.plan === 'premium').length,
  },
]

describe.each(WRITE_ACTIONS)('$name', ({ allowed, request, written }) => {
  test.each(ROLES)('as a %s', async (role) => {
    const account = createAccount(db, { role })
    db.update(schema.providerProfiles).set({ phone: '+541143214321' }).where(eq(schema.providerProfiles.id, account.profile.id)).run()
    const listing = createListing(db)
    const { action, path, fields, params = {} } = request(listing.id)
    const result = await answer(action, post(path, fields, { Cookie: await signedInCookie(account.user.id) }), params)
    if (allowed.includes(role)) {
      expect(result.status).toBeLessThan(400)
      expect(written(account.user.id)).toBe(1)
    } else {
      expect(result.status).toBe(403)
      expect(written(account.user.id)).toBe(0)
    }
  })

  test('signed out: sent to sign in, nothing written', async () => {
    const listing = createListing(db)
    const { action, path, fields, params = {} } = request(listing.id)
    const result = await answer(action, post(path, fields), params)
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toMatch(/^\/auth\?/)
    expect(countRows(db, 'listings') + countRows(db, 'favorites') + countRows(db, 'reviews')).toBe(1)
  })
})

test("a builder opening the publish-service page is told it is for providers' accounts", async () => {
  const builder = createAccount(db, { role: 'constructor' })
  const request = new Request('http://localhost:3000/publicar-servicio', { headers: { Cookie: await signedInCookie(builder.user.id) } })
  const refusal = await publishServiceLoader({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown)
  expect(refusal).toBeInstanceOf(Response)
  expect((refusal as Response).status).toBe(403)
  expect(await (refusal as Response).text()).toBe('Publicar servicios es solo para cuentas de proveedor.')
})
