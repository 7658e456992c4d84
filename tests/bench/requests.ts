/**
 * Server time of sending a 'Solicitud de presupuesto' at 100k listings: the whole post of
 * /solicitudes/nueva (form read, checks, the routing transaction with matching, recipients,
 * conversations and e-mails queued), from the production build, one at a time, to the busiest
 * subsector and zone of the database. Run with `npm run bench:requests` (it builds first).
 * Fails when the p95 is over the budget.
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { RATE_LIMITS } from '../../app/constants'
import { REQUEST_PLACES } from '../../app/taxonomy'
import { benchDatabase, HELLO_WORLD, percentile, printLoad, runBench, startServer } from './bench-server'

const LISTINGS = 100_000
const BUDGET_P95_MS = 50
const RUNS = 200
const WARMUP_RUNS = 20
const PORT = 3174
const PER_BUILDER = RATE_LIMITS.quoteRequestsPerAccount.max

const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 })

function get(url: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: keptAlive }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      .on('error', reject)
  })
}

function postForm(url: string, cookie: string, body: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: keptAlive,
        headers: {
          Cookie: cookie,
          Origin: new URL(url).origin,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Premium builders enough for every post (each may send its daily limit) and the busiest subsector and zone. */
async function prepare(dir: string) {
  const file = await benchDatabase(dir, LISTINGS)
  const { db } = await import('../../app/server/db.server')
  const { createSession } = await import('../../app/server/session.server')
  const { createAccount } = await import('../setup/factories')
  const busiest = db.$client
    .prepare(
      `SELECT sector_slug AS sector, subsector_slug AS subsector, zona, count(*) AS providers FROM listings
       WHERE profile_id IS NOT NULL AND is_active = 1 GROUP BY 1, 2, 3 ORDER BY providers DESC LIMIT 1`,
    )
    .get() as { sector: string; subsector: string; zona: string; providers: number }
  const builders = Math.ceil((RUNS + WARMUP_RUNS) / PER_BUILDER)
  const cookies: string[] = []
  for (let i = 0; i < builders; i++) {
    const { user } = createAccount(db, { role: 'constructor', plan: 'premium', email: `constructor${i + 1}@bench.redobra.com.ar` })
    cookies.push((await createSession(user.id)).split(';')[0]!)
  }
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()
  return { file, cookies, busiest }
}

runBench('requests', async (dir) => {
  const { file, cookies, busiest } = await prepare(dir)
  const place = REQUEST_PLACES.find((candidate) => candidate.zone === busiest.zona)!.name
  const items = Array.from({ length: 10 }, (_, i) => [
    ['itemDescription', `Ítem ${i + 1} de la obra`],
    ['itemQuantity', `${i + 1},5`],
    ['itemUnit', 'm2'],
  ]).flat()
  const body = new URLSearchParams([
    ['intent', 'send'],
    ['title', 'Reparación de cubierta y filtraciones'],
    ['sector', busiest.sector],
    ['subsector', busiest.subsector],
    ['place', place],
    ['description', 'Medición en obra a coordinar. '.repeat(20)],
    ...items,
  ] as [string, string][]).toString()
  const server = await startServer(file, PORT, { pageCache: false })
  const times: number[] = []
  // The yardstick: a route that does nothing, timed in the same turns, shows what the machine adds by itself.
  const yardstick: number[] = []
  const statuses = new Map<number, number>()
  try {
    printLoad('before')
    for (let run = 0; run < WARMUP_RUNS + RUNS; run++) {
      const cookie = cookies[Math.floor(run / PER_BUILDER)]!
      const started = performance.now()
      const status = await postForm(`${server.origin}/solicitudes/nueva`, cookie, body)
      if (run >= WARMUP_RUNS) times.push(performance.now() - started)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      const idle = performance.now()
      await get(`${server.origin}${HELLO_WORLD}`)
      if (run >= WARMUP_RUNS) yardstick.push(performance.now() - idle)
    }
    printLoad('after')
  } finally {
    await server.stop()
  }
  const sorted = times.sort((a, b) => a - b)
  console.info(
    `\nSending a solicitud at ${LISTINGS.toLocaleString('en')} listings to ${busiest.sector}/${busiest.subsector} in ${busiest.zona} ` +
      `(${busiest.providers} claimed listings there), ${RUNS} posts: statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  )
  console.info(`p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`)
  const idle = yardstick.sort((a, b) => a - b)
  console.info(
    `${HELLO_WORLD} (no work: the machine's own cost) p50 ${percentile(idle, 50).toFixed(1)} ms, p95 ${percentile(idle, 95).toFixed(1)} ms`,
  )
  if ([...statuses.keys()].some((status) => status !== 302)) {
    console.error('Some posts were not sent (expected 302 to the request page).')
    process.exitCode = 1
  } else if (percentile(sorted, 95) > BUDGET_P95_MS) {
    console.error(`Over the ${BUDGET_P95_MS} ms p95 budget.`)
    process.exitCode = 1
  } else console.info(`Within the ${BUDGET_P95_MS} ms p95 budget.`)
})
