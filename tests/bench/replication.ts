/**
 * Losing the machine, drilled: the production server started as `npm start` starts it with
 * Litestream replicating to a folder (file://) and then to an S3-compatible server (s3rver);
 * accounts save their profile without pause; everything is killed with SIGKILL at a random moment,
 * the database folder deleted, and `npm run db:restore -- --from-replica` restores it in a new
 * folder where the server starts again. Per replica it prints, over REPLICATION_CYCLES (20) cycles,
 * the saves lost and how long before the loss the oldest of them was acknowledged. Then the
 * restore time of the 100k-listing database, and `bench:load`'s mixed throughput with and
 * without replication (LOAD_SECONDS, 30 s here). Run with `npm run bench:replication` (it builds
 * first). Fails when a budget is missed: p99 of the oldest lost save ≤ 1 s, restore ≤ 30 s,
 * throughput with replication ≥ 95 % of without.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import S3rver from 's3rver'
import { backupDatabase } from '../../app/server/backup.server'
import {
  compare,
  forgetAcknowledged,
  inspectRestored,
  loseMachine,
  prepareAccounts,
  restoreFromReplica,
  signIn,
  startMachine,
  writeUntil,
  type Writer,
} from '../setup/replication-drill'
import { ensureDatabase, percentile, printLoad, runBench } from './bench-server'

const CYCLES = Number(process.env.REPLICATION_CYCLES ?? 20)
/** Which replicas the drill runs against: `file`, `s3` or both (comma-separated). */
const DRILLS = (process.env.REPLICATION_DRILLS ?? 'file,s3').split(',')
const WRITERS = 4
const WRITE_MS = { min: 1000, max: 3000 }
const PORT = Number(process.env.BENCH_PORT ?? 3351)
const S3_PORT = PORT + 1
const LOAD_PORT = PORT + 2
const LOAD_SECONDS = process.env.LOAD_SECONDS ?? '30'
const BUCKET = 'redobra-replica'
const BUDGET = { oldestLostP99Ms: 1000, restoreMs: 30_000, throughputShare: 0.95 }

type Outcome = { acknowledged: number; lost: number; oldestLostMs: number; restoreMs: number; integrity: string }

/** The drill of the spec, CYCLES times against one replica. */
async function drill(dir: string, env: Record<string, string>) {
  let databasePath = path.join(dir, 'machine-0', 'redobra.db')
  const emails = prepareAccounts(databasePath, WRITERS)
  let machine = await startMachine(databasePath, PORT, env)
  const writers: Writer[] = []
  for (const email of emails) writers.push({ cookie: await signIn(machine.origin, email), acked: [], next: 0 })
  const outcomes: Outcome[] = []
  console.info('cycle  acked  lost  oldest lost  restore  integrity')
  try {
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      let stopped = false
      const writing = writeUntil(machine.origin, writers, () => stopped)
      await new Promise((resolve) => setTimeout(resolve, WRITE_MS.min + Math.random() * (WRITE_MS.max - WRITE_MS.min)))
      const lostAt = performance.now()
      await loseMachine(machine)
      stopped = true
      await writing
      fs.rmSync(path.dirname(databasePath), { recursive: true, force: true })
      databasePath = path.join(dir, `machine-${cycle}`, 'redobra.db')
      const restored = await restoreFromReplica(databasePath, env)
      if (restored.code !== 0) throw new Error(`the restore failed:\n${restored.output}`)
      const { held, integrity } = inspectRestored(databasePath, emails)
      const outcome = { ...compare(writers, held, lostAt), restoreMs: restored.ms, integrity }
      outcomes.push(outcome)
      forgetAcknowledged(writers)
      console.info(
        `${String(cycle).padStart(5)}  ${String(outcome.acknowledged).padStart(5)}  ${String(outcome.lost).padStart(4)}  ` +
          `${outcome.oldestLostMs.toFixed(0).padStart(8)} ms  ${(outcome.restoreMs / 1000).toFixed(1).padStart(5)} s  ${integrity}`,
      )
      machine = await startMachine(databasePath, PORT, env)
    }
  } finally {
    await loseMachine(machine)
  }
  return outcomes
}

function distribution(values: number[], digits = 0) {
  const sorted = [...values].sort((a, b) => a - b)
  return ['p50', 'p90', 'p99', 'max'].map((label, i) => `${label} ${percentile(sorted, [50, 90, 99, 100][i]!).toFixed(digits)}`).join(', ')
}

/** Copies the seeded 100k-listing database, replicates it, stops the server (Litestream ships the rest), restores it. */
async function restoreLargeDatabase(dir: string, env: Record<string, string>) {
  const databasePath = path.join(dir, 'large', 'redobra.db')
  fs.mkdirSync(path.dirname(databasePath), { recursive: true })
  await backupDatabase(ensureDatabase(100_000), databasePath)
  const machine = await startMachine(databasePath, PORT, env)
  machine.process.kill('SIGTERM')
  await new Promise((resolve) => machine.process.once('exit', resolve))
  const restored = await restoreFromReplica(path.join(dir, 'large-restored', 'redobra.db'), env)
  if (restored.code !== 0) throw new Error(`the restore failed:\n${restored.output}`)
  const megabytes = fs.statSync(path.join(dir, 'large-restored', 'redobra.db')).size / 1024 / 1024
  console.info(`restored ${megabytes.toFixed(0)} MB in ${(restored.ms / 1000).toFixed(1)} s:\n${restored.output.trim()}`)
  return restored.ms
}

/** `bench:load`'s mixed traffic, its answers per second as it prints them. */
function loadThroughput(replicaUrl?: string) {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/load.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOAD_SECONDS, LOAD_RATES: '', BENCH_PORT: String(LOAD_PORT), LOAD_REPLICA_URL: replicaUrl ?? '' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', () => {
      const mixed = output.match(/mixed traffic: [^\n]*\n\s+[\d,]+ answers, (\d+) req\/s/)
      console.info(
        output
          .split('\n')
          .filter((line) => /req\/s|^\s+all |load average/.test(line))
          .join('\n'),
      )
      if (mixed) resolve(Number(mixed[1]))
      else reject(new Error(`bench:load printed no mixed throughput:\n${output}`))
    })
  })
}

runBench('replication', async (dir) => {
  const fileReplica = path.join(dir, 'replica')
  fs.mkdirSync(fileReplica)
  const fileEnv = { LITESTREAM_REPLICA_URL: pathToFileURL(fileReplica).href }
  const s3Directory = path.join(dir, 's3')
  fs.mkdirSync(s3Directory)
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: S3_PORT,
    directory: s3Directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await s3.run()
  const s3Env = (prefix: string) => ({
    LITESTREAM_REPLICA_URL: `s3://${BUCKET}/${prefix}`,
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  const misses: string[] = []
  try {
    printLoad('start')
    const replicas = [
      ['file://', fileEnv],
      ['s3:// (s3rver)', s3Env('drill')],
    ] as const
    for (const [name, env] of replicas.filter(([name]) => DRILLS.some((drill) => name.startsWith(drill)))) {
      console.info(`\nReplica ${name}: ${WRITERS} accounts saving without pause, ${CYCLES} cycles`)
      const outcomes = await drill(path.join(dir, name.slice(0, 2)), env)
      const rate = outcomes.reduce((sum, o) => sum + o.acknowledged, 0) / outcomes.length
      console.info(`  acknowledged saves per cycle: ${rate.toFixed(0)}`)
      console.info(`  saves lost per cycle: ${distribution(outcomes.map((o) => o.lost))}`)
      console.info(`  oldest lost save, ms before the loss: ${distribution(outcomes.map((o) => o.oldestLostMs))}`)
      console.info(
        `  restore, s: ${distribution(
          outcomes.map((o) => o.restoreMs / 1000),
          1,
        )}`,
      )
      const p99 = percentile(
        outcomes.map((o) => o.oldestLostMs).sort((a, b) => a - b),
        99,
      )
      if (p99 > BUDGET.oldestLostP99Ms) misses.push(`${name}: oldest lost save p99 ${p99.toFixed(0)} ms > ${BUDGET.oldestLostP99Ms} ms`)
      if (outcomes.some((o) => o.integrity !== 'ok')) misses.push(`${name}: an integrity check failed`)
    }
    printLoad('after the drills')

    for (const [name, env] of [
      ['file://', { LITESTREAM_REPLICA_URL: pathToFileURL(path.join(dir, 'large-replica')).href }],
      ['s3:// (s3rver)', s3Env('large')],
    ] as const) {
      console.info(`\nRestore of the 100k-listing database from ${name}`)
      if (name === 'file://') fs.mkdirSync(path.join(dir, 'large-replica'))
      const ms = await restoreLargeDatabase(path.join(dir, `large-${name.slice(0, 2)}`), env)
      if (ms > BUDGET.restoreMs) misses.push(`${name}: restore of the 100k-listing database ${(ms / 1000).toFixed(1)} s > 30 s`)
    }
  } finally {
    await s3.close()
  }

  console.info(`\nbench:load's mixed traffic for ${LOAD_SECONDS} s, without replication, then replicating to a folder on the same disk`)
  const without = await loadThroughput()
  const loadReplica = path.join(dir, 'load-replica')
  fs.mkdirSync(loadReplica)
  const withReplication = await loadThroughput(pathToFileURL(loadReplica).href)
  const share = withReplication / without
  console.info(`\nthroughput with replication: ${withReplication} req/s, ${(share * 100).toFixed(1)}% of ${without} req/s without`)
  if (share < BUDGET.throughputShare) misses.push(`throughput with replication at ${(share * 100).toFixed(1)}% (budget ≥ 95%)`)

  for (const miss of misses) console.error(`MISS ${miss}`)
  if (misses.length) process.exitCode = 1
  else console.info('\nEvery budget met.')
})
