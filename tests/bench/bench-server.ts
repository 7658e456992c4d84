/* What the benchmarks share: the seeded databases in data/bench/ and the production server on them. */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { backupDatabase } from '../../app/server/backup.server'

export const BENCH_DIR = path.resolve('data/bench')
export const UPLOADS_DIR = path.join(BENCH_DIR, 'uploads')
export const HELLO_WORLD = '/healthz'
export const BENCH_SESSION_SECRET = 'bench-secret'

/** Seeds data/bench/redobra-N.db unless it is there; a half-seeded file is never kept under that name. */
export function ensureDatabase(listings: number) {
  fs.mkdirSync(BENCH_DIR, { recursive: true })
  const file = path.join(BENCH_DIR, `redobra-${listings}.db`)
  if (fs.existsSync(file)) return file
  const partial = `${file}.partial`
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${partial}${suffix}`, { force: true })
  const seeded = spawnSync('npx', ['tsx', 'drizzle/seed/cli.ts', '--listings', String(listings), '--database', partial], {
    stdio: 'inherit',
    env: { ...process.env, UPLOADS_DIR },
  })
  if (seeded.status !== 0) throw new Error(`seeding ${listings} listings failed`)
  fs.renameSync(partial, file)
  return file
}

/**
 * Starts the production server (server.js) on the build and `file` with `workers` processes (and
 * its page cache unless `pageCache` is false). Node
 * runs it itself (not through npx), so stopping this child stops the server; with `cpuProfileDir`
 * each process writes a CPU profile there on stop. With `replicaUrl` it starts as `npm start`
 * does (server/start.js), with Litestream replicating `file` there.
 */
export async function startServer(
  file: string,
  port: number,
  {
    cpuProfileDir,
    workers = 1,
    pageCache = true,
    replicaUrl,
  }: { cpuProfileDir?: string; workers?: number; pageCache?: boolean; replicaUrl?: string } = {},
) {
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []
  const server = spawn(process.execPath, [...profile, replicaUrl ? 'server/start.js' : 'server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      WEB_CONCURRENCY: String(workers),
      ...(pageCache ? {} : { PAGE_CACHE_TTL_MS: '0' }),
      DATABASE_PATH: file,
      UPLOADS_DIR,
      SEED_DEMO_DATA: 'false',
      SESSION_SECRET: BENCH_SESSION_SECRET,
      ...(replicaUrl ? { LITESTREAM_REPLICA_URL: replicaUrl } : {}),
    },
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  // SIGTERM lets the server finish its requests and exit normally (which writes the profile).
  const stop = async () => {
    server.kill('SIGTERM')
    const forced = setTimeout(() => server.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(forced)
  }
  const origin = `http://localhost:${port}`
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}${HELLO_WORLD}`)).ok) return { origin, stop, pid: server.pid! }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error('the server did not start')
}

/** Timings only mean something on an otherwise idle machine: say how busy it was. */
export function printLoad(when: string) {
  const [load] = os.loadavg()
  const busy = load! > os.availableParallelism()
  console.info(
    `${when}: load average ${load!.toFixed(2)} on ${os.availableParallelism()} cores${busy ? ' — other work competes for the CPU, figures are inflated' : ''}`,
  )
}

export function percentile(sorted: readonly number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

export type TimedPage = { label: string; path: string; status?: number; p50?: number; p95?: number }

const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 })

/** A GET on one kept-alive connection, as a signed-in browser sends it: resolves with the status once the body is read. */
export function getWithCookie(url: string, cookie: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: keptAlive, headers: { Cookie: cookie } }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      .on('error', reject)
  })
}

/**
 * Requests each page one at a time with `cookie`: once for its status, `warmupRuns` times unmeasured,
 * then `runs` times in turns (so a slow spell of the machine lands on every page alike); sets each
 * page's status and, for those that answered 200, its p50 and p95 in ms.
 */
export async function timePages(
  origin: string,
  pages: TimedPage[],
  cookie: string,
  { runs, warmupRuns }: { runs: number; warmupRuns: number },
) {
  printLoad('before')
  for (const page of pages) page.status = await getWithCookie(`${origin}${page.path}`, cookie)
  const measured = pages.filter((page) => page.status === 200)
  for (const page of measured) for (let i = 0; i < warmupRuns; i++) await getWithCookie(`${origin}${page.path}`, cookie)
  const times = measured.map((): number[] => [])
  for (let turn = 0; turn < runs; turn++) {
    for (const [index, page] of measured.entries()) {
      const started = performance.now()
      await getWithCookie(`${origin}${page.path}`, cookie)
      times[index]!.push(performance.now() - started)
    }
  }
  for (const [index, page] of measured.entries()) {
    const sorted = times[index]!.sort((a, b) => a - b)
    page.p50 = percentile(sorted, 50)
    page.p95 = percentile(sorted, 95)
  }
  printLoad('after')
}

export function printTimedPages(title: string, pages: TimedPage[], labelWidth: number) {
  console.info(`\n${title}`)
  console.info(`${'page'.padEnd(labelWidth)} ${'status'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`)
  for (const page of pages) {
    const timing = page.p95 === undefined ? '      —       —' : `${page.p50!.toFixed(1).padStart(7)} ${page.p95.toFixed(1).padStart(7)}`
    console.info(`${page.label.padEnd(labelWidth)} ${String(page.status).padStart(6)} ${timing}`)
  }
}

/** Runs a bench in a temporary folder it removes afterwards; an error it throws fails the process. */
export function runBench(name: string, bench: (dir: string) => Promise<void>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`))
  bench(dir)
    .finally(() => fs.rmSync(dir, { recursive: true, force: true }))
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}

/**
 * The bench's database in `dir` (a copy of the seeded one with `listings`, or an empty one), made the
 * one this process opens: import the app's modules only after this.
 */
export async function benchDatabase(dir: string, listings?: number) {
  const file = path.join(dir, 'redobra.db')
  if (listings !== undefined) await backupDatabase(ensureDatabase(listings), file)
  Object.assign(process.env, { DATABASE_PATH: file, SESSION_SECRET: BENCH_SESSION_SECRET, SEED_DEMO_DATA: 'false' })
  return file
}

export type BudgetedPage = TimedPage & { budgeted: boolean }

/** A route that does nothing, timed in the same turns: it shows what the machine adds by itself. */
export const yardstickPage = (): BudgetedPage => ({
  label: `${HELLO_WORLD} (no work: the machine's own cost)`,
  path: HELLO_WORLD,
  budgeted: false,
})

/**
 * Times `pages` on the production server over `file` (page cache off), prints them, and fails the
 * process when a budgeted page is over `budgetP95Ms` at p95 or does not answer 200.
 */
export async function timePagesAgainstBudget(
  file: string,
  port: number,
  pages: BudgetedPage[],
  cookie: string,
  {
    runs,
    warmupRuns,
    title,
    labelWidth,
    budgetP95Ms,
  }: { runs: number; warmupRuns: number; title: string; labelWidth: number; budgetP95Ms: number },
) {
  const server = await startServer(file, port, { pageCache: false })
  try {
    await timePages(server.origin, pages, cookie, { runs, warmupRuns })
  } finally {
    await server.stop()
  }
  printTimedPages(title, pages, labelWidth)
  const failed = pages.filter((page) => page.budgeted && (page.status !== 200 || page.p95! > budgetP95Ms))
  if (failed.length) {
    console.error(`\nOver the ${budgetP95Ms} ms p95 budget (or not 200): ${failed.map((page) => page.label).join(', ')}`)
    process.exitCode = 1
  } else console.info(`\nEvery budgeted page within the ${budgetP95Ms} ms p95 budget.`)
}
