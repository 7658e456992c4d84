/**
 * Server time of the requester's comparison page: a request of 30 items that reached 5 providers,
 * each answering with an offer of 30 lines (revised once), compared side by side. Requested one at
 * a time by the builder's session from the production build, next to a route that does nothing.
 * Run with `npm run bench:compare` (it builds first). Fails when the p95 is over the budget.
 */
import { benchDatabase, runBench, timePagesAgainstBudget, yardstickPage, type BudgetedPage } from './bench-server'

const BUDGET_P95_MS = 30
const OFFERS = 5
const LINES = 30
const RUNS = 200
const WARMUP_RUNS = 20
const PORT = 3172

/** A fresh database with the builder's request, its providers (with reviews) and their offers. */
async function prepare(dir: string) {
  const file = await benchDatabase(dir)
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

runBench('compare', async (dir) => {
  const { file, cookie, path: comparePath } = await prepare(dir)
  const pages: BudgetedPage[] = [
    yardstickPage(),
    { label: `comparison page, ${OFFERS} offers of ${LINES} lines`, path: comparePath, budgeted: true },
  ]
  await timePagesAgainstBudget(file, PORT, pages, cookie, {
    runs: RUNS,
    warmupRuns: WARMUP_RUNS,
    title: `The requester's comparison page (ms, ${RUNS} requests each):`,
    labelWidth: 50,
    budgetP95Ms: BUDGET_P95_MS,
  })
})
