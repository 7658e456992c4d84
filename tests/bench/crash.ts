/**
 * Crash test: premium accounts publish quotes through the production build over HTTP, each with a
 * unique title, and the server is killed with SIGKILL at a random moment of each cycle. After
 * every restart each acknowledged quote (2xx/3xx answer) must be in the database and
 * `PRAGMA integrity_check` must say ok; posts cut off by the kill may land either way. Run with
 * `npm run bench:crash` (it builds first); fails on any lost write or integrity error.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import Database from 'better-sqlite3'
import { openDatabase } from '../../app/server/sqlite.server'
import { QUOTES_PATH, quoteIntent } from '../../app/utils/quote-form'
import { TEST_PASSWORD, createAccount } from '../setup/factories'

const CYCLES = 20
const KILL_AFTER_MS = { min: 200, max: 1500 }
/** Concurrent clients, each signed in as its own premium account, posting one quote after another. */
const WRITERS = 4
const PORT = Number(process.env.BENCH_PORT ?? 3198)
const origin = `http://localhost:${PORT}`

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-crash-'))
const file = path.join(dir, 'redobra.db')
const run = Date.now().toString(36)

function startServer() {
  // Node runs the server itself (not through npx), so the SIGKILL reaches the process holding the database.
  return spawn(process.execPath, ['server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATABASE_PATH: file,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SEED_DEMO_DATA: 'false',
      SESSION_SECRET: 'bench-secret',
    },
  })
}

async function waitForServer(server: ChildProcess) {
  for (let attempt = 0; attempt < 240 && server.exitCode === null; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not start')
}

const post = (pathname: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${origin}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: cookie },
    body: new URLSearchParams(fields),
  })

async function signIn(email: string) {
  const response = await post('/auth', { intent: 'login', email, password: TEST_PASSWORD, redirectTo: QUOTES_PATH })
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('ro_session='))
  if (!cookie) throw new Error(`signing in ${email} answered ${response.status} without a session`)
  return cookie.split(';')[0]!
}

type Cycle = { attempted: number; acked: Set<string>; inFlight: Set<string>; refused: number }

/** Posts quotes until the server dies; a post that dies with it is in flight, not acknowledged. */
async function write(cookie: string, writer: number, cycle: number, tally: Cycle, killed: () => boolean) {
  for (let n = 0; !killed(); n++) {
    const title = `crash ${run} c${cycle} w${writer} n${n}`
    tally.attempted++
    try {
      const response = await post(QUOTES_PATH, { intent: quoteIntent, title, unit: 'm2', quantity: '1' }, cookie)
      await response.arrayBuffer()
      if (response.status < 400) tally.acked.add(title)
      else tally.refused++
    } catch {
      tally.inFlight.add(title)
      return
    }
  }
}

/** Reads the file on its own read-only connection, as a second process would. */
function inspect() {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const titles = sqlite.prepare('SELECT title FROM quotes WHERE title LIKE ?').pluck().all(`crash ${run} %`) as string[]
    const integrity = (sqlite.pragma('integrity_check', { simple: false }) as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    )
    return { titles: new Set(titles), integrity: integrity.join('; ') }
  } finally {
    sqlite.close()
  }
}

const setup = openDatabase(file)
const emails = Array.from({ length: WRITERS }, () => createAccount(setup, { plan: 'premium' }).user.email)
setup.$client.close()

const [load] = os.loadavg()
console.info(
  `load average ${load!.toFixed(2)} on ${os.availableParallelism()} cores; ${WRITERS} writers, ${CYCLES} cycles, database ${file}`,
)
console.info('cycle  kill at  attempted  acked  found  lost  earlier lost  in flight: kept  dropped  refused  integrity')

const acked = new Set<string>()
const totals = { attempted: 0, acked: 0, found: 0, lost: 0, kept: 0, dropped: 0, refused: 0 }
let failed = false
let server = startServer()
try {
  await waitForServer(server)
  const cookies = await Promise.all(emails.map(signIn))
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const tally: Cycle = { attempted: 0, acked: new Set(), inFlight: new Set(), refused: 0 }
    let killed = false
    const killAt = Math.round(KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min))
    const writers = Promise.all(cookies.map((cookie, writer) => write(cookie, writer, cycle, tally, () => killed)))
    await new Promise((resolve) => setTimeout(resolve, killAt))
    killed = true
    const exited = once(server, 'exit')
    server.kill('SIGKILL')
    await Promise.all([exited, writers])

    server = startServer()
    await waitForServer(server)
    const { titles, integrity } = inspect()
    const earlierLost = [...acked].filter((title) => !titles.has(title)).length
    const found = [...tally.acked].filter((title) => titles.has(title)).length
    const kept = [...tally.inFlight].filter((title) => titles.has(title)).length
    const row = {
      attempted: tally.attempted,
      acked: tally.acked.size,
      found,
      lost: tally.acked.size - found,
      kept,
      dropped: tally.inFlight.size - kept,
      refused: tally.refused,
    }
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key]
    for (const title of tally.acked) acked.add(title)
    if (row.lost > 0 || earlierLost > 0 || row.refused > 0 || integrity !== 'ok') failed = true
    console.info(
      [cycle, `${killAt} ms`, row.attempted, row.acked, row.found, row.lost, earlierLost, row.kept, row.dropped, row.refused]
        .map((value, i) => String(value).padStart([5, 7, 9, 5, 5, 4, 12, 15, 7, 7][i]!))
        .join('  ') + `  ${integrity}`,
    )
  }
} finally {
  server.kill('SIGKILL')
}

console.info(
  `total: ${totals.attempted} attempted, ${totals.acked} acknowledged, ${totals.found} found, ${totals.lost} lost; ` +
    `in flight at the kill: ${totals.kept} kept, ${totals.dropped} not written; ${totals.refused} refused`,
)
const [loadAtEnd] = os.loadavg()
console.info(`load average at the end ${loadAtEnd!.toFixed(2)}`)
if (failed) {
  console.error(`FAILED: a write was lost or refused, or the integrity check failed. The database is kept in ${dir}.`)
  process.exitCode = 1
} else {
  fs.rmSync(dir, { recursive: true, force: true })
}
