/**
 * Search speed at 10k and 100k listings: findListings in-process, then whole requests to the
 * production build (search requests one at a time, every row in turn, and throughput of a sector
 * page against a hello-world route). Run with `npm run bench:search` (it builds first). The
 * databases are seeded once and kept in data/bench/. Fails when a budget is missed.
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { SEARCH_PAGE_SIZE } from '../../app/constants'
import { findListings } from '../../app/models/listings.server'
import type { Zone } from '../../app/taxonomy'
import { openDatabase } from '../../app/server/sqlite.server'
import { ensureDatabase, HELLO_WORLD, percentile, printLoad, startServer } from './bench-server'

const SIZES = [10_000, 100_000]
const BUDGET_SIZE = 100_000
const BUDGETS = { queryP95Ms: 5, requestP95Ms: 30, sectorShareOfHelloWorld: 0.25 }

const TERMS = [
  { kind: 'common', term: 'hormigón' },
  { kind: 'rare', term: 'walter' },
  { kind: 'accents left out', term: 'corralon' },
  { kind: 'accented', term: 'núñez' },
  { kind: 'two words', term: 'techos chapa' },
  { kind: 'trade word, plural', term: 'plomeros' },
  { kind: 'no match', term: 'xyzzyq' },
  { kind: '2 characters', term: 'de' },
]
const ZONE_SETS: Zone[][] = [[], ['CABA'], ['GBA Norte', 'GBA Sur']]
const RUNS = 200
const WARMUP_RUNS = 20
const THROUGHPUT_SECONDS = 8
const THROUGHPUT_SLICE_SECONDS = 2
const THROUGHPUT_CONNECTIONS = 10
const SECTOR_PAGE = '/instalaciones'
/** About a search request's length: the yardstick timed with the requests (see fixedWork). */
const FIXED_WORK_MS = 12
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3142)

/**
 * p50 and p95 of each of `runs`, timed in turns (one call of each, then again): a slow spell of
 * this machine then lands on every row alike instead of on the one timed during it.
 */
async function timingsInTurns(runs: (() => unknown)[]) {
  for (const run of runs) for (let i = 0; i < WARMUP_RUNS; i++) await run()
  const times = runs.map((): number[] => [])
  for (let turn = 0; turn < RUNS; turn++) {
    for (const [index, run] of runs.entries()) {
      const started = performance.now()
      await run()
      times[index]!.push(performance.now() - started)
    }
  }
  return times.map((rowTimes) => {
    rowTimes.sort((a, b) => a - b)
    return { p50: percentile(rowTimes, 50), p95: percentile(rowTimes, 95) }
  })
}

/**
 * A computation that never varies (integer arithmetic, FIXED_WORK_MS long at the machine's
 * fastest, allocating nothing so it leaves no garbage for the next request), timed in the same
 * turns as the requests: the spread of its timings is what this machine adds to anything by
 * itself, which tells how much of a request's p95 is the request's own.
 */
function fixedWork() {
  const arithmetic = (rounds: number) => {
    let value = 1
    for (let round = 0; round < rounds; round++) value = (Math.imul(value, 1_103_515_245) + 12_345) | 0
    return value
  }
  const calibrationRounds = 2_000_000
  const fastest = Math.min(
    ...Array.from({ length: 8 }, () => {
      const started = performance.now()
      arithmetic(calibrationRounds)
      return performance.now() - started
    }),
  )
  const rounds = Math.round((FIXED_WORK_MS * calibrationRounds) / fastest)
  return () => arithmetic(rounds)
}

type Row = {
  term: string
  kind: string
  zones: Zone[]
  matches: number
  query: { p50: number; p95: number }
  request?: { p50: number; p95: number }
}

async function measureQueries(file: string): Promise<Row[]> {
  const db = openDatabase(file)
  try {
    const rows = TERMS.flatMap(({ term, kind }) =>
      ZONE_SETS.map((zones) => ({ term, kind, zones, matches: findListings(db, { term, zones }).total })),
    )
    const queries = await timingsInTurns(
      rows.map(
        ({ term, zones }) =>
          () =>
            findListings(db, { term, zones }),
      ),
    )
    return rows.map((row, index) => ({ ...row, query: queries[index]! }))
  } finally {
    db.$client.close()
  }
}

function searchUrl(origin: string, term: string, zones: readonly Zone[]) {
  const params = new URLSearchParams({ q: term })
  for (const zone of zones) params.append('zona', zone)
  return `${origin}/?${params}`
}

const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 })

/**
 * The whole answer, received and decoded, asked for as a browser asks. node:http rather than
 * fetch: fetch's own work and garbage (~1 ms a request here, more at p95) would be timed too.
 */
function get(url: string) {
  return new Promise<void>((resolve, reject) => {
    http
      .get(url, { agent: keptAlive, headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          const encoding = response.headers['content-encoding']
          const html = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body
          if (response.statusCode !== 200 || !html.includes('</html>'))
            reject(new Error(`${url} answered ${response.statusCode} without a whole page`))
          else resolve()
        })
      })
      .on('error', reject)
  })
}

/**
 * Requests per second of each URL, measured in turns of THROUGHPUT_SLICE_SECONDS: this machine's
 * speed drifts within seconds, and turns expose every URL to the same drift.
 */
async function requestsPerSecond<Urls extends readonly string[]>(urls: Urls) {
  for (const url of urls) await autocannon({ url, connections: THROUGHPUT_CONNECTIONS, duration: 2 })
  const totals = urls.map(() => ({ requests: 0, seconds: 0 }))
  for (let turn = 0; turn < THROUGHPUT_SECONDS / THROUGHPUT_SLICE_SECONDS; turn++) {
    for (const [index, url] of urls.entries()) {
      const result = await autocannon({ url, connections: THROUGHPUT_CONNECTIONS, duration: THROUGHPUT_SLICE_SECONDS })
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
      totals[index]!.requests += result.requests.total
      totals[index]!.seconds += result.duration
    }
  }
  return totals.map(({ requests, seconds }) => requests / seconds) as { [Index in keyof Urls]: number }
}

const ms = (value: number) => value.toFixed(2).padStart(7)

function printTable(size: number, rows: Row[]) {
  console.info(`\n${size.toLocaleString('en')} listings, page of ${SEARCH_PAGE_SIZE}, ${RUNS} runs each (ms)`)
  console.info(`${'term'.padEnd(32)}${'zones'.padEnd(20)}${'matches'.padStart(8)}  query p50     p95  request p50     p95`)
  for (const row of rows) {
    const term = `${row.term} (${row.kind})`.padEnd(32)
    const zones = (row.zones.join(', ') || 'all').padEnd(20)
    const request = row.request ? `${ms(row.request.p50)} ${ms(row.request.p95)}` : ''
    console.info(`${term}${zones}${String(row.matches).padStart(8)}  ${ms(row.query.p50)} ${ms(row.query.p95)}      ${request}`)
  }
}

printLoad('start')
const failures: string[] = []
const check = (ok: boolean, line: string) => {
  console.info(`${ok ? 'ok  ' : 'MISS'} ${line}`)
  if (!ok) failures.push(line)
}

for (const [index, size] of SIZES.entries()) {
  const file = ensureDatabase(size)
  const rows = await measureQueries(file)
  // Without the page cache: every request is timed doing its real work.
  const server = await startServer(file, FIRST_PORT + index, { pageCache: false })
  try {
    const [yardstick, ...requests] = await timingsInTurns([
      fixedWork(),
      ...rows.map((row) => () => get(searchUrl(server.origin, row.term, row.zones))),
    ])
    for (const [index, row] of rows.entries()) row.request = requests[index]
    const [sector, helloWorld] = await requestsPerSecond([`${server.origin}${SECTOR_PAGE}`, `${server.origin}${HELLO_WORLD}`] as const)
    printTable(size, rows)
    console.info(
      `the same turns, a fixed ${FIXED_WORK_MS} ms computation: p50 ${yardstick!.p50.toFixed(2)}, p95 ${yardstick!.p95.toFixed(2)} ms (p95 ${(yardstick!.p95 / yardstick!.p50).toFixed(2)} × p50): this machine's own spread`,
    )
    console.info(
      `throughput (${THROUGHPUT_CONNECTIONS} connections, ${THROUGHPUT_SECONDS} s each in turns of ${THROUGHPUT_SLICE_SECONDS} s): ${SECTOR_PAGE} ${sector.toFixed(0)} req/s, ${HELLO_WORLD} ${helloWorld.toFixed(0)} req/s`,
    )

    const share = sector / helloWorld
    check(
      share >= BUDGETS.sectorShareOfHelloWorld,
      `${size}: sector page at ${(share * 100).toFixed(0)}% of hello-world req/s (budget ≥ ${BUDGETS.sectorShareOfHelloWorld * 100}%)`,
    )
    if (size === BUDGET_SIZE) {
      const worstQuery = rows.reduce((worst, row) => (row.query.p95 > worst.query.p95 ? row : worst))
      const worstRequest = rows.reduce((worst, row) => (row.request!.p95 > worst.request!.p95 ? row : worst))
      check(
        worstQuery.query.p95 <= BUDGETS.queryP95Ms,
        `${size}: worst query p95 ${worstQuery.query.p95.toFixed(2)} ms, «${worstQuery.term}» ${worstQuery.zones.join('+') || 'all zones'} (budget ≤ ${BUDGETS.queryP95Ms} ms)`,
      )
      check(
        worstRequest.request!.p95 <= BUDGETS.requestP95Ms,
        `${size}: worst request p95 ${worstRequest.request!.p95.toFixed(2)} ms, «${worstRequest.term}» ${worstRequest.zones.join('+') || 'all zones'} (budget ≤ ${BUDGETS.requestP95Ms} ms)`,
      )
    }
  } finally {
    await server.stop()
  }
}

printLoad('end')
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) missed.`)
  process.exitCode = 1
}
