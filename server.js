// The production server: the Remix build behind Express (what remix-serve does), plus what running
// it for real needs: several worker processes on one SQLite file, the client's address only from a
// proxy we trust, one JSON log line per request without personal data, and a graceful stop.
import { execFileSync } from 'node:child_process'
import cluster from 'node:cluster'
import path from 'node:path'
import { setTimeout } from 'node:timers'
import url from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { installGlobals } from '@remix-run/node'
import express from 'express'
import { compressWhole } from './server/compress-whole.js'
import { pageCache } from './server/page-cache.js'
import { parseTrustProxy } from './server/trust-proxy.js'
import { logLine } from './server/log.js'
import { dropUnreadBody } from './server/unread-body.js'

process.env.NODE_ENV ??= 'production'

const BUILD_PATH = path.resolve('build/index.js')
/** The demo seed, built apart from the app (see drizzle/seed/cli.ts): the server itself holds none of it. */
const SEED_PATH = path.resolve('build/seed/cli.js')
/** In-flight requests get this long to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000
/**
 * How long an idle kept-alive connection stays open: longer than a proxy in front keeps its idle
 * connections to the app (Caddy 2 minutes, nginx's upstream keepalive 60 s). Node's 5 s default
 * closes them under the proxy, which then sends a request into a closing connection: a reset,
 * and a 502 for the user whose request it was.
 */
const KEEP_ALIVE_TIMEOUT_MS = 130_000
/**
 * Each worker's JavaScript heap limit. Node's own default grows with the machine's memory (about 4 GB
 * here), and V8 lets the heap of a busy server grow towards it long before it collects: a worker
 * that needs 40 MB held 360 MB. A worker over the limit dies and the primary starts another.
 */
const DEFAULT_WORKER_HEAP_MB = 256
/** How old a page a visitor without cookies may get (see server/page-cache.js). */
const DEFAULT_PAGE_CACHE_TTL_MS = 2000

const port = Number(process.env.PORT ?? 3000)
const workerCount = wholeNumber('WEB_CONCURRENCY', process.env.WEB_CONCURRENCY ?? '1', 1)
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY)
const workerHeapMb = wholeNumber('WORKER_HEAP_MB', process.env.WORKER_HEAP_MB ?? String(DEFAULT_WORKER_HEAP_MB), 64)
const pageCacheTtlMs = wholeNumber('PAGE_CACHE_TTL_MS', process.env.PAGE_CACHE_TTL_MS ?? String(DEFAULT_PAGE_CACHE_TTL_MS), 0)

// Once, before any worker opens the database: the demo data goes into an empty database. A real
// deployment sets SEED_DEMO_DATA=false and the seed does not even start.
if (cluster.isPrimary && process.env.SEED_DEMO_DATA !== 'false') {
  execFileSync(process.execPath, [SEED_PATH, '--if-empty'], { stdio: 'inherit' })
}

if (cluster.isPrimary && workerCount > 1) {
  await runPrimary()
} else {
  await runWorker()
}

function wholeNumber(name, raw, min) {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) throw new Error(`Invalid environment: ${name} must be a whole number ≥ ${min}`)
  return value
}

/**
 * Forks the workers; they share the port. The first one starts alone, so it migrates the database
 * before the others open it. A worker that dies is replaced.
 */
async function runPrimary() {
  let stopping = false
  // Installed before the first fork: a SIGTERM while workers start must stop them too, not leave them orphaned.
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
      const exitWhenAllGone = () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      }
      cluster.on('exit', exitWhenAllGone)
      exitWhenAllGone()
    })
  }
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${workerHeapMb}`] })
  const fork = () =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork()
      worker.once('listening', () => resolve(worker))
      worker.once('exit', (code) => {
        if (!stopping) reject(new Error(`worker ${worker.id} exited with ${code} before listening`))
      })
    })
  await fork()
  await Promise.all(Array.from({ length: workerCount - 1 }, fork))
  logLine('info', 'server-started', { workers: workerCount, port })

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    logLine('error', 'worker-died', { worker: worker.id, code, signal })
    cluster.fork()
  })
}

async function runWorker() {
  const build = await import(url.pathToFileURL(BUILD_PATH).href)
  installGlobals({ nativeFetch: build.future.v3_singleFetch })

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxy)
  let stopping = false
  // After SIGTERM a keep-alive connection still open gets its last answer, then is closed.
  app.use((_req, res, next) => {
    if (stopping) res.setHeader('Connection', 'close')
    next()
  })
  app.use(dropUnreadBody)
  app.use(compressWhole())
  // Named by their content and kept a year: a browser never revalidates them, so no validators ride along.
  app.use(
    build.publicPath,
    express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y', etag: false, lastModified: false, acceptRanges: false }),
  )
  // Only a path with an extension can name a file there: pages skip the lookup on disk.
  const publicFiles = express.static('public', { maxAge: '1h' })
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()))
  app.use(logRequest)
  app.use(withSecurityHeaders(build.entry.module.securityHeaders()))
  app.use(refuseAddresses(build.entry.module.refuseAddress))
  const { publicBuild, hidesConsole } = build.entry.module.createConsoleGate(build)
  const [full, visible] = [build, publicBuild].map((routed) => ({
    refuse: refuseUntakableRequests(build.entry.module.createRequestGate(routed.routes)),
    // Mounted, not routed: a route pattern would make Express decode the path and fail on a bad escape.
    handle: createRequestHandler({ build: routed, mode: process.env.NODE_ENV }),
  }))
  app.use(chooseBuild(hidesConsole))
  app.use((req, res, next) => (res.locals.hideConsole ? visible : full).refuse(req, res, next))
  app.use(normalizeForwardedFor)
  app.use(pageCache({ ttlMs: pageCacheTtlMs }))
  app.use((req, res, next) => (res.locals.hideConsole ? visible : full).handle(req, res, next))

  const server = app.listen(port, process.env.HOST, () => {
    if (!cluster.isWorker) logLine('info', 'server-started', { workers: 1, port })
  })
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  // Stop taking connections, let the requests in flight finish, then close the database. Once:
  // Ctrl-C reaches the primary and every worker, and the primary passes SIGTERM on as well.
  const stop = () => {
    if (stopping) return
    stopping = true
    server.close(() => {
      build.entry.module.closeDatabase()
      process.exit(0)
    })
    server.closeIdleConnections()
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

/** Anyone but staff asking for the console is answered by the build without it (app/server/console-gate.server.ts). */
function chooseBuild(hidesConsole) {
  return (req, res, next) => {
    const headers = new Headers()
    if (req.headers.cookie) headers.set('Cookie', req.headers.cookie)
    hidesConsole({ pathname: req.path, headers }).then((hide) => {
      res.locals.hideConsole = hide
      next()
    }, next)
  }
}

/** A path that does not decode, or `?_data=`: the app's not-found answer, before Remix sees it. */
function refuseAddresses(refuseAddress) {
  return (req, res, next) => {
    const refusal = refuseAddress({ pathname: req.path, search: req.url.slice(req.path.length) })
    if (!refusal) return next()
    sendRefusal(req, res, refusal, next)
  }
}

/** Sends the app's refusal (a fetch Response) through Express. */
function sendRefusal(req, res, refusal, next) {
  res.status(refusal.status)
  for (const [name, value] of refusal.headers) res.setHeader(name, value)
  refusal.text().then((body) => res.end(req.method === 'HEAD' ? undefined : body), next)
}

/**
 * The one place the security headers are set: every answer from here on leaves with them where it
 * has none of its own (resource routes, data, refusals, thrown Responses). A document sets its own,
 * with its nonce or its stylesheet's hash, and the Remix adapter appends rather than replaces, so
 * the defaults are added only as the head is written. Hashed assets and public files, answered
 * before this, carry their caching headers only.
 */
function withSecurityHeaders(headers) {
  return (_req, res, next) => {
    const writeHead = res.writeHead
    res.writeHead = function (...args) {
      for (const [name, value] of Object.entries(headers)) if (!res.hasHeader(name)) res.setHeader(name, value)
      return writeHead.apply(this, args)
    }
    next()
  }
}

/**
 * A write no route may take (from another site, a method it does not answer, a body it cannot
 * read) is answered here with the app's refusal, from the request line and headers alone.
 */
function refuseUntakableRequests(refuseRequest) {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const headers = new Headers()
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1])
    const refusal = refuseRequest({ method: req.method, pathname: req.path, headers })
    if (!refusal) return next()
    sendRefusal(req, res, refusal, next)
  }
}

/**
 * The app reads the client's address from X-Forwarded-For (rate limits per address). Here it is
 * replaced by the one address Express derives under TRUST_PROXY, so a client cannot pick its own.
 */
function normalizeForwardedFor(req, _res, next) {
  req.headers['x-forwarded-for'] = req.ip ?? 'unknown'
  delete req.headers['x-real-ip']
  next()
}

/**
 * One JSON line per request. Only the path is logged: query strings carry search terms, e-mail
 * addresses and single-use tokens, and no address, cookie or user agent is written either.
 */
function logRequest(req, res, next) {
  const started = process.hrtime.bigint()
  const line = (extra) => {
    logLine('info', 'request', {
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      bytes: Number(res.getHeader('content-length')) || undefined,
      worker: cluster.worker?.id,
      cached: res.hasHeader('age') || undefined,
      ...extra,
    })
  }
  res.once('finish', () => line())
  res.once('close', () => {
    if (!res.writableFinished) line({ aborted: true })
  })
  next()
}
