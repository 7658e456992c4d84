/**
 * Server time of /mensajes for an account with 1,000 conversations (half asked by it, half asked
 * of it, a third of them unread), and of one of its conversations, requested one at a time by its
 * session from the production build. Run with `npm run bench:messages` (it builds first). Fails
 * when the list's p95 is over the budget.
 */
import { performance } from 'node:perf_hooks'
import { CONVERSATIONS_PAGE_SIZE } from '../../app/constants'
import { benchDatabase, percentile, runBench, timePagesAgainstBudget, yardstickPage, type BudgetedPage } from './bench-server'

const LISTINGS = 1_000
const CONVERSATIONS = 1_000
const OTHER_ACCOUNTS = 200
const MESSAGES_PER_CONVERSATION = 3
const BUDGET_P95_MS = 30
const RUNS = 100
const WARMUP_RUNS = 10
const PORT = 3172

/** Copies the cached database and gives one account its conversations, written as the app writes them. */
async function prepare(dir: string) {
  const file = await benchDatabase(dir, LISTINGS)
  const { db } = await import('../../app/server/db.server')
  const { createSession } = await import('../../app/server/session.server')
  const { listConversations, postMessage, unreadCount } = await import('../../app/models/conversations.server')
  const { createAccount } = await import('../setup/factories')
  const me = createAccount(db, { businessName: 'Techos con Mucha Charla', email: 'charla@bench.redobra.com.ar' }).user.id
  const others = Array.from({ length: OTHER_ACCOUNTS }, (_, i) => createAccount(db, { email: `cliente${i}@bench.redobra.com.ar` }).user.id)
  const openConversation = db.$client.prepare<[number, number, string], { id: number }>(
    'INSERT INTO conversations (requester_user_id, provider_user_id, subject) VALUES (?, ?, ?) RETURNING id',
  )
  let firstId = 0
  for (let i = 0; i < CONVERSATIONS; i++) {
    const other = others[i % OTHER_ACCOUNTS]!
    const asker = i % 2 === 0 ? me : other
    const { id } = openConversation.get(asker, asker === me ? other : me, `Consulta número ${i + 1} sobre un techo de chapa`)!
    firstId ||= id
    for (let m = 0; m < MESSAGES_PER_CONVERSATION; m++) {
      // A third end with the other side's message, unread.
      const sender = m === MESSAGES_PER_CONVERSATION - 1 && i % 3 === 0 ? other : m % 2 === 0 ? asker : asker === me ? other : me
      postMessage(db, {
        conversationId: id,
        senderUserId: sender,
        side: sender === asker ? 'requester' : 'provider',
        otherUserId: null,
        body: `Mensaje ${m + 1}: ¿pueden pasar el lunes a medir? Son unos 120 m² de cubierta. https://ejemplo.com.ar/plano-${i}`,
        idempotencyKey: `bench-${i}-${m}`,
        documents: [],
      })
    }
  }
  const cookie = (await createSession(me)).split(';')[0]!
  // The queries alone, in this process: what the page costs the database whatever else the machine runs.
  const queryTimes = Array.from({ length: RUNS }, () => {
    const started = performance.now()
    listConversations(db, me, 1)
    unreadCount(db, me)
    return performance.now() - started
  }).sort((a, b) => a - b)
  console.info(
    `\nThe list's and the header's queries: p50 ${percentile(queryTimes, 50).toFixed(2)} ms, p95 ${percentile(queryTimes, 95).toFixed(2)} ms`,
  )
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()
  return { file, cookie, conversationId: firstId }
}

runBench('messages', async (dir) => {
  const { file, cookie, conversationId } = await prepare(dir)
  const lastPage = Math.ceil(CONVERSATIONS / CONVERSATIONS_PAGE_SIZE)
  const pages: BudgetedPage[] = [
    yardstickPage(),
    { label: '/mensajes page 1', path: '/mensajes', budgeted: true },
    { label: '/mensajes last page', path: `/mensajes?page=${lastPage}`, budgeted: true },
    { label: 'one conversation', path: `/mensajes/${conversationId}`, budgeted: false },
  ]
  await timePagesAgainstBudget(file, PORT, pages, cookie, {
    runs: RUNS,
    warmupRuns: WARMUP_RUNS,
    title: `Messages of one account with ${CONVERSATIONS.toLocaleString('en')} conversations (ms, ${RUNS} requests each):`,
    labelWidth: 50,
    budgetP95Ms: BUDGET_P95_MS,
  })
})
