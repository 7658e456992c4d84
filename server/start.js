// `npm start`: the production server, and with LITESTREAM_REPLICA_URL set, Litestream replicating
// its database beside it. The two live and die together: when either exits, the other is stopped.
// A replica that is misconfigured or unreachable stops the start, so the app never runs without
// the replication it was told to have (decision 015).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout } from 'node:timers'
import { logLine } from './log.js'
import { ReplicationError, checkReplica, checkWalMode, litestreamBinary, replicaFromEnv, writeLitestreamConfig } from './litestream.js'

/** Litestream gets this long after the server stops to ship its last writes. */
const LITESTREAM_STOP_GRACE_MS = 15_000

const server = () => spawn(process.execPath, ['server.js'], { stdio: 'inherit' })

if (!process.env.LITESTREAM_REPLICA_URL) {
  supervise([server()])
} else {
  const databasePath = process.env.DATABASE_PATH || './data/redobra.db'
  let binary
  let config
  try {
    const replica = replicaFromEnv(process.env)
    const hasCopies = await checkReplica(replica)
    // A new machine with an empty disk would otherwise start a fresh database and replicate it over the lost one's copies.
    if (hasCopies && !fs.existsSync(databasePath)) {
      throw new ReplicationError(
        `There is no database at ${databasePath}, but the replica holds copies of it: restore the newest with ` +
          '`npm run db:restore -- --from-replica`, or set LITESTREAM_REPLICA_URL to an empty place to start afresh',
      )
    }
    checkWalMode(databasePath)
    binary = litestreamBinary()
    config = writeLitestreamConfig(replica, databasePath)
  } catch (error) {
    if (!(error instanceof ReplicationError)) throw error
    logLine('error', 'start-refused', { message: `RedObra will not start: ${error.message}` })
    process.exit(1)
  }
  const litestream = spawn(binary, ['replicate', '-config', config.file, '-no-expand-env'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: config.env,
  })
  logLine('info', 'replicating', { database: path.resolve(databasePath) })
  supervise([server(), litestream], config.remove)
}

/**
 * Passes SIGTERM and SIGINT on; when the first child exits (the server, or Litestream), stops the
 * others in order — the server first, so Litestream ships its last writes — and exits with the
 * first one's status.
 */
function supervise(children, cleanUp = () => {}) {
  let status = null
  const stopFrom = (index) => {
    const next = children.slice(index).find((child) => child.exitCode === null && child.signalCode === null)
    if (!next) {
      cleanUp()
      process.exit(status ?? 0)
    }
    next.kill('SIGTERM')
    setTimeout(() => next.kill('SIGKILL'), LITESTREAM_STOP_GRACE_MS).unref()
  }
  children.forEach((child, index) => {
    child.on('exit', (code, signal) => {
      if (status === null) {
        status = code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)
        if (index > 0 || code !== 0) logLine('error', 'process-exited', { process: index === 0 ? 'server' : 'litestream', code, signal })
      }
      stopFrom(0)
    })
  })
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      status ??= 0
      stopFrom(0)
    })
  }
}
