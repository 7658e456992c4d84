/**
 * Crash test: accounts save their profile through the production build over HTTP, one save after
 * another, each with a unique description, and the server is killed with SIGKILL at a random moment
 * of each cycle. After every restart each account's profile must hold its last acknowledged save
 * (2xx/3xx answer), or the one cut off by the kill, and `PRAGMA integrity_check` must say ok. Run
 * with `npm run bench:crash` (it builds first); fails on any lost write or integrity error.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import Database from 'better-sqlite3'
import { openDatabase } from '../../app/server/sqlite.server'
import { saveProfileIntent } from '../../app/routes/perfil/forms'
import { TEST_PASSWORD, createAccount } from '../setup/factories'

const CYCLES = 20
const KILL_AFTER_MS = { min: 200, max: 1500 }
/** Concurrent clients, each signed in as its own account, saving its profile again and again. */
const WRITERS = 4
const PORT = Number(process.env.BENCH_PORT ?? 3198)
const origin = `http://localhost:${PORT}`

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-crash-'))
const file = path.join(dir, 'redobra.db')
const run = Date.now().toString(36)
const PROFILE_PATH = '/perfil?tab=personal'

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
  const response = await post('/auth', { intent: 'login', email, password: TEST_PASSWORD, redirectTo: PROFILE_PATH })
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('ro_session='))
  if (!cookie) throw new Error(`signing in ${email} answered ${response.status} without a session`)
  return cookie.split(';')[0]!
}

type Cycle = { attempted: number; acked: number; refused: number }
/** Per account: the description of its last acknowledged save, and of the save the kill cut off. */
type Saves = { acked: string | null; inFlight: string | null }

/** Saves the profile until the server dies; a post that dies with it is in flight, not acknowledged. */
async function write(cookie: string, writer: number, cycle: number, tally: Cycle, saves: Saves, killed: () => boolean) {
  saves.inFlight = null
  for (let n = 0; !killed(); n++) {
    const description = `crash ${run} c${cycle} w${writer} n${n}`
    tally.attempted++
    try {
      const response = await post(
        PROFILE_PATH,
        { intent: saveProfileIntent, businessName: `Crash ${writer}`, phone: '(011) 15-2345-6789', address: 'Rivadavia 5000', description },
        cookie,
      )
      await response.arrayBuffer()
      if (response.status < 400) {
        tally.acked++
        saves.acked = description
      } else tally.refused++
    } catch {
      saves.inFlight = description
      return
    }
  }
}

/** Reads the file on its own read-only connection, as a second process would. */
function inspect() {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const descriptions = sqlite
      .prepare('SELECT p.description FROM provider_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = ?')
      .pluck()
    const held = emails.map((email) => descriptions.get(email) as string | null)
    const integrity = (sqlite.pragma('integrity_check', { simple: false }) as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    )
    return { held, integrity: integrity.join('; ') }
  } finally {
    sqlite.close()
  }
}

const setup = openDatabase(file)
const emails = Array.from({ length: WRITERS }, () => createAccount(setup).user.email)
setup.$client.close()

const [load] = os.loadavg()
console.info(
  `load average ${load!.toFixed(2)} on ${os.availableParallelism()} cores; ${WRITERS} writers, ${CYCLES} cycles, database ${file}`,
)
console.info('cycle  kill at  attempted  acked  lost  in flight: kept  dropped  refused  integrity')

const saves: Saves[] = emails.map(() => ({ acked: null, inFlight: null }))
const totals = { attempted: 0, acked: 0, lost: 0, kept: 0, dropped: 0, refused: 0 }
let failed = false
let server = startServer()
try {
  await waitForServer(server)
  const cookies = await Promise.all(emails.map(signIn))
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const tally: Cycle = { attempted: 0, acked: 0, refused: 0 }
    let killed = false
    const killAt = Math.round(KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min))
    const writers = Promise.all(cookies.map((cookie, writer) => write(cookie, writer, cycle, tally, saves[writer]!, () => killed)))
    await new Promise((resolve) => setTimeout(resolve, killAt))
    killed = true
    const exited = once(server, 'exit')
    server.kill('SIGKILL')
    await Promise.all([exited, writers])

    server = startServer()
    await waitForServer(server)
    const { held, integrity } = inspect()
    const kept = saves.filter((save, writer) => save.inFlight !== null && held[writer] === save.inFlight).length
    const inFlight = saves.filter((save) => save.inFlight !== null).length
    const lost = saves.filter((save, writer) => save.acked !== null && held[writer] !== save.acked && held[writer] !== save.inFlight).length
    // A save the kill cut off but that landed is what the next cycle must find if nothing newer is acknowledged.
    saves.forEach((save, writer) => {
      if (save.inFlight !== null && held[writer] === save.inFlight) save.acked = save.inFlight
    })
    const row = { attempted: tally.attempted, acked: tally.acked, lost, kept, dropped: inFlight - kept, refused: tally.refused }
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key]
    if (row.lost > 0 || row.refused > 0 || integrity !== 'ok') failed = true
    console.info(
      [cycle, `${killAt} ms`, row.attempted, row.acked, row.lost, row.kept, row.dropped, row.refused]
        .map((value, i) => String(value).padStart([5, 7, 9, 5, 4, 15, 7, 7][i]!))
        .join('  ') + `  ${integrity}`,
    )
  }
} finally {
  server.kill('SIGKILL')
}

console.info(
  `total: ${totals.attempted} attempted, ${totals.acked} acknowledged, ${totals.lost} lost; ` +
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
