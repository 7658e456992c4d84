/*
 * Losing the machine: the production server started as `npm start` starts it, with Litestream
 * replicating to a folder (file://), is killed with everything it runs (SIGKILL), its database
 * folder deleted, and `npm run db:restore -- --from-replica` brings the database back in a new
 * folder. Every save acknowledged more than a second before the loss must be there, the file must
 * pass the integrity check, and the server started on it must serve it, to a session signed in
 * before the loss. A replica that cannot work stops the start. `npm run bench:replication` runs
 * the same drill 20 times, also against S3, for the figures.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { expect, test } from '@playwright/test'
import {
  PROFILE_PATH,
  compare,
  description,
  forgetAcknowledged,
  inspectRestored,
  loseMachine,
  prepareAccounts,
  refusedStart,
  restoreFromReplica,
  signIn,
  startMachine,
  writeUntil,
  type Machine,
  type Writer,
} from '../setup/replication-drill'

const DIR = path.resolve('tests/.tmp/replication')
const REPLICA = path.join(DIR, 'replica')
// One worker process: each of the four starts is quicker (bench:replication drills two).
const REPLICA_ENV = { LITESTREAM_REPLICA_URL: pathToFileURL(REPLICA).href, WEB_CONCURRENCY: '1' }
// Far from the suite's server and the other specs' own servers.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 230
const CYCLES = 3
const WRITERS = 3
/** What may be lost: Litestream looks at the WAL every 250 ms and ships it every 500 ms (decision 015). */
const EXPOSURE_MS = 1000

test.describe.configure({ mode: 'serial' })

test.beforeAll(() => {
  fs.rmSync(DIR, { recursive: true, force: true })
  fs.mkdirSync(REPLICA, { recursive: true })
})

let machine: Machine | undefined
test.afterAll(async () => {
  if (machine) await loseMachine(machine)
})

test('a replica that cannot work stops the start with the reason, and nothing listens', async () => {
  const databasePath = path.join(DIR, 'refused', 'redobra.db')
  const refusals: [Record<string, string>, string][] = [
    [{ LITESTREAM_REPLICA_URL: 'ftp://copias.example.com/redobra' }, 'LITESTREAM_REPLICA_URL must start with s3:// or file://'],
    [{ LITESTREAM_REPLICA_URL: 's3://copias-redobra' }, 'LITESTREAM_REPLICA_URL needs a path inside the bucket'],
    [
      { LITESTREAM_REPLICA_URL: pathToFileURL(path.join(DIR, 'disco-sin-montar')).href },
      `The replica folder ${path.join(DIR, 'disco-sin-montar')} does not exist`,
    ],
    [
      // Nothing listens on this port: the bucket cannot be reached.
      { LITESTREAM_REPLICA_URL: 's3://copias-redobra/db', S3_ENDPOINT: `http://127.0.0.1:${PORT + 1}`, S3_FORCE_PATH_STYLE: 'true' },
      'The replica bucket copias-redobra at http://127.0.0.1',
    ],
    [{ ...REPLICA_ENV, DATABASE_PATH: ':memory:' }, 'A database in memory cannot be replicated'],
  ]
  for (const [env, reason] of refusals) {
    const { code, output } = await refusedStart(databasePath, PORT, env)
    expect(code, output).toBe(1)
    expect(output).toContain(`RedObra will not start: ${reason}`)
    await expect(fetch(`http://localhost:${PORT}/healthz`)).rejects.toThrow()
  }
})

test('after losing the machine, the restored database holds every save older than a second, and serves it to a session from before', async ({
  page,
}) => {
  // About 45 s on a quiet machine; room for a busy one.
  test.setTimeout(180_000)
  let databasePath = path.join(DIR, 'maquina-0', 'redobra.db')
  const emails = prepareAccounts(databasePath, WRITERS)
  machine = await startMachine(databasePath, PORT, REPLICA_ENV)
  const writers: Writer[] = []
  for (const email of emails) writers.push({ cookie: await signIn(machine.origin, email), acked: [], next: 0 })

  let held: number[] = []
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    let stopped = false
    const writing = writeUntil(machine.origin, writers, () => stopped)
    await new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 1000))
    const lostAt = performance.now()
    await loseMachine(machine)
    stopped = true
    await writing
    fs.rmSync(path.dirname(databasePath), { recursive: true, force: true })

    if (cycle === 1) {
      // A new machine with an empty disk does not start a fresh database over the replica's copies.
      const emptyDisk = await refusedStart(databasePath, PORT, REPLICA_ENV)
      expect(emptyDisk.code, emptyDisk.output).toBe(1)
      expect(emptyDisk.output).toContain('the replica holds copies of it: restore the newest with `npm run db:restore -- --from-replica`')
    }

    databasePath = path.join(DIR, `maquina-${cycle}`, 'redobra.db')
    const restored = await restoreFromReplica(databasePath, REPLICA_ENV)
    expect(restored.code, restored.output).toBe(0)
    expect(restored.output).toMatch(/integrity ok, migrations up to \d{4}-/)
    expect(restored.output).toMatch(/users +\d+/)
    const inspected = inspectRestored(databasePath, emails)
    held = inspected.held
    expect(inspected.integrity).toBe('ok')
    const { acknowledged, lost, oldestLostMs } = compare(writers, held, lostAt)
    expect(acknowledged, 'saves were acknowledged before the loss').toBeGreaterThan(0)
    expect(
      oldestLostMs,
      `cycle ${cycle}: ${lost} of ${acknowledged} acknowledged saves lost, the oldest ${oldestLostMs.toFixed(0)} ms before the loss`,
    ).toBeLessThanOrEqual(EXPOSURE_MS)
    forgetAcknowledged(writers)

    machine = await startMachine(databasePath, PORT, REPLICA_ENV)
  }

  // The session signed in on the first machine still opens the profile, which shows the restored save.
  const [name, value] = writers[0]!.cookie.split('=') as [string, string]
  await page.context().addCookies([{ name, value, url: machine.origin }])
  await page.goto(`${machine.origin}${PROFILE_PATH}`)
  await expect(page.getByText(description(0, held[0]!), { exact: true })).toBeVisible()
  // And the restored server takes new saves, replicated again.
  let saves = 0
  await writeUntil(machine.origin, writers.slice(0, 1), () => saves++ > 0)
  expect(writers[0]!.acked.length, 'a save on the restored server is acknowledged').toBeGreaterThan(0)
})
