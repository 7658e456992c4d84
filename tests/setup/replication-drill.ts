/**
 * The machine-loss drill, shared by tests/e2e/replication.spec.ts and `npm run bench:replication`:
 * the production server started as `npm start` starts it, replicating to a Litestream replica;
 * accounts saving their profile again and again (each save acknowledged with its time); then
 * everything killed at once with SIGKILL, the database folder deleted, `npm run db:restore --
 * --from-replica` into a new folder, and what the restored file holds compared with what was
 * acknowledged.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import { saveProfileIntent } from '../../app/routes/perfil/forms'
import { openDatabase } from '../../app/server/sqlite.server'
import { TEST_PASSWORD, createAccount } from './factories'

export const PROFILE_PATH = '/perfil?tab=personal'
const SESSION_SECRET = 'drill-secret'

export type Machine = { origin: string; databasePath: string; process: ChildProcess; output: () => string }

/** A fresh database folder `dir` holding `writers` accounts (made before replication starts). */
export function prepareAccounts(databasePath: string, writers: number) {
  fs.mkdirSync(path.dirname(databasePath), { recursive: true })
  const db = openDatabase(databasePath)
  const emails = Array.from({ length: writers }, () => createAccount(db).user.email)
  db.$client.close()
  return emails
}

/**
 * `npm start` without the build step (node server/start.js) in a process group of its own, so one
 * SIGKILL to the group takes the server, its workers and Litestream at once, as losing the machine does.
 */
export async function startMachine(
  databasePath: string,
  port: number,
  env: Record<string, string>,
  { waitForHealth = true }: { waitForHealth?: boolean } = {},
): Promise<Machine> {
  const child = spawn(process.execPath, ['server/start.js'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: path.join(path.dirname(databasePath), 'uploads'),
      SEED_DEMO_DATA: 'false',
      SESSION_SECRET,
      APP_URL: `http://localhost:${port}`,
      PAGE_CACHE_TTL_MS: '0',
      ...env,
    },
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const machine = { origin: `http://localhost:${port}`, databasePath, process: child, output: () => output }
  if (!waitForHealth) return machine
  for (let attempt = 0; attempt < 300 && child.exitCode === null; attempt++) {
    try {
      if ((await fetch(`${machine.origin}/healthz`)).ok) return machine
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await loseMachine(machine)
  throw new Error(`the server did not start:\n${output}`)
}

/** SIGKILL to every process of the machine; resolves once none is left. */
export async function loseMachine(machine: Machine) {
  const group = machine.process.pid!
  try {
    process.kill(-group, 'SIGKILL')
  } catch {
    return
  }
  for (;;) {
    try {
      process.kill(-group, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Resolves with the exit code and output of a start that must refuse (it exits on its own). */
export async function refusedStart(databasePath: string, port: number, env: Record<string, string>) {
  const machine = await startMachine(databasePath, port, env, { waitForHealth: false })
  const timer = setTimeout(() => void loseMachine(machine), 30_000)
  const code = await new Promise<number | null>((resolve) => machine.process.once('exit', (exitCode) => resolve(exitCode)))
  clearTimeout(timer)
  await loseMachine(machine)
  return { code, output: machine.output() }
}

const post = (origin: string, pathname: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${origin}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: cookie },
    body: new URLSearchParams(fields),
  })

export async function signIn(origin: string, email: string) {
  const response = await post(origin, '/auth', { intent: 'login', email, password: TEST_PASSWORD, redirectTo: PROFILE_PATH })
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('ro_session='))
  if (!cookie) throw new Error(`signing in ${email} answered ${response.status} without a session`)
  return cookie.split(';')[0]!
}

export const description = (writer: number, n: number) => `Simulacro de pérdida: cuenta ${writer}, guardado número ${n}`

/** Per account: the acknowledgement time (performance.now()) of each save, by its number. */
export type Writer = { cookie: string; acked: number[]; next: number }

/**
 * Saves each account's profile, one save after another per account, until `stopped()`; a save
 * answered below 400 is acknowledged at the time its answer arrived.
 */
export async function writeUntil(origin: string, writers: Writer[], stopped: () => boolean) {
  await Promise.all(
    writers.map(async (writer, index) => {
      while (!stopped()) {
        const n = writer.next++
        try {
          const response = await post(
            origin,
            PROFILE_PATH,
            {
              intent: saveProfileIntent,
              businessName: `Simulacro ${index}`,
              phone: '(011) 15-2345-6789',
              address: 'Rivadavia 5000',
              description: description(index, n),
            },
            writer.cookie,
          )
          await response.arrayBuffer()
          if (response.status < 400) writer.acked[n] = performance.now()
        } catch {
          return // the machine is gone
        }
      }
    }),
  )
}

/** `npm run db:restore -- --from-replica` into `databasePath`; its output and how long it took. */
export function restoreFromReplica(databasePath: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = performance.now()
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db-restore.ts', '--from-replica'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_PATH: databasePath, ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output, ms: performance.now() - started }))
  })
}

/** What the restored file holds: each account's save number, and the integrity check's answer. */
export function inspectRestored(databasePath: string, emails: string[]) {
  const sqlite = new Database(databasePath, { readonly: true, fileMustExist: true })
  try {
    const read = sqlite.prepare('SELECT p.description FROM provider_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = ?').pluck()
    const held = emails.map((email, writer) => {
      const match = (read.get(email) as string | null)?.match(/cuenta (\d+), guardado número (\d+)$/)
      return match && Number(match[1]) === writer ? Number(match[2]) : -1
    })
    const integrity = (sqlite.pragma('integrity_check', { simple: false }) as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    )
    return { held, integrity: integrity.join('; ') }
  } finally {
    sqlite.close()
  }
}

/**
 * Compares the acknowledged saves with what the restore holds: the saves lost (acknowledged after
 * the one the restore holds) and how long before the loss each was acknowledged. A save the kill
 * cut off may be there too: it is not counted.
 */
export function compare(writers: Writer[], held: number[], lostAt: number) {
  const lostAges: number[] = []
  writers.forEach((writer, index) => {
    writer.acked.forEach((ackedAt, n) => {
      if (n > held[index]! && ackedAt !== undefined) lostAges.push(lostAt - ackedAt)
    })
  })
  const acknowledged = writers.reduce((sum, writer) => sum + writer.acked.filter((at) => at !== undefined).length, 0)
  return { acknowledged, lost: lostAges.length, oldestLostMs: lostAges.length ? Math.max(...lostAges) : 0 }
}

/** The next cycle's saves continue from the restored state: numbers go on, acknowledgements start afresh. */
export function forgetAcknowledged(writers: Writer[]) {
  for (const writer of writers) writer.acked = []
}
