/**
 * Soak test: the mixed traffic of bench:load, held for SOAK_SECONDS (10 minutes by default) against
 * the production build on the 100k-listing database with 2 worker processes, sampling each
 * worker's resident memory and the p95 of the answers every 30 s. A server that keeps something of
 * every request grows here without bound (it once took each worker to 7.5 GB in 20 minutes).
 * After SOAK_WARMUP_SECONDS (2 minutes), it fails when a worker's memory grows more than 10 % or
 * the p95 more than 20 % from the first sample to the last, when any request errs (a transport
 * error, a timeout or a 5xx), or when a worker is replaced. Run with `npm run bench:soak`.
 * SOAK_CONNECTIONS changes the number of connections (32).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { childPids } from '../setup/processes'
import { percentile, printLoad, startServer } from './bench-server'
import { mixedTraffic, prepare, run, summary } from './mixed-traffic'

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600)
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 120)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 32)
const SAMPLE_EVERY_MS = 30_000
const WORKERS = 2
const PORT = Number(process.env.BENCH_PORT ?? 3371)
const BUDGET = { memoryGrowth: 0.1, p95Growth: 0.2 }

type Sample = { at: number; rssMb: Record<number, number>; p95: number; answers: number; load: number }

function residentMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024
}

const growth = (first: number, last: number) => (last - first) / first
const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-soak-'))
try {
  const { file, sample } = await prepare(dir)
  const server = await startServer(file, PORT, { workers: WORKERS })
  const workers = childPids(server.pid)
  if (workers.length !== WORKERS) throw new Error(`expected ${WORKERS} workers, found ${workers.join(', ')}`)
  const samples: Sample[] = []
  let window: number[] = []
  let serverErrors = 0
  const started = Date.now()
  const sampler = setInterval(() => {
    const latencies = window.sort((a, b) => a - b)
    window = []
    const rssMb = Object.fromEntries(childPids(server.pid).map((pid) => [pid, residentMb(pid)]))
    const at = Math.round((Date.now() - started) / 1000)
    const row: Sample = { at, rssMb, p95: percentile(latencies, 95) ?? 0, answers: latencies.length, load: os.loadavg()[0]! }
    samples.push(row)
    const memory = Object.entries(rssMb)
      .map(([pid, mb]) => `${pid}: ${mb.toFixed(0)} MB`)
      .join(', ')
    console.info(
      `${String(at).padStart(5)} s  ${memory}  p95 ${row.p95.toFixed(0)} ms  ${(row.answers / (SAMPLE_EVERY_MS / 1000)).toFixed(0)} req/s  load ${row.load.toFixed(1)}`,
    )
  }, SAMPLE_EVERY_MS)
  let soak: Awaited<ReturnType<typeof run>>
  try {
    printLoad('start')
    soak = await run(server.origin, mixedTraffic(sample, server.origin), {
      seconds: SECONDS,
      connections: CONNECTIONS,
      onAnswer: (status, ms) => {
        window.push(ms)
        if (status >= 500) serverErrors++
      },
    })
    printLoad('end')
  } finally {
    clearInterval(sampler)
    await server.stop()
  }

  const all = summary(soak.all)
  console.info(
    `\n${soak.result.requests.total.toLocaleString('en')} answers in ${SECONDS} s over ${CONNECTIONS} connections: p50 ${all.p50.toFixed(0)} ms, p95 ${all.p95.toFixed(0)} ms, p99 ${all.p99.toFixed(0)} ms; ${all.byStatus}`,
  )
  const measured = samples.filter((row) => row.at >= WARMUP_SECONDS)
  const checks: [boolean, string][] = [
    [soak.result.errors === 0 && soak.result.timeouts === 0, `${soak.result.errors} errors, ${soak.result.timeouts} timeouts (goal 0)`],
    [serverErrors === 0, `${serverErrors} 5xx answers (goal 0)`],
    [measured.length >= 2, `${measured.length} samples after the ${WARMUP_SECONDS} s warm-up (at least 2 needed)`],
  ]
  if (measured.length >= 2) {
    const [first, last] = [measured[0]!, measured.at(-1)!]
    const replaced = Object.keys(last.rssMb).join() !== workers.join()
    checks.push([
      !replaced,
      replaced ? `workers replaced: ${workers.join(', ')} → ${Object.keys(last.rssMb).join(', ')}` : 'no worker replaced',
    ])
    for (const pid of workers) {
      if (first.rssMb[pid] === undefined || last.rssMb[pid] === undefined) continue
      const grew = growth(first.rssMb[pid]!, last.rssMb[pid]!)
      checks.push([
        grew <= BUDGET.memoryGrowth,
        `worker ${pid}: ${first.rssMb[pid]!.toFixed(0)} → ${last.rssMb[pid]!.toFixed(0)} MB from ${first.at} s to ${last.at} s, ${percent(grew)} (budget ${percent(BUDGET.memoryGrowth)})`,
      ])
    }
    const p95Grew = growth(first.p95, last.p95)
    checks.push([
      p95Grew <= BUDGET.p95Growth,
      `p95 ${first.p95.toFixed(0)} → ${last.p95.toFixed(0)} ms, ${percent(p95Grew)} (budget ${percent(BUDGET.p95Growth)})`,
    ])
  }
  for (const [ok, line] of checks) console.info(`${ok ? 'ok  ' : 'MISS'} ${line}`)
  if (checks.some(([ok]) => !ok)) process.exitCode = 1
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
