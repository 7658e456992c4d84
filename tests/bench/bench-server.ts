/* What the benchmarks share: the seeded databases in data/bench/ and the production server on them. */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

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
 * each process writes a CPU profile there on stop.
 */
export async function startServer(
  file: string,
  port: number,
  { cpuProfileDir, workers = 1, pageCache = true }: { cpuProfileDir?: string; workers?: number; pageCache?: boolean } = {},
) {
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []
  const server = spawn(process.execPath, [...profile, 'server.js'], {
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
      if ((await fetch(`${origin}${HELLO_WORLD}`)).ok) return { origin, stop }
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
