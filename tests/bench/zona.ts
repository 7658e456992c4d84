/**
 * Zona pages at 100k listings: requests per second of sector × zona pages (sector and subsector,
 * zone and partido or barrio, picked at random) against /healthz, in turns on the same server
 * (page cache off, so each request does its real work), and the pages' queries timed in-process.
 * A fifth of the providers declare service areas first. The terms page (no data, no cards) runs in
 * the same turns: its share is what the framework's own work per page leaves, the floor of any page.
 * Run with `npm run bench:zona` (it builds first). Reports the zona pages' rate against the terms
 * page's (goal ≥ 50 %: a page with data at half the cost of one without); a goal to report, not to fail on.
 * CPU_PROFILE_DIR=<folder> writes a CPU profile of the server there.
 */
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { benchDatabase, HELLO_WORLD, percentile, printLoad, runBench, startServer } from './bench-server'

const LISTINGS = 100_000
const PORT = Number(process.env.BENCH_PORT ?? 3375)
const CONNECTIONS = 10
const SECONDS = 16
const SLICE_SECONDS = 2
const GOAL_SHARE_OF_STATIC_PAGE = 0.5
const QUERY_RUNS = 200
const STATIC_PAGE = '/terminosycondiciones'

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!

/** Requests per second while `next` chooses each path, over all the turns given to it. */
async function requestsPerSecond(origin: string, next: () => string, seconds: number) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: next(), headers: { 'Accept-Encoding': 'gzip, deflate, br' } }) }],
  })
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { requests: result.requests.total, seconds: result.duration }
}

runBench('zona', async (dir) => {
  const file = await benchDatabase(dir, LISTINGS)
  // The app's modules open the copy (and migrate it) only now.
  const { db } = await import('../../app/server/db.server')
  const { findListings } = await import('../../app/models/listings.server')
  const { areaFilterOf, placesWithProviders } = await import('../../app/models/service-areas.server')
  const { SECTORS, ZONA_PLACES, ZONE_SLUGS, getZona } = await import('../../app/taxonomy')
  const { zonaPath } = await import('../../app/utils/directory')

  // The seed declares no service areas: a fifth of the providers declare about four places each.
  db.$client.exec(`INSERT INTO provider_service_areas (profile_id, place_slug)
    SELECT profile.id, place.slug FROM provider_profiles AS profile CROSS JOIN zona_places AS place
    WHERE profile.user_role = 'proveedor' AND profile.id % 5 = 0 AND abs(random()) % 20 = 0`)
  const zonaSlugs = [...Object.values(ZONE_SLUGS), ...ZONA_PLACES.map((place) => place.slug)]
  const pages: { sectorSlug: string; subsectorSlug?: string; zonaSlug: string }[] = SECTORS.flatMap((sector) =>
    zonaSlugs.flatMap((zonaSlug) => [
      { sectorSlug: sector.slug, zonaSlug },
      ...sector.subsectors.slice(0, 3).map((subsector) => ({ sectorSlug: sector.slug, subsectorSlug: subsector.slug, zonaSlug })),
    ]),
  )

  const times: number[] = []
  for (let run = 0; run < QUERY_RUNS; run++) {
    const page = pick(pages)
    const zona = getZona(page.zonaSlug)!
    const started = performance.now()
    findListings(db, { sectorSlug: page.sectorSlug, subsectorSlug: page.subsectorSlug, area: areaFilterOf(zona) })
    placesWithProviders(db, { sectorSlug: page.sectorSlug, subsectorSlug: page.subsectorSlug, zone: zona.zone })
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  console.info(
    `zona page queries in-process (${QUERY_RUNS} random pages): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
  )
  db.$client.close()

  const cpuProfileDir = process.env.CPU_PROFILE_DIR ? path.resolve(process.env.CPU_PROFILE_DIR) : undefined
  const server = await startServer(file, PORT, { pageCache: false, cpuProfileDir })
  try {
    const zona = () => zonaPath(pick(pages))
    await requestsPerSecond(server.origin, zona, 2)
    await requestsPerSecond(server.origin, () => STATIC_PAGE, 2)
    await requestsPerSecond(server.origin, () => HELLO_WORLD, 2)
    printLoad('start')
    const totals = { zona: { requests: 0, seconds: 0 }, static: { requests: 0, seconds: 0 }, healthz: { requests: 0, seconds: 0 } }
    const kinds = [
      ['zona', zona],
      ['static', () => STATIC_PAGE],
      ['healthz', () => HELLO_WORLD],
    ] as const
    for (let turn = 0; turn < SECONDS / SLICE_SECONDS; turn++) {
      for (const [kind, next] of kinds) {
        const { requests, seconds } = await requestsPerSecond(server.origin, next, SLICE_SECONDS)
        totals[kind].requests += requests
        totals[kind].seconds += seconds
      }
    }
    printLoad('end')
    const rate = (kind: keyof typeof totals) => totals[kind].requests / totals[kind].seconds
    const share = rate('zona') / rate('static')
    console.info(
      `throughput (${CONNECTIONS} connections, ${SECONDS} s each in turns of ${SLICE_SECONDS} s): zona pages ${rate('zona').toFixed(0)} req/s, ${STATIC_PAGE} ${rate('static').toFixed(0)} req/s, ${HELLO_WORLD} ${rate('healthz').toFixed(0)} req/s`,
    )
    console.info(
      `     ${STATIC_PAGE} (no data) at ${((rate('static') / rate('healthz')) * 100).toFixed(1)}% of ${HELLO_WORLD} req/s: the floor`,
    )
    console.info(`     zona pages at ${((rate('zona') / rate('healthz')) * 100).toFixed(1)}% of ${HELLO_WORLD} req/s`)
    const ok = share >= GOAL_SHARE_OF_STATIC_PAGE
    console.info(
      `${ok ? 'ok  ' : 'MISS'} zona pages at ${(share * 100).toFixed(1)}% of ${STATIC_PAGE}'s req/s (goal ≥ ${GOAL_SHARE_OF_STATIC_PAGE * 100}%; run with CPU_PROFILE_DIR for where the rest goes)`,
    )
  } finally {
    await server.stop()
  }
})
