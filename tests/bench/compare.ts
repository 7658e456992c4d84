/**
 * Server time of the requester's comparison page: a request of 30 items that reached 5 providers,
 * each answering with an offer of 30 lines (revised once), compared side by side. Requested one at
 * a time by the builder's session from the production build, next to a route that does nothing.
 * Run with `npm run bench:compare` (it builds first). Fails when the p95 is over the budget.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { BENCH_SESSION_SECRET, getWithCookie, HELLO_WORLD, percentile, printLoad, startServer } from './bench-server'

const BUDGET_P95_MS = 30
const OFFERS = 5
const LINES = 30
const RUNS = 200
const WARMUP_RUNS = 20
const PORT = 3172

/** A fresh database with the builder's request, its providers (with reviews) and their offers. */
async function prepare(dir: string) {
  const file = path.join(dir, 'redobra.db')
  Object.assign(process.env, { DATABASE_PATH: file, SESSION_SECRET: BENCH_SESSION_SECRET, SEED_DEMO_DATA: 'false' })
  const { db } = await import('../../app/server/db.server')
  const { createSession } = await import('../../app/server/session.server')
  const { addRecipient, createAccount, createListing, createQuoteRequest, createReview, submitTestOffer } =
    await import('../setup/factories')
  const builder = createAccount(db, { role: 'constructor', businessName: 'Obras de prueba' })
  const items = Array.from({ length: LINES }, (_, i) => ({
    description: `Ítem ${i + 1} de la obra`,
    quantityHundredths: 1_000 + i * 37,
    unit: 'm2' as const,
  }))
  const request = createQuoteRequest(db, { userId: builder.user.id, title: 'Refacción completa de una casa' }, items)
  for (let n = 0; n < OFFERS; n++) {
    const provider = createAccount(db, { businessName: `Proveedor ${n + 1}`, plan: n % 2 ? 'free' : 'premium' })
    const listing = createListing(db, { profileId: provider.profile.id })
    for (let r = 0; r < 8; r++) {
      createReview(db, { listingId: listing.id, userId: createAccount(db, { role: 'constructor' }).user.id, rating: 1 + ((n + r) % 5) })
    }
    const recipient = addRecipient(db, { requestId: request.id, profileId: provider.profile.id, listingId: listing.id })
    const lines = (bump: number) =>
      Array.from({ length: LINES }, (_, i) => ({
        description: `Ítem ${i + 1}: material y colocación según pliego`,
        quantityHundredths: 1_000 + i * 37,
        unitPriceCents: 150_000 + n * 10_000 + i * 1_234 + bump,
        kind: (['materiales', 'mano_de_obra', 'otro'] as const)[i % 3]!,
      }))
    submitTestOffer(db, { recipientId: recipient.id, lines: lines(0) })
    submitTestOffer(db, { recipientId: recipient.id, lines: lines(-500), ivaRateBp: n % 2 ? 2100 : null })
  }
  const cookie = (await createSession(builder.user.id)).split(';')[0]!
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()
  return { file, cookie, path: `/solicitudes/${request.id}` }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'))
  try {
    const { file, cookie, path: comparePath } = await prepare(dir)
    const rows = [
      { label: `${HELLO_WORLD} (no work: the machine's own cost)`, path: HELLO_WORLD, times: [] as number[] },
      { label: `comparison page, ${OFFERS} offers of ${LINES} lines`, path: comparePath, times: [] as number[] },
    ]
    const server = await startServer(file, PORT, { pageCache: false })
    try {
      printLoad('before')
      for (const row of rows) {
        const status = await getWithCookie(`${server.origin}${row.path}`, cookie)
        if (status !== 200) throw new Error(`${row.path} answered ${status}`)
        for (let i = 0; i < WARMUP_RUNS; i++) await getWithCookie(`${server.origin}${row.path}`, cookie)
      }
      // In turns, so a slow spell of the machine lands on both rows alike.
      for (let turn = 0; turn < RUNS; turn++) {
        for (const row of rows) {
          const started = performance.now()
          await getWithCookie(`${server.origin}${row.path}`, cookie)
          row.times.push(performance.now() - started)
        }
      }
      printLoad('after')
    } finally {
      await server.stop()
    }
    console.info(`\nThe requester's comparison page (ms, ${RUNS} requests each):`)
    console.info(`${'page'.padEnd(50)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`)
    for (const row of rows) {
      const sorted = row.times.sort((a, b) => a - b)
      console.info(
        `${row.label.padEnd(50)} ${percentile(sorted, 50).toFixed(1).padStart(7)} ${percentile(sorted, 95).toFixed(1).padStart(7)}`,
      )
    }
    const p95 = percentile(rows[1]!.times, 95)
    if (p95 > BUDGET_P95_MS) {
      console.error(`\nOver the ${BUDGET_P95_MS} ms p95 budget: ${p95.toFixed(1)} ms.`)
      process.exitCode = 1
    } else console.info(`\nWithin the ${BUDGET_P95_MS} ms p95 budget.`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
