import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { LISTING_EVENT_VIEWERS_PER_ADDRESS_MAX } from '~/constants'
import { action, loader } from '~/routes/estadisticas.evento'
import { db } from '~/server/db.server'
import { answer, ORIGIN, post, signedInCookie } from '../setup/actions'
import { createAccount, createListing, resetDatabase } from '../setup/factories'
import { raceProcesses } from '../setup/race'

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const IP = '203.0.113.7'
/** 23:30 in Buenos Aires on Wednesday 25 November: already the 26th in UTC. */
const LATE_EVENING = new Date('2026-11-26T02:30:00Z')

beforeEach(() => {
  resetDatabase(db)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(LATE_EVENING)
})
afterEach(() => vi.useRealTimers())

type Beacon = { listing?: readonly (number | string)[]; kind?: string; ip?: string; userAgent?: string; cookie?: string; origin?: string }

function beacon({ listing = [], kind = 'view', ip = IP, userAgent = CHROME, cookie, origin = ORIGIN }: Beacon) {
  return post('/estadisticas/evento', [...listing.map((id) => ['listing', String(id)] as const), ['kind', kind]], {
    'X-Forwarded-For': ip,
    'User-Agent': userAgent,
    Origin: origin,
    ...(cookie ? { Cookie: cookie } : {}),
  })
}

const send = (options: Beacon) => answer(action, beacon(options))

const events = () =>
  db.all<{ listingId: number; day: string; kind: string; viewerHash: string }>(
    sql`SELECT listing_id AS listingId, day, kind, viewer_hash AS viewerHash FROM listing_events ORDER BY listing_id, kind, day`,
  )

function providerWithListing() {
  const owner = createAccount(db, { plan: 'premium' })
  return { owner, listing: createListing(db, { profileId: owner.profile.id }) }
}

describe('counting views and contact clicks', () => {
  test('a view counts once per viewer, listing and Buenos Aires day', async () => {
    const { listing } = providerWithListing()
    const other = createListing(db)
    expect((await send({ listing: [listing.id] })).status).toBe(204)
    expect((await send({ listing: [listing.id] })).status).toBe(204)
    expect(events()).toEqual([{ listingId: listing.id, day: '2026-11-25', kind: 'view', viewerHash: expect.any(String) }])

    // Another person, another listing and a click are each counted on their own.
    await send({ listing: [listing.id], ip: '198.51.100.20' })
    await send({ listing: [other.id] })
    await send({ listing: [listing.id], kind: 'whatsapp' })
    expect(events().map(({ listingId, kind }) => [listingId, kind])).toEqual([
      [listing.id, 'view'],
      [listing.id, 'view'],
      [listing.id, 'whatsapp'],
      [other.id, 'view'],
    ])

    // Past midnight in Buenos Aires the same viewer counts again, under a hash that cannot be matched with yesterday's.
    vi.setSystemTime(new Date('2026-11-26T03:30:00Z'))
    await send({ listing: [listing.id] })
    const views = events().filter((event) => event.listingId === listing.id && event.kind === 'view')
    expect(views.map((event) => event.day)).toEqual(['2026-11-25', '2026-11-25', '2026-11-26'])
    expect(new Set(views.map((event) => event.viewerHash)).size).toBe(3)
  })

  test('a signed-in viewer counts once a day from any address', async () => {
    const { listing } = providerWithListing()
    const builder = createAccount(db, { role: 'constructor' })
    const cookie = await signedInCookie(builder.user.id)
    await send({ listing: [listing.id], cookie, ip: '198.51.100.1' })
    await send({ listing: [listing.id], cookie, ip: '198.51.100.2', userAgent: `${CHROME} Otra` })
    expect(events()).toHaveLength(1)
  })

  test("the owner's own visits and clicks, and bots, answer like a counted view and write nothing", async () => {
    const { owner, listing } = providerWithListing()
    const cookie = await signedInCookie(owner.user.id)
    for (const request of [
      { listing: [listing.id], cookie },
      { listing: [listing.id], cookie, kind: 'phone' },
      { listing: [listing.id], userAgent: GOOGLEBOT },
      {
        listing: [listing.id],
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      },
      { listing: [listing.id], userAgent: 'curl/8.5.0' },
      { listing: [listing.id], userAgent: '' },
    ]) {
      expect((await send(request)).status).toBe(204)
    }
    expect(events()).toEqual([])
  })

  test('a provider page counts a view of each of its services in one beacon', async () => {
    const { owner, listing } = providerWithListing()
    const second = createListing(db, { profileId: owner.profile.id })
    expect((await send({ listing: [listing.id, second.id, listing.id] })).status).toBe(204)
    expect(events().map((event) => event.listingId)).toEqual([listing.id, second.id])
  })

  test('bad requests get a 4xx and write nothing', async () => {
    const { listing } = providerWithListing()
    const inactive = createListing(db, { isActive: false })
    const refused = [
      [{ listing: [999_999] }, 404],
      [{ listing: [listing.id, 999_999] }, 404],
      [{ listing: [inactive.id] }, 404],
      [{ listing: [] }, 400],
      [{ listing: ['abc'] }, 400],
      [{ listing: [-3] }, 400],
      [{ listing: [listing.id], kind: 'descarga' }, 400],
      [{ listing: Array.from({ length: 21 }, () => listing.id) }, 413],
      [{ listing: [listing.id], origin: 'https://otro-sitio.example' }, 403],
    ] as const
    for (const [request, status] of refused) expect((await send(request)).status, JSON.stringify(request)).toBe(status)

    const asJson = new Request(`${ORIGIN}/estadisticas/evento`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'User-Agent': CHROME },
      body: JSON.stringify({ listing: listing.id, kind: 'view' }),
    })
    expect((await answer(action, asJson)).status).toBe(415)
    const huge = new Request(`${ORIGIN}/estadisticas/evento`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'User-Agent': CHROME },
      body: `listing=${listing.id}&kind=view&relleno=${'x'.repeat(10_000)}`,
    })
    expect((await answer(action, huge)).status).toBe(413)
    const put = new Request(`${ORIGIN}/estadisticas/evento`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, 'User-Agent': CHROME },
      body: `listing=${listing.id}&kind=view`,
    })
    expect((await answer(action, put)).status).toBe(405)
    const get = await answer(() => Promise.resolve(loader()), new Request(`${ORIGIN}/estadisticas/evento?listing=${listing.id}&kind=view`))
    expect(get.status).toBe(405)
    expect(events()).toEqual([])
  })

  test('one address counts at most 3 viewers per listing, kind and day, whatever User-Agent or account it sends', async () => {
    const { listing } = providerWithListing()
    for (let i = 0; i < 50; i++) await send({ listing: [listing.id], userAgent: `${CHROME} ${i}` })
    for (let i = 0; i < 10; i++) await send({ listing: [listing.id], kind: 'phone', userAgent: `${CHROME} ${i}` })
    for (const role of ['constructor', 'proveedor'] as const) {
      const account = createAccount(db, { role })
      await send({ listing: [listing.id], cookie: await signedInCookie(account.user.id) })
    }
    const count = (kind: string) => events().filter((event) => event.kind === kind).length
    expect(count('view')).toBe(LISTING_EVENT_VIEWERS_PER_ADDRESS_MAX)
    expect(count('phone')).toBe(LISTING_EVENT_VIEWERS_PER_ADDRESS_MAX)

    // Another address, another listing and the next day each have their own allowance.
    await send({ listing: [listing.id], ip: '198.51.100.20' })
    const other = createListing(db)
    await send({ listing: [other.id] })
    vi.setSystemTime(new Date('2026-11-26T03:30:00Z'))
    await send({ listing: [listing.id] })
    expect(count('view')).toBe(LISTING_EVENT_VIEWERS_PER_ADDRESS_MAX + 3)
    // What bounds the address is a keyed hash of it (the next test: never the address itself).
    const hashes = db.all<{ addressHash: string }>(sql`SELECT DISTINCT address_hash AS addressHash FROM listing_events`)
    expect(hashes.map(({ addressHash }) => addressHash.length)).toEqual(hashes.map(() => 43))
  })

  test('no IP address is stored: not as a column, not in any row', async () => {
    const { listing } = providerWithListing()
    await send({ listing: [listing.id] })
    await send({ listing: [listing.id], kind: 'phone' })
    expect(events()).toHaveLength(2)
    const columns = db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info('listing_events')`).map((column) => column.name)
    expect(columns).toEqual(['listing_id', 'day', 'kind', 'viewer_hash', 'address_hash'])

    const tables = db
      .all<{ name: string }>(
        sql`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%'`,
      )
      .map((table) => table.name)
    for (const table of tables) {
      const rows = db.$client.prepare(`SELECT * FROM "${table}"`).all()
      expect(JSON.stringify(rows), table).not.toContain(IP)
      expect(JSON.stringify(rows), table).not.toContain('203.0.113')
    }
  })

  test('simultaneous beacons of one viewer count once', async () => {
    const { listing } = providerWithListing()
    const viewerHash = 'h'.repeat(43)
    const results = await raceProcesses<{ status: string; counted: number }>(
      'listing-event-worker.ts',
      Array.from({ length: 6 }, () => [String(listing.id), '2026-11-25', viewerHash]),
    )
    expect(results.map((result) => result.status)).toEqual(Array(6).fill('recorded'))
    expect(results.reduce((sum, result) => sum + result.counted, 0)).toBe(1)
    expect(events()).toHaveLength(1)
  })
})
