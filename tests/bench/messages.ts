/**
 * Server time of /mensajes for an account with 1,000 conversations (half asked by it, half asked
 * of it, a third of them unread), and of one of its conversations, requested one at a time by its
 * session from the production build. Run with `npm run bench:messages` (it builds first). Fails
 * when the list's p95 is over the budget.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { CONVERSATIONS_PAGE_SIZE } from '../../app/constants'
import { backupDatabase } from '../../app/server/backup.server'
import {
  BENCH_SESSION_SECRET,
  ensureDatabase,
  HELLO_WORLD,
  percentile,
  printTimedPages,
  startServer,
  timePages,
  type TimedPage,
} from './bench-server'

const LISTINGS = 1_000
const CONVERSATIONS = 1_000
const OTHER_ACCOUNTS = 200
const MESSAGES_PER_CONVERSATION = 3
const BUDGET_P95_MS = 30
const RUNS = 100
const WARMUP_RUNS = 10
const PORT = 3172

type Row = TimedPage & { budgeted: boolean }

/** Copies the cached database and gives one account its conversations, written as the app writes them. */
async function prepare(dir: string) {
  const file = path.join(dir, 'redobra.db')
  await backupDatabase(ensureDatabase(LISTINGS), file)
  Object.assign(process.env, { DATABASE_PATH: file, SESSION_SECRET: BENCH_SESSION_SECRET, SEED_DEMO_DATA: 'false' })
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

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-messages-'))
  try {
    const { file, cookie, conversationId } = await prepare(dir)
    const lastPage = Math.ceil(CONVERSATIONS / CONVERSATIONS_PAGE_SIZE)
    const rows: Row[] = [
      { label: `${HELLO_WORLD} (no work: the machine's own cost)`, path: HELLO_WORLD, budgeted: false },
      { label: '/mensajes page 1', path: '/mensajes', budgeted: true },
      { label: '/mensajes last page', path: `/mensajes?page=${lastPage}`, budgeted: true },
      { label: 'one conversation', path: `/mensajes/${conversationId}`, budgeted: false },
    ]
    const server = await startServer(file, PORT, { pageCache: false })
    try {
      await timePages(server.origin, rows, cookie, { runs: RUNS, warmupRuns: WARMUP_RUNS })
    } finally {
      await server.stop()
    }
    printTimedPages(
      `Messages of one account with ${CONVERSATIONS.toLocaleString('en')} conversations (ms, ${RUNS} requests each):`,
      rows,
      50,
    )
    const failed = rows.filter((row) => row.budgeted && (row.status !== 200 || row.p95! > BUDGET_P95_MS))
    if (failed.length) {
      console.error(`\nOver the ${BUDGET_P95_MS} ms p95 budget (or not 200): ${failed.map((row) => row.label).join(', ')}`)
      process.exitCode = 1
    } else console.info(`\nThe list is within the ${BUDGET_P95_MS} ms p95 budget.`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
