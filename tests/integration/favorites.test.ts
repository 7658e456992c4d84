import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as schema from '../../drizzle/schema'
import { FREE_FAVORITES_LIMIT, RATE_LIMITS, UNLIMITED } from '~/constants'
import { addFavorite, favoritesLimit, listFavoriteIds, listFavorites, removeFavorite } from '~/models/favorites.server'
import { clearRateLimit } from '~/models/rate-limits.server'
import type { FavoriteReply } from '~/controllers/favorites.server'
import { action as favoritesAction } from '~/routes/favoritos'
import { db } from '~/server/db.server'
import { openDatabase } from '~/server/sqlite.server'
import {
  answer as answerOf,
  expectFormTooLarge,
  ORIGIN,
  overFormCap,
  post as postForm,
  signedInCookie,
  toastOf as toastIn,
  type Answer as AnswerOf,
  type Fields,
} from '../setup/actions'
import { raceProcesses } from '../setup/race'
import { countRows, createAccount, createListing, resetDatabase } from '../setup/factories'

type Answer = AnswerOf<FavoriteReply> & { location: string | null }

beforeEach(() => resetDatabase(db))

const signIn = signedInCookie

function post(fields: Fields, { cookie, origin = ORIGIN }: { cookie?: string; origin?: string } = {}) {
  return postForm('/favoritos', fields, { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) })
}

/** What the browser would get: a redirect, a thrown Response, or the enhanced button's JSON. */
async function answer(request: Request): Promise<Answer> {
  const result = await answerOf<FavoriteReply>(favoritesAction, request)
  const json = result.response?.headers.get('Content-Type')?.startsWith('application/json')
  return {
    ...result,
    ...(json ? { reply: (await result.response!.json()) as FavoriteReply } : {}),
    location: result.headers.get('Location'),
  }
}

/** The flash toast an answer sets, as the next page would read it. */
async function toastOf({ headers }: Answer) {
  const toast = await toastIn(headers)
  return toast && { type: toast.type, title: toast.title, description: toast.description }
}

const plain = (intent: string, listingId: number, redirectTo = `/proveedor/${listingId}#favorito-${listingId}`): Fields => [
  ['intent', intent],
  ['listingId', String(listingId)],
  ['redirectTo', redirectTo],
]
const enhanced = (intent: string, listingId: number): Fields => [...plain(intent, listingId), ['enhanced', 'true']]

function favoriteIdsOf(userId: number) {
  return listFavoriteIds(db, userId).sort((a, b) => a - b)
}

async function signedInAccount(plan: 'free' | 'premium' = 'free') {
  const account = createAccount(db, { role: 'constructor', plan })
  return { ...account, cookie: await signIn(account.user.id) }
}

describe('the favourite action, without JavaScript (plain posts)', () => {
  test('adds and removes, coming back to the same spot with a toast', async () => {
    const { user, cookie } = await signedInAccount()
    const listing = createListing(db)
    const back = `/?q=techos&zona=CABA#favorito-${listing.id}`

    const added = await answer(post(plain('add', listing.id, back), { cookie }))
    expect(added).toMatchObject({ status: 302, thrown: false, location: back })
    expect(await toastOf(added)).toEqual({ type: 'success', title: 'Proveedor agregado a favoritos', description: undefined })
    expect(favoriteIdsOf(user.id)).toEqual([listing.id])

    const removed = await answer(post(plain('remove', listing.id, back), { cookie }))
    expect(removed).toMatchObject({ status: 302, location: back })
    expect(await toastOf(removed)).toMatchObject({ type: 'success', title: 'Proveedor eliminado de favoritos' })
    expect(favoriteIdsOf(user.id)).toEqual([])
  })

  test('a duplicate says so and writes nothing', async () => {
    const { user, cookie } = await signedInAccount()
    const listing = createListing(db)
    await answer(post(plain('add', listing.id), { cookie }))
    const again = await answer(post(plain('add', listing.id), { cookie }))
    expect(again.status).toBe(302)
    expect(await toastOf(again)).toMatchObject({ type: 'info', title: 'Este proveedor ya está en tus favoritos' })
    expect(favoriteIdsOf(user.id)).toEqual([listing.id])
  })

  test(`the fourth on a free plan goes to the limit page and writes nothing`, async () => {
    const { user, cookie } = await signedInAccount('free')
    const listings = Array.from({ length: FREE_FAVORITES_LIMIT + 1 }, () => createListing(db))
    for (const listing of listings.slice(0, FREE_FAVORITES_LIMIT)) {
      expect((await answer(post(plain('add', listing.id), { cookie }))).status).toBe(302)
    }
    const fourth = listings[FREE_FAVORITES_LIMIT]!
    const back = `/construccion/techistas?zona=CABA#favorito-${fourth.id}`
    const refused = await answer(post(plain('add', fourth.id, back), { cookie }))
    expect(refused).toMatchObject({ status: 302, location: `/favoritos/limite?${new URLSearchParams({ redirectTo: back })}` })
    expect(await toastOf(refused)).toBeNull()
    expect(countRows(db, 'favorites')).toBe(FREE_FAVORITES_LIMIT)
    expect(favoriteIdsOf(user.id)).not.toContain(fourth.id)

    // At the limit, one already kept is still a duplicate, and removing one makes room again.
    const duplicate = await answer(post(plain('add', listings[0]!.id), { cookie }))
    expect(await toastOf(duplicate)).toMatchObject({ title: 'Este proveedor ya está en tus favoritos' })
    await answer(post(plain('remove', listings[0]!.id), { cookie }))
    const roomAgain = await answer(post(plain('add', fourth.id), { cookie }))
    expect(await toastOf(roomAgain)).toMatchObject({ title: 'Proveedor agregado a favoritos' })
    expect(countRows(db, 'favorites')).toBe(FREE_FAVORITES_LIMIT)
  })

  test('premium adds a tenth and beyond', async () => {
    const { user, cookie } = await signedInAccount('premium')
    const listings = Array.from({ length: 12 }, () => createListing(db))
    for (const listing of listings) {
      const added = await answer(post(plain('add', listing.id), { cookie }))
      expect(await toastOf(added)).toMatchObject({ title: 'Proveedor agregado a favoritos' })
    }
    expect(favoriteIdsOf(user.id)).toHaveLength(12)
  })

  test('a visitor posting directly goes to sign in, coming back afterwards, and nothing is written', async () => {
    const listing = createListing(db)
    const back = `/proveedor/${listing.id}#favorito-${listing.id}`
    for (const cookie of [undefined, 'ro_session=caducada']) {
      const refused = await answer(post(plain('add', listing.id, back), { cookie }))
      expect(refused).toMatchObject({ status: 302, location: `/auth?${new URLSearchParams({ redirectTo: back })}` })
      expect(await toastOf(refused)).toMatchObject({ type: 'error', title: 'Debes iniciar sesión para agregar favoritos' })
    }
    // Even a malformed post: the visitor is sent to sign in first, to a safe place.
    const hostile = await answer(
      post([
        ['intent', 'borrar'],
        ['redirectTo', '//evil.example/'],
      ]),
    )
    expect(hostile.location).toBe(`/auth?${new URLSearchParams({ redirectTo: '/' })}`)
    expect(countRows(db, 'favorites')).toBe(0)
  })

  test('inactive and unknown listings are refused with a clear message', async () => {
    const { cookie } = await signedInAccount()
    const inactive = createListing(db, { isActive: false })
    for (const listingId of [inactive.id, inactive.id + 1000, 999_999_999_999_999]) {
      const refused = await answer(post(plain('add', listingId), { cookie }))
      expect(refused.status).toBe(302)
      expect(await toastOf(refused)).toEqual({
        type: 'error',
        title: 'Error al agregar a favoritos',
        description: 'El proveedor no existe o ya no está disponible.',
      })
    }
    expect(countRows(db, 'favorites')).toBe(0)
  })

  test('an unsafe redirectTo falls back to the home page', async () => {
    const { cookie } = await signedInAccount()
    const listing = createListing(db)
    for (const redirectTo of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      await answer(post(plain('remove', listing.id, redirectTo), { cookie })).then((refused) => expect(refused.location).toBe('/'))
    }
  })

  test('malformed posts and other sites are refused', async () => {
    const { cookie } = await signedInAccount()
    const listing = createListing(db)
    for (const fields of [
      [
        ['intent', 'borrar'],
        ['listingId', String(listing.id)],
      ],
      [
        ['intent', 'add'],
        ['listingId', `${listing.id}.0`],
      ],
      [['intent', 'add']],
      [
        ['intent', 'add'],
        ['intent', 'remove'],
        ['listingId', String(listing.id)],
      ],
    ] satisfies Fields[]) {
      const refused = await answer(post(fields, { cookie }))
      expect(refused).toMatchObject({ status: 400, thrown: true })
    }
    const crossSite = await answer(post(plain('add', listing.id), { cookie, origin: 'https://evil.example' }))
    expect(crossSite).toMatchObject({ status: 403, thrown: true })
    expect(countRows(db, 'favorites')).toBe(0)
  })

  test('a plan that cannot be read answers "Error al verificar el plan" and writes nothing', async () => {
    const { profile, cookie } = await signedInAccount()
    db.delete(schema.providerProfiles).where(eq(schema.providerProfiles.id, profile.id)).run()
    const refused = await answer(post(plain('add', createListing(db).id), { cookie }))
    expect(refused.status).toBe(302)
    expect(await toastOf(refused)).toMatchObject({ type: 'error', title: 'Error al verificar el plan' })
    expect(countRows(db, 'favorites')).toBe(0)
  })

  test('database failures answer with the catalogue messages', async () => {
    const { user, cookie } = await signedInAccount()
    const [kept, other] = [createListing(db), createListing(db)]
    addFavorite(db, { userId: user.id, listingId: kept.id })
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    db.$client.exec(`
      CREATE TEMP TRIGGER favorites_insert_fails BEFORE INSERT ON favorites BEGIN SELECT RAISE(ABORT, 'disco lleno'); END;
      CREATE TEMP TRIGGER favorites_delete_fails BEFORE DELETE ON favorites BEGIN SELECT RAISE(ABORT, 'disco lleno'); END;`)
    try {
      expect(await toastOf(await answer(post(plain('add', other.id), { cookie })))).toMatchObject({
        type: 'error',
        title: 'Error al agregar a favoritos',
      })
      expect(await toastOf(await answer(post(plain('remove', kept.id), { cookie })))).toMatchObject({
        type: 'error',
        title: 'Error al eliminar de favoritos',
      })
    } finally {
      db.$client.exec('DROP TRIGGER favorites_insert_fails; DROP TRIGGER favorites_delete_fails;')
    }
    expect(consoleError).toHaveBeenCalledTimes(2)
    expect(favoriteIdsOf(user.id)).toEqual([kept.id])
  })

  test(`posts over ${RATE_LIMITS.favoritesPerUser.max} a minute are refused`, async () => {
    const { user, cookie } = await signedInAccount('premium')
    const listing = createListing(db)
    for (let i = 0; i < RATE_LIMITS.favoritesPerUser.max; i++) {
      expect((await answer(post(plain(i % 2 ? 'remove' : 'add', listing.id), { cookie }))).status).toBe(302)
    }
    const limited = await answer(post(plain('add', listing.id), { cookie }))
    expect(await toastOf(limited)).toMatchObject({ type: 'error', title: expect.stringMatching(/^Demasiados intentos/) })
    const limitedEnhanced = await answer(post(enhanced('add', listing.id), { cookie }))
    expect(limitedEnhanced).toMatchObject({ status: 429, reply: { status: 'rateLimited' } })
    expect(Number(limitedEnhanced.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(favoriteIdsOf(user.id)).toEqual([])
    // Another account is not affected.
    const other = await signedInAccount()
    expect((await answer(post(enhanced('add', listing.id), { cookie: other.cookie }))).reply).toMatchObject({ status: 'added' })
  })
})

describe('the favourite action, with JavaScript (the enhanced button)', () => {
  test('answers JSON with the toast to show in place, and no flash cookie for the next page', async () => {
    const { user, cookie } = await signedInAccount()
    const listing = createListing(db)
    const added = await answer(post(enhanced('add', listing.id), { cookie }))
    expect(added).toMatchObject({
      status: 200,
      location: null,
      reply: { status: 'added', toast: { title: 'Proveedor agregado a favoritos' } },
    })
    expect(await toastOf(added)).toBeNull()
    const duplicate = await answer(post(enhanced('add', listing.id), { cookie }))
    expect(duplicate).toMatchObject({ status: 200, reply: { status: 'duplicate' } })
    const removed = await answer(post(enhanced('remove', listing.id), { cookie }))
    expect(removed).toMatchObject({ status: 200, reply: { status: 'removed', toast: { title: 'Proveedor eliminado de favoritos' } } })
    expect(await toastOf(removed)).toBeNull()
    const unknown = await answer(post(enhanced('add', listing.id + 50), { cookie }))
    expect(unknown).toMatchObject({ status: 200, reply: { status: 'notFound' } })
    expect(favoriteIdsOf(user.id)).toEqual([])
  })

  test('the fourth on a free plan answers "limit" for the dialog, with no toast and nothing written', async () => {
    const { cookie } = await signedInAccount('free')
    const listings = Array.from({ length: FREE_FAVORITES_LIMIT + 1 }, () => createListing(db))
    for (const listing of listings.slice(0, -1)) await answer(post(enhanced('add', listing.id), { cookie }))
    const refused = await answer(post(enhanced('add', listings.at(-1)!.id), { cookie }))
    expect(refused).toMatchObject({ status: 200, reply: { status: 'limit' } })
    expect(await toastOf(refused)).toBeNull()
    expect(countRows(db, 'favorites')).toBe(FREE_FAVORITES_LIMIT)
  })

  test('20 simultaneous adds from one free account leave exactly 3', async () => {
    const { user, cookie } = await signedInAccount('free')
    const listings = Array.from({ length: 20 }, () => createListing(db))
    const answers = await Promise.all(listings.map((listing) => answer(post(enhanced('add', listing.id), { cookie }))))
    const outcomes = answers.map((a) => a.reply?.status)
    expect(outcomes.filter((status) => status === 'added')).toHaveLength(FREE_FAVORITES_LIMIT)
    expect(outcomes.filter((status) => status === 'limit')).toHaveLength(20 - FREE_FAVORITES_LIMIT)
    expect(listFavoriteIds(db, user.id)).toHaveLength(FREE_FAVORITES_LIMIT)
  })
})

describe('the limit across database connections', () => {
  test('two connections to the same file share one limit', () => {
    const second = openDatabase(process.env.DATABASE_PATH!)
    try {
      const { user } = createAccount(db, { role: 'constructor' })
      const listings = Array.from({ length: 6 }, () => createListing(db))
      const connections = [db, second, db, second, db, second]
      const outcomes = listings.map((listing, i) => addFavorite(connections[i]!, { userId: user.id, listingId: listing.id }).status)
      expect(outcomes).toEqual(['added', 'added', 'added', 'limit', 'limit', 'limit'])
      // The second connection sees the first one's writes, and the other way round.
      expect(addFavorite(second, { userId: user.id, listingId: listings[0]!.id }).status).toBe('duplicate')
      expect(removeFavorite(second, { userId: user.id, listingId: listings[0]!.id })).toBe(true)
      expect(addFavorite(db, { userId: user.id, listingId: listings[5]!.id }).status).toBe('added')
      expect(listFavoriteIds(second, user.id)).toHaveLength(FREE_FAVORITES_LIMIT)
    } finally {
      second.$client.close()
    }
  })

  test('processes racing on their own connections leave exactly 3', async () => {
    const WORKERS = 4
    const PER_WORKER = 5
    for (let round = 0; round < 3; round++) {
      resetDatabase(db)
      const { user } = createAccount(db, { role: 'constructor' })
      const ids = Array.from({ length: WORKERS * PER_WORKER }, () => createListing(db).id)
      const chunks = Array.from({ length: WORKERS }, (_, w) => ids.filter((_, i) => i % WORKERS === w))
      const outcomes = (await raceWorkers(user.id, chunks)).flat()
      expect(outcomes).toHaveLength(WORKERS * PER_WORKER)
      expect(outcomes.filter((status) => status === 'added')).toHaveLength(FREE_FAVORITES_LIMIT)
      expect(outcomes.filter((status) => status === 'limit')).toHaveLength(WORKERS * PER_WORKER - FREE_FAVORITES_LIMIT)
      expect(countRows(db, 'favorites')).toBe(FREE_FAVORITES_LIMIT)
    }
  }, 60_000)
})

function raceWorkers(userId: number, chunks: number[][]) {
  return raceProcesses<string[]>(
    'add-favorites-worker.ts',
    chunks.map((chunk) => [String(userId), chunk.join(',')]),
  )
}

describe('the favourites model', () => {
  test('limits by plan: 3 on free, unlimited (never a number) on premium', () => {
    expect(favoritesLimit('free')).toBe(FREE_FAVORITES_LIMIT)
    expect(favoritesLimit('premium')).toBe(UNLIMITED)
    const premium = createAccount(db, { plan: 'premium' })
    const listings = Array.from({ length: 10 }, () => createListing(db))
    expect(listings.map((listing) => addFavorite(db, { userId: premium.user.id, listingId: listing.id }).status)).toEqual(
      listings.map(() => 'added'),
    )
  })

  test('an account without a profile has no plan to check', () => {
    const { user, profile } = createAccount(db)
    db.delete(schema.providerProfiles).where(eq(schema.providerProfiles.id, profile.id)).run()
    expect(addFavorite(db, { userId: user.id, listingId: createListing(db).id })).toEqual({ status: 'noPlan' })
    expect(countRows(db, 'favorites')).toBe(0)
  })

  test('favourite ids: all of them, or only among the listings of a page', () => {
    const { user } = createAccount(db, { plan: 'premium' })
    const other = createAccount(db, { plan: 'premium' })
    const [a, b, c, d] = Array.from({ length: 4 }, () => createListing(db))
    for (const listing of [a!, b!, c!]) addFavorite(db, { userId: user.id, listingId: listing.id })
    addFavorite(db, { userId: other.user.id, listingId: d!.id })
    expect(favoriteIdsOf(user.id)).toEqual([a!.id, b!.id, c!.id])
    expect(listFavoriteIds(db, user.id, [b!.id, d!.id]).sort()).toEqual([b!.id])
    expect(listFavoriteIds(db, user.id, [])).toEqual([])
  })

  test('the list merges claimed and unclaimed listings, active only, the latest first', () => {
    const { user } = createAccount(db, { role: 'constructor', plan: 'premium' })
    const provider = createAccount(db, { businessName: 'Hormigonera Castelar' })
    const claimed = createListing(db, { profileId: provider.profile.id, businessName: 'Hormigonera Castelar' })
    const unclaimed = createListing(db, { businessName: 'Zinguería Sin Reclamar' })
    const inactive = createListing(db, { businessName: 'Cerrada' })
    const othersFavourite = createListing(db, { businessName: 'De otra cuenta' })
    for (const listing of [unclaimed, inactive, claimed]) addFavorite(db, { userId: user.id, listingId: listing.id })
    addFavorite(db, { userId: provider.user.id, listingId: othersFavourite.id })
    db.update(schema.listings).set({ isActive: false }).where(eq(schema.listings.id, inactive.id)).run()

    const list = listFavorites(db, user.id)
    expect(list.map((listing) => listing.businessName)).toEqual(['Hormigonera Castelar', 'Zinguería Sin Reclamar'])
    expect(list[0]).toMatchObject({ id: claimed.id, claimed: true, profileId: provider.profile.id, sector: { slug: 'cubiertas' } })
    expect(list[1]).toMatchObject({ id: unclaimed.id, claimed: false, profileId: null })
    expect(listFavorites(db, createAccount(db).user.id)).toEqual([])
  })
})

/* Hostile submissions */

type Values = readonly string[]

const char = (codes: number[]) => fc.constantFrom(...codes.map((code) => String.fromCharCode(code)))
const hostileText = fc.oneof(
  fc.constant(''),
  fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'), minLength: 1, maxLength: 10 }),
  fc.string({ unit: char(Array.from({ length: 32 }, (_, i) => i)), minLength: 1, maxLength: 8 }),
  fc.string({ unit: fc.constantFrom('😀', '🏗️', '𝔘', '\u{10FFFF}'), minLength: 1, maxLength: 40 }),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '{{7*7}}', '${7*7}'),
  fc.constantFrom("' OR 1=1 --", '1; DELETE FROM favorites; --', '1 OR 1=1', "admin'--"),
  fc.constantFrom('../../etc/passwd', '%00', '//evil.example', 'https://evil.example', '/\\evil', 'null', 'undefined'),
  fc.constantFrom('a'.repeat(10_000), '😀'.repeat(5_000), '9'.repeat(400)),
  fc.oneof(fc.integer().map(String), fc.double().map(String), fc.bigInt().map(String)),
  fc.string(),
  fc.string({ unit: 'binary' }),
)
const one = (value: fc.Arbitrary<string>): fc.Arbitrary<Values> => value.map((v) => [v])
/** A field sent once (mostly), not at all, or twice. */
const field = (value: fc.Arbitrary<string>): fc.Arbitrary<Values> =>
  fc.oneof(
    { weight: 8, arbitrary: one(value) },
    { weight: 1, arbitrary: fc.constant<Values>([]) },
    { weight: 1, arbitrary: fc.tuple(value, value).map(([a, b]): Values => [a, b]) },
  )
const FORM_NAMES = new Set(['intent', 'listingId', 'redirectTo', 'enhanced'])
const extras = fc.array(
  fc.tuple(
    fc
      .oneof(fc.string({ minLength: 1 }), fc.constantFrom('userId', 'plan', '__proto__', 'constructor.prototype.polluted', 'listingId[0]'))
      .filter((name) => !FORM_NAMES.has(name)),
    hostileText,
  ),
  { maxLength: 3 },
)

describe('hostile submissions never fail the server and write only what a valid post asks for', () => {
  test('the favourite action', async () => {
    const { user, cookie } = await signedInAccount('free')
    const active = createListing(db)
    const kept = createListing(db)
    const inactive = createListing(db, { isActive: false })
    const idText = (id: number) =>
      fc.constantFrom(String(id), ` ${id}`, `${id} `, `+${id}`, `${id}.0`, `0${id}`, `0x${id.toString(16)}`, `${id}e0`, `-${id}`)
    const listingIdValue = fc.oneof(
      { weight: 3, arbitrary: fc.constant(String(active.id)) },
      { weight: 2, arbitrary: fc.constant(String(kept.id)) },
      { weight: 1, arbitrary: fc.constant(String(inactive.id)) },
      { weight: 2, arbitrary: fc.oneof(idText(active.id), idText(kept.id)) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map(String) },
      { weight: 3, arbitrary: hostileText },
    )
    const intentValue = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('add', 'remove') },
      { weight: 1, arbitrary: fc.constantFrom('ADD', ' add', 'remove ', 'delete', 'toggle', '') },
      { weight: 1, arbitrary: hostileText },
    )
    const redirectValue = fc.oneof(fc.constantFrom('/', `/proveedor/${active.id}#favorito-${active.id}`), hostileText)
    const submission = fc.record({
      signedIn: fc.boolean(),
      intent: field(intentValue),
      listingId: field(listingIdValue),
      redirectTo: field(redirectValue),
      enhanced: field(fc.oneof(fc.constant('true'), hostileText)),
      extras,
    })
    const watched = ['provider_profiles', 'listings', 'sessions'] as const
    const othersBefore = watched.map((table) => countRows(db, table))

    await fc.assert(
      fc.asyncProperty(submission, async (c) => {
        db.run(sql`DELETE FROM favorites`)
        addFavorite(db, { userId: user.id, listingId: kept.id })
        clearRateLimit(db, 'favoritesPerUser', String(user.id))
        const fields: Fields = [
          ...c.intent.map((v) => ['intent', v] as const),
          ...c.listingId.map((v) => ['listingId', v] as const),
          ...c.redirectTo.map((v) => ['redirectTo', v] as const),
          ...c.enhanced.map((v) => ['enhanced', v] as const),
          ...c.extras,
        ]
        const request = post(fields, { cookie: c.signedIn ? cookie : undefined })
        // What the server receives (the encoding replaces lone surrogates).
        const sent = new URLSearchParams(await request.clone().text())
        const result = await answer(request)

        expect(result.status).toBeLessThan(500)
        if (result.location !== null) {
          expect(result.location).toMatch(/^\/(?![/\\])/)
        }

        const intents = sent.getAll('intent')
        const ids = sent.getAll('listingId')
        const redirects = sent.getAll('redirectTo')
        const tooLarge = overFormCap(fields)
        if (tooLarge && c.signedIn) await expectFormTooLarge(result)
        const valid =
          c.signedIn &&
          !tooLarge &&
          intents.length === 1 &&
          ['add', 'remove'].includes(intents[0]!) &&
          ids.length === 1 &&
          /^[1-9][0-9]{0,14}$/.test(ids[0]!) &&
          (redirects.length === 0 || (redirects.length === 1 && redirects[0]!.length <= 2000))
        const expected = new Set([kept.id])
        if (valid && intents[0] === 'add' && ids[0] === String(active.id)) expected.add(active.id)
        if (valid && intents[0] === 'remove' && ids[0] === String(kept.id)) expected.delete(kept.id)
        expect(new Set(listFavoriteIds(db, user.id))).toEqual(expected)
        expect(countRows(db, 'favorites')).toBe(expected.size)
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: 1000 },
    )
    expect(watched.map((table) => countRows(db, table))).toEqual(othersBefore)
  }, 120_000)
})
