/**
 * Server time of the 'Estadísticas' tab and of its CSV for a premium provider with 10,000 recorded
 * views and clicks over the last 12 weeks (and its requests, consultas and offers), requested one
 * at a time by its session from the production build. Run with `npm run bench:stats` (it builds
 * first; BENCH_PORT picks the port). Fails when either is over the budget at p95.
 */
import { performance } from 'node:perf_hooks'
import { benchDatabase, percentile, runBench, timePagesAgainstBudget, yardstickPage, type BudgetedPage } from './bench-server'

const LISTINGS = 1_000
const EVENTS = 10_000
const REQUESTS = 300
const CONSULTAS = 100
const BUDGET_P95_MS = 50
const RUNS = 100
const WARMUP_RUNS = 10
const PORT = Number(process.env.BENCH_PORT ?? 3174)
const DAY_MS = 86_400_000
const KINDS = ['view', 'view', 'view', 'view', 'view', 'phone', 'whatsapp', 'website'] as const

async function prepare(dir: string) {
  const file = await benchDatabase(dir, LISTINGS)
  const { db } = await import('../../app/server/db.server')
  const { createSession } = await import('../../app/server/session.server')
  const { recordListingEvents } = await import('../../app/models/listing-events.server')
  const { addDays, getProviderStats, lastDays, lastWeeks } = await import('../../app/models/provider-stats.server')
  const { buenosAiresToday } = await import('../../app/utils/verification')
  const { addRecipient, createAccount, createListing, createMessage, createQuoteRequest } = await import('../setup/factories')

  const provider = createAccount(db, { plan: 'premium', businessName: 'Techos Muy Visitados', email: 'visitas@bench.redobra.com.ar' })
  const listings = [0, 1].map((i) => createListing(db, { profileId: provider.profile.id, businessName: `Techos Muy Visitados ${i + 1}` }))
  const builders = Array.from({ length: 50 }, (_, i) => createAccount(db, { role: 'constructor', email: `obra${i}@bench.redobra.com.ar` }))
  const today = buenosAiresToday()
  const now = Date.now()
  db.transaction(() => {
    for (let i = 0; i < EVENTS; i++) {
      recordListingEvents(db, {
        listingIds: [listings[i % 2]!.id],
        kind: KINDS[i % KINDS.length]!,
        day: addDays(today, -(i % 84)),
        viewerHash: `viewer-${i}`.padEnd(43, '0'),
        addressHash: `address-${i}`.padEnd(43, '0'),
        viewerUserId: null,
      })
    }
    builders.forEach((builder, i) =>
      db.run(
        `INSERT INTO favorites (user_id, listing_id, created_at) VALUES (${builder.user.id}, ${listings[i % 2]!.id}, ${now - (i % 84) * DAY_MS})`,
      ),
    )
  })
  for (let i = 0; i < REQUESTS; i++) {
    const request = createQuoteRequest(db, { userId: builders[i % builders.length]!.user.id })
    const recipient = addRecipient(db, { requestId: request.id, profileId: provider.profile.id, listingId: listings[i % 2]!.id })
    const sentAt = now - (i % 84) * DAY_MS
    db.$client
      .prepare('UPDATE quote_request_recipients SET sent_at = ?, status = ?, responded_at = ? WHERE id = ?')
      .run(sentAt, i % 3 ? 'declined' : 'sent', i % 3 ? sentAt + (i % 7) * 3_600_000 : null, recipient.id)
  }
  for (let i = 0; i < CONSULTAS; i++) {
    const builder = builders[i % builders.length]!
    const conversationId = db.$client
      .prepare<[number, number, number, number], { id: number }>(
        `INSERT INTO conversations (requester_user_id, provider_user_id, listing_id, subject, created_at) VALUES (?, ?, ?, 'Consulta', ?) RETURNING id`,
      )
      .get(builder.user.id, provider.user.id, listings[i % 2]!.id, now - (i % 84) * DAY_MS)!.id
    createMessage(db, { conversationId, senderUserId: builder.user.id, body: '¿Hacen techos de chapa?' })
    if (i % 2) createMessage(db, { conversationId, senderUserId: provider.user.id, body: 'Sí.' })
  }
  db.$client.pragma('optimize')

  const periods = [lastDays(today, 30), ...lastWeeks(today, 12)]
  const queryTimes = Array.from({ length: RUNS }, () => {
    const started = performance.now()
    getProviderStats(db, { profileId: provider.profile.id, periods })
    return performance.now() - started
  }).sort((a, b) => a - b)
  console.info(
    `\nThe statistics' queries alone: p50 ${percentile(queryTimes, 50).toFixed(2)} ms, p95 ${percentile(queryTimes, 95).toFixed(2)} ms`,
  )
  const ids = listings.map((listing) => listing.id).join(', ')
  const plans = {
    events: `SELECT listing_id, day, kind, count(*) FROM listing_events WHERE listing_id IN (${ids}) AND day >= '${periods[1]!.start}' GROUP BY listing_id, day, kind`,
    favourites: `SELECT listing_id, created_at FROM favorites WHERE listing_id IN (${ids}) AND created_at >= 0`,
    solicitudes: `SELECT listing_id, sent_at FROM quote_request_recipients WHERE profile_id = ${provider.profile.id} AND listing_id IN (${ids}) AND sent_at >= 0`,
    consultas: `SELECT c.listing_id, (SELECT min(m.created_at) FROM messages m WHERE m.conversation_id = c.id AND m.sender_user_id = c.provider_user_id) FROM conversations c WHERE c.provider_user_id = ${provider.user.id} AND c.listing_id IN (${ids}) AND c.recipient_id IS NULL AND c.created_at >= 0`,
  }
  for (const [name, query] of Object.entries(plans)) {
    const steps = db.$client.prepare(`EXPLAIN QUERY PLAN ${query}`).all() as { detail: string }[]
    console.info(`${name}: ${steps.map((step) => step.detail).join(' · ')}`)
  }
  const cookie = (await createSession(provider.user.id)).split(';')[0]!
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()
  return { file, cookie }
}

runBench('stats', async (dir) => {
  const { file, cookie } = await prepare(dir)
  const pages: BudgetedPage[] = [
    yardstickPage(),
    { label: '/perfil?tab=estadisticas (premium, 12 weeks)', path: '/perfil?tab=estadisticas', budgeted: true },
    { label: '/perfil/estadisticas.csv', path: '/perfil/estadisticas.csv', budgeted: true },
  ]
  await timePagesAgainstBudget(file, PORT, pages, cookie, {
    runs: RUNS,
    warmupRuns: WARMUP_RUNS,
    title: `Statistics of a provider with ${EVENTS.toLocaleString('en')} recorded events (ms, ${RUNS} requests each):`,
    labelWidth: 50,
    budgetP95Ms: BUDGET_P95_MS,
  })
})
