/*
 * The mixed traffic of the load and soak benches: ≈80 % page GETs, 15 % searches and 5 % signed-in
 * posts (favourite toggles and reviews) on a copy of the 100k-listing database, with real ids.
 */
import http from 'node:http'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { sql } from 'drizzle-orm'
import { RATE_LIMITS } from '../../app/constants'
import { SECTORS, ZONA_PLACES, ZONE_SLUGS, type Zone } from '../../app/taxonomy'
import { zonaPath } from '../../app/utils/directory'
import { backupDatabase } from '../../app/server/backup.server'
import { addFavoriteIntent, FAVORITES_ACTION_PATH, removeFavoriteIntent } from '../../app/utils/favorites'
import { searchHref } from '../../app/utils/search-query'
import { reviewIntent } from '../../app/utils/validation'
import { BENCH_SESSION_SECRET, ensureDatabase, percentile } from './bench-server'

const LISTINGS = 100_000
/** Shares of the requests; the posts are signed in. */
const MIX = { page: 0.8, search: 0.15, review: 0.02, favorite: 0.03 }
/**
 * Each account may post RATE_LIMITS.reviewsPerUser.max reviews an hour and favourite
 * RATE_LIMITS.favoritesPerUser.max times a minute: with this many the mix stays under both
 * up to 300 favourite toggles/s and 3,000 reviews in the run (then the review share goes to favourites).
 */
const ACCOUNTS = 300
const SEARCH_TERMS = ['hormigón', 'corralon', 'núñez', 'techos chapa', 'pintor', 'electricista', 'walter', 'de', 'xyzzyq']
const ZONA_SLUGS = [...Object.values(ZONE_SLUGS), ...ZONA_PLACES.map((place) => place.slug)]
const SEARCH_ZONES: Zone[][] = [[], ['CABA'], ['GBA Norte', 'GBA Sur'], ['GBA Oeste']]

/** 'search', 'review', 'favorite', 'healthz' or the page group's name. */
export type Kind = string
export type Target = { kind: Kind; method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }
type Account = { cookie: string; favoriteListingId: number }
export type Sample = { pageGroups: Record<string, string[]>; searches: string[]; reviewListingIds: number[]; accounts: Account[] }

/** A 302 may also be a bounce to the sign-in page: the rows say whether the posts were written. */
export function countWrites(file: string) {
  const sqlite = new Database(file, { readonly: true })
  try {
    const count = (table: string) => (sqlite.prepare(`SELECT count(*) AS count FROM ${table}`).get() as { count: number }).count
    return { reviews: count('reviews'), favorites: count('favorites') }
  } finally {
    sqlite.close()
  }
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!

/** Copies the cached database, adds the signed-in accounts and picks real ids for the URLs. */
export async function prepare(dir: string): Promise<{ file: string; sample: Sample }> {
  const file = path.join(dir, 'redobra.db')
  await backupDatabase(ensureDatabase(LISTINGS), file)
  // The app's own modules open the copy and sign the cookies as the server will.
  Object.assign(process.env, { DATABASE_PATH: file, SESSION_SECRET: BENCH_SESSION_SECRET, SEED_DEMO_DATA: 'false' })
  // Imported only now: the app's settings are read once, by the first module that needs them.
  const { db } = await import('../../app/server/db.server')
  const { createSession } = await import('../../app/server/session.server')
  const { createAccount } = await import('../setup/factories')
  if (path.resolve(db.$client.name) !== path.resolve(file)) throw new Error(`the accounts would go to ${db.$client.name}, not the copy`)
  try {
    const ids = (query: ReturnType<typeof sql>) => db.all<{ id: number }>(query).map((row) => row.id)
    const reviewCapacity = ACCOUNTS * RATE_LIMITS.reviewsPerUser.max
    // One listing per review, so every (user, listing) pair is new.
    const listingIds = ids(sql`SELECT id FROM listings WHERE is_active = 1 ORDER BY random() LIMIT ${reviewCapacity + ACCOUNTS}`)
    const profileIds = ids(
      sql`SELECT DISTINCT profile_id AS id FROM listings WHERE is_active = 1 AND profile_id IS NOT NULL ORDER BY random() LIMIT 200`,
    )
    const accounts: Account[] = []
    for (let i = 0; i < ACCOUNTS; i++) {
      const { user } = createAccount(db, { role: 'constructor' })
      const cookie = (await createSession(user.id)).split(';')[0]!
      accounts.push({ cookie, favoriteListingId: listingIds[reviewCapacity + i]! })
    }
    // Each group is picked as often as the others.
    const pageGroups = {
      home: ['/'],
      sector: SECTORS.map((sector) => `/${sector.slug}`),
      subsector: SECTORS.flatMap((sector) => sector.subsectors.map((subsector) => `/${sector.slug}/${subsector.slug}`)),
      zona: SECTORS.flatMap((sector) => ZONA_SLUGS.map((zonaSlug) => zonaPath({ sectorSlug: sector.slug, zonaSlug }))),
      provider: listingIds.slice(0, 500).map((id) => `/proveedor/${id}`),
      profile: profileIds.map((id) => `/perfilDeProveedorActivo/${id}`),
      marketplace: ['/marketplace'],
      projects: ['/proyectos-publicados'],
    }
    const searches = SEARCH_TERMS.flatMap((q) => SEARCH_ZONES.map((zonas) => searchHref({ q, zonas })))
    return { file, sample: { pageGroups, searches, reviewListingIds: listingIds.slice(0, reviewCapacity), accounts } }
  } finally {
    db.$client.close()
  }
}

export function page(groups: Sample['pageGroups']): Target {
  const [kind, paths] = pick(Object.entries(groups))
  return { kind, method: 'GET', path: pick(paths) }
}

/** The next request of the mix. Posts go round the accounts; reviews stop when every account has used its hourly limit. */
export function mixedTraffic({ pageGroups, searches, reviewListingIds, accounts }: Sample, origin: string) {
  let reviews = 0
  let favorites = 0
  const post = (kind: Kind, account: Account, path: string, fields: Record<string, string>): Target => ({
    kind,
    method: 'POST',
    path,
    headers: { Cookie: account.cookie, Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  return (): Target => {
    const roll = Math.random()
    if (roll < MIX.page) return page(pageGroups)
    if (roll < MIX.page + MIX.search) return { kind: 'search', method: 'GET', path: pick(searches) }
    if (roll < MIX.page + MIX.search + MIX.review && reviews < reviewListingIds.length) {
      const n = reviews++
      const listingId = String(reviewListingIds[n])
      return post('review', accounts[n % accounts.length]!, `/proveedor/${listingId}`, {
        intent: reviewIntent,
        listingId,
        rating: String(1 + (n % 5)),
        comment: 'Cumplió con los plazos y dejó todo limpio.',
      })
    }
    // Each account adds its listing, then removes it: it never reaches the free plan's limit.
    const n = favorites++
    const account = accounts[n % accounts.length]!
    const intent = Math.floor(n / accounts.length) % 2 === 0 ? addFavoriteIntent : removeFavoriteIntent
    const listingId = String(account.favoriteListingId)
    return post('favorite', account, FAVORITES_ACTION_PATH, { intent, listingId, redirectTo: `/proveedor/${listingId}` })
  }
}

export type Tally = { latencies: number[]; statuses: Map<number, number> }
type Context = { kind?: Kind; started?: number }

/**
 * Runs autocannon with `next` choosing every request; times each answer by kind (autocannon's own
 * histogram keeps only 2xx) and tells `onAnswer` of each.
 */
export async function run(
  origin: string,
  next: () => Target,
  { seconds, connections, onAnswer }: { seconds: number; connections: number; onAnswer?: (status: number, ms: number) => void },
) {
  const tallies = new Map<Kind, Tally>()
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: Context) => {
          const target = next()
          context.kind = target.kind
          context.started = performance.now()
          // Compressed as a browser asks for it: compression is part of the server's work.
          const headers = { 'Accept-Encoding': 'gzip, deflate, br', ...target.headers }
          return { ...request, method: target.method, path: target.path, headers, body: target.body ?? '' }
        },
        onResponse: (status, _body, context: Context) => {
          let tally = tallies.get(context.kind!)
          if (!tally) tallies.set(context.kind!, (tally = { latencies: [], statuses: new Map() }))
          const took = performance.now() - context.started!
          tally.latencies.push(took)
          onAnswer?.(status, took)
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1)
        },
      },
    ],
  })
  const all: Tally = { latencies: [...tallies.values()].flatMap((tally) => tally.latencies), statuses: new Map() }
  for (const tally of tallies.values()) {
    for (const [status, count] of tally.statuses) all.statuses.set(status, (all.statuses.get(status) ?? 0) + count)
  }
  return { result, tallies, all }
}

/**
 * Open loop: requests start at evenly spaced instants (`rate` a second) whatever the answers'
 * pace, on kept-alive connections (as many as are busy at once, `maxConnections` at most), and
 * each latency counts from the instant its request was due, so a late start is part of it.
 * (autocannon's `overallRate` lets each connection send its share at the start of every second:
 * the requests of a second arrive together, a burst rather than a rate.)
 */
export async function runAtRate(
  origin: string,
  next: () => Target,
  { seconds, rate, maxConnections }: { seconds: number; rate: number; maxConnections: number },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxConnections })
  const tallies = new Map<Kind, Tally>()
  let errors = 0
  const total = Math.round(seconds * rate)
  const start = performance.now()
  const answers: Promise<void>[] = []
  const send = (due: number) => {
    const target = next()
    const headers = { 'Accept-Encoding': 'gzip, deflate, br', ...target.headers }
    return new Promise<void>((resolve) => {
      const request = http.request(new URL(target.path, origin), { method: target.method, headers, agent, timeout: 30_000 }, (response) => {
        response.resume()
        response.on('end', () => {
          let tally = tallies.get(target.kind)
          if (!tally) tallies.set(target.kind, (tally = { latencies: [], statuses: new Map() }))
          tally.latencies.push(performance.now() - due)
          tally.statuses.set(response.statusCode!, (tally.statuses.get(response.statusCode!) ?? 0) + 1)
          resolve()
        })
      })
      request.on('error', () => {
        errors++
        resolve()
      })
      request.on('timeout', () => request.destroy())
      request.end(target.body)
    })
  }
  for (let sent = 0; sent < total;) {
    const now = performance.now()
    for (; sent < total && start + (sent * 1000) / rate <= now; sent++) answers.push(send(start + (sent * 1000) / rate))
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  await Promise.all(answers)
  agent.destroy()
  const all: Tally = { latencies: [...tallies.values()].flatMap((tally) => tally.latencies), statuses: new Map() }
  for (const tally of tallies.values()) {
    for (const [status, count] of tally.statuses) all.statuses.set(status, (all.statuses.get(status) ?? 0) + count)
  }
  return { answeredPerSecond: all.latencies.length / ((performance.now() - start) / 1000), errors, all }
}

export function summary({ latencies, statuses }: Tally) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    byStatus,
  }
}
