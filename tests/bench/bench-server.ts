/* What the benchmarks share: the seeded databases in data/bench/ and the production server on them. */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

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
