/**
 * Load test: 100 connections for 60 s of mixed traffic against the production build on the
 * 100k-listing database (≈80 % page GETs, 15 % searches, 5 % signed-in posts: favourite toggles
 * and reviews), then /healthz alone for the ratio. Run with `npm run bench:load` (it builds
 * first). The server runs on a copy of the cached database, so the posts never change
 * data/bench/. The server runs one worker process per core, as production should (WEB_CONCURRENCY).
 * LOAD_CONNECTIONS, LOAD_SECONDS and LOAD_WORKERS change the run; CPU_PROFILE_DIR=<folder> writes a
 * CPU profile of each server process there; LOAD_REPLICA_URL runs it with Litestream replicating
 * there, as `npm start` does with LITESTREAM_REPLICA_URL. Fails when the goal is missed.
 */
import fs from 'node:fs'
import os from 'node:os'
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
import { BENCH_SESSION_SECRET, ensureDatabase, HELLO_WORLD, percentile, printLoad, startServer } from './bench-server'

const LISTINGS = 100_000
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const WORKERS = Number(process.env.LOAD_WORKERS ?? os.availableParallelism())
const WARMUP_SECONDS = 5
const PORT = Number(process.env.BENCH_PORT ?? 3370)
const REPLICA_URL = process.env.LOAD_REPLICA_URL || undefined
/** Mixed traffic served at this share of /healthz's rate or more: what a request costs beyond the machine's own per-request cost. */
const GOAL = { p95Ms: 500, p99Ms: 250, shareOfHealthz: 0.25 }
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
type Kind = string
type Target = { kind: Kind; method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }
type Account = { cookie: string; favoriteListingId: number }
type Sample = { pageGroups: Record<string, string[]>; searches: string[]; reviewListingIds: number[]; accounts: Account[] }

/** A 302 may also be a bounce to the sign-in page: the rows say whether the posts were written. */
function countWrites(file: string) {
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
async function prepare(dir: string): Promise<{ file: string; sample: Sample }> {
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

function page(groups: Sample['pageGroups']): Target {
  const [kind, paths] = pick(Object.entries(groups))
  return { kind, method: 'GET', path: pick(paths) }
}

/** The next request of the mix. Posts go round the accounts; reviews stop when every account has used its hourly limit. */
function mixedTraffic({ pageGroups, searches, reviewListingIds, accounts }: Sample, origin: string) {
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

type Tally = { latencies: number[]; statuses: Map<number, number> }
type Context = { kind?: Kind; started?: number }

/** Runs autocannon with `next` choosing every request; times each answer by kind (autocannon's own histogram keeps only 2xx). */
async function run(origin: string, next: () => Target, seconds: number) {
  const tallies = new Map<Kind, Tally>()
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
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
          tally.latencies.push(performance.now() - context.started!)
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

const ms = (value: number) => value.toFixed(0).padStart(6)

function summary({ latencies, statuses }: Tally) {
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

function print(title: string, { result, tallies, all }: Awaited<ReturnType<typeof run>>) {
  console.info(`\n${title}: ${CONNECTIONS} connections, ${result.duration.toFixed(0)} s, ${WORKERS} server processes`)
  console.info(
    `  ${result.requests.total.toLocaleString('en')} answers, ${result.requests.average.toFixed(0)} req/s; ${result.errors} errors, ${result.timeouts} timeouts`,
  )
  console.info(`  ${'kind'.padEnd(12)}${'answers'.padStart(8)}   p50 ms p95 ms p99 ms max ms  statuses`)
  for (const [kind, tally] of [...[...tallies].sort(([a], [b]) => a.localeCompare(b)), ['all', all] as const]) {
    const row = summary(tally)
    console.info(
      `  ${kind.padEnd(12)}${String(row.count).padStart(8)}  ${ms(row.p50)} ${ms(row.p95)} ${ms(row.p99)} ${ms(row.max)}  ${row.byStatus}`,
    )
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-load-'))
const cpuProfileDir = process.env.CPU_PROFILE_DIR ? path.resolve(process.env.CPU_PROFILE_DIR) : undefined
try {
  const { file, sample } = await prepare(dir)
  const before = countWrites(file)
  const server = await startServer(file, PORT, { cpuProfileDir, workers: WORKERS, replicaUrl: REPLICA_URL })
  if (REPLICA_URL) console.info(`replicating to ${REPLICA_URL} with Litestream`)
  let mixed: Awaited<ReturnType<typeof run>>
  let healthz: Awaited<ReturnType<typeof run>>
  try {
    await run(server.origin, () => page(sample.pageGroups), WARMUP_SECONDS)
    printLoad('start')
    mixed = await run(server.origin, mixedTraffic(sample, server.origin), SECONDS)
    printLoad('after the mixed run')
    healthz = await run(server.origin, () => ({ kind: 'healthz', method: 'GET', path: HELLO_WORLD }), SECONDS)
    printLoad('end')
  } finally {
    await server.stop()
  }
  const after = countWrites(file)
  print('mixed traffic', mixed)
  print(`${HELLO_WORLD} alone`, healthz)
  const share = mixed.result.requests.average / healthz.result.requests.average
  console.info(`\nmixed traffic at ${(share * 100).toFixed(1)}% of ${HELLO_WORLD} req/s`)
  const posted = (kind: 'review' | 'favorite') => mixed.tallies.get(kind)?.latencies.length ?? 0
  const reviewsWritten = after.reviews - before.reviews
  console.info(
    `written: ${reviewsWritten} reviews of ${posted('review')} answered; ${after.favorites - before.favorites} favourites kept after ${posted('favorite')} toggles`,
  )
  if (cpuProfileDir) console.info(`CPU profile of the server in ${cpuProfileDir}`)

  const { p95, p99, byStatus } = summary(mixed.all)
  const serverErrors = [...mixed.all.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)
  const checks: [boolean, string][] = [
    [mixed.result.errors === 0, `${mixed.result.errors} errors (goal 0)`],
    [mixed.result.timeouts === 0, `${mixed.result.timeouts} timeouts (goal 0)`],
    [p95 <= GOAL.p95Ms, `p95 ${p95.toFixed(0)} ms (goal ≤ ${GOAL.p95Ms} ms)`],
    [p99 <= GOAL.p99Ms, `p99 ${p99.toFixed(0)} ms (goal ≤ ${GOAL.p99Ms} ms)`],
    [share >= GOAL.shareOfHealthz, `mixed at ${(share * 100).toFixed(1)}% of ${HELLO_WORLD} req/s (goal ≥ ${GOAL.shareOfHealthz * 100}%)`],
    [serverErrors === 0, `${serverErrors} 5xx answers (goal 0; all: ${byStatus})`],
    // More written than answered is fine: posts still in flight when the run stopped.
    [reviewsWritten >= posted('review'), `${reviewsWritten} reviews written for ${posted('review')} answered`],
  ]
  for (const [ok, line] of checks) console.info(`${ok ? 'ok  ' : 'MISS'} ${line}`)
  if (checks.some(([ok]) => !ok)) process.exitCode = 1
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
