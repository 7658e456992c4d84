// Continuous replication of the SQLite file with Litestream (decision 015): the replica named by
// LITESTREAM_REPLICA_URL, checked before the app starts and before a restore.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { URL, fileURLToPath } from 'node:url'
import { HeadBucketCommand, ListObjectsCommand, S3Client } from '@aws-sdk/client-s3'
import Database from 'better-sqlite3'

/**
 * How often Litestream looks at the WAL, and how often it ships what it found: a write reaches the
 * replica within about their sum (0.75 s) plus the upload. Checkpoints are Litestream's alone: a
 * passive one past 1000 pages (4 MB) or every minute, a blocking one past 10 000 pages (40 MB).
 */
export const LITESTREAM_SETTINGS = {
  'monitor-interval': '250ms',
  'checkpoint-interval': '1m',
  'min-checkpoint-page-count': 1000,
  'max-checkpoint-page-count': 10000,
}
/**
 * Shipped every 500 ms; a fresh snapshot every 6 hours, so a restore replays at most 6 hours of WAL;
 * snapshots and WAL kept 3 days: the window `db:restore --as-of` can reach.
 */
export const REPLICA_SETTINGS = { 'sync-interval': '500ms', 'snapshot-interval': '6h', retention: '72h' }
/** A bucket that does not answer within this is unreachable. */
const BUCKET_CHECK_TIMEOUT_MS = 10_000

/** What the operator must fix: printed as is, and the command exits non-zero. */
export class ReplicationError extends Error {}

/** The Litestream binary of this platform, from its npm package (no download step). */
export function litestreamBinary() {
  const name = `@flydotio/litestream-${process.platform}-${process.arch}/litestream`
  try {
    return fileURLToPath(import.meta.resolve(name))
  } catch {
    throw new ReplicationError(`Litestream has no binary for ${process.platform}-${process.arch} (package ${name} is missing)`)
  }
}

/** `s3://bucket/path` or `file:///absolute/folder`, or a ReplicationError saying what is wrong. */
export function parseReplicaUrl(raw) {
  let url
  try {
    url = new URL(raw)
  } catch {
    throw new ReplicationError(`LITESTREAM_REPLICA_URL is not a URL: "${raw}" (use s3://bucket/path or file:///folder)`)
  }
  if (url.protocol === 'file:') {
    if (url.host) throw new ReplicationError(`LITESTREAM_REPLICA_URL must name an absolute folder: file:///folder, not ${raw}`)
    return { kind: 'file', folder: fileURLToPath(url) }
  }
  if (url.protocol === 's3:') {
    const prefix = url.pathname.replace(/^\/+|\/+$/g, '')
    if (!url.hostname) throw new ReplicationError(`LITESTREAM_REPLICA_URL names no bucket: ${raw} (use s3://bucket/path)`)
    if (!prefix) throw new ReplicationError(`LITESTREAM_REPLICA_URL needs a path inside the bucket: s3://${url.hostname}/redobra`)
    return { kind: 's3', bucket: url.hostname, prefix }
  }
  throw new ReplicationError(`LITESTREAM_REPLICA_URL must start with s3:// or file://, not ${url.protocol}//`)
}

/** The replica of `env.LITESTREAM_REPLICA_URL`, with the S3 settings the image storage uses. */
export function replicaFromEnv(env) {
  if (!env.LITESTREAM_REPLICA_URL) throw new ReplicationError('LITESTREAM_REPLICA_URL is not set: there is no replica')
  const replica = parseReplicaUrl(env.LITESTREAM_REPLICA_URL)
  if (replica.kind === 'file') return replica
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ReplicationError('Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together')
  }
  return {
    ...replica,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
  }
}

/**
 * Refuses a replica the app could not write to, before anything runs without it. Resolves with
 * whether it already holds copies (Litestream keeps them under `generations/`).
 */
export async function checkReplica(replica) {
  if (replica.kind === 'file') {
    // A folder on another disk: it must be there already (mounted), or the copies would land on this one.
    try {
      if (!fs.statSync(replica.folder).isDirectory()) throw new ReplicationError(`The replica ${replica.folder} is not a folder`)
      fs.accessSync(replica.folder, fs.constants.W_OK)
    } catch (error) {
      if (error instanceof ReplicationError) throw error
      throw new ReplicationError(
        `The replica folder ${replica.folder} does not exist or cannot be written (${error.code}); create it on the other disk first`,
      )
    }
    const generations = path.join(replica.folder, 'generations')
    return fs.existsSync(generations) && fs.readdirSync(generations).length > 0
  }
  const client = new S3Client({
    region: replica.region,
    endpoint: replica.endpoint,
    forcePathStyle: replica.forcePathStyle,
    credentials: replica.credentials,
    maxAttempts: 1,
    requestHandler: { connectionTimeout: BUCKET_CHECK_TIMEOUT_MS, requestTimeout: BUCKET_CHECK_TIMEOUT_MS },
  })
  try {
    await client.send(new HeadBucketCommand({ Bucket: replica.bucket }))
    const listing = await client.send(
      // Version 1 of the listing: some S3-compatible stores (s3rver) fail on version 2's continuation tokens.
      new ListObjectsCommand({ Bucket: replica.bucket, Prefix: `${replica.prefix}/generations/`, MaxKeys: 1 }),
    )
    return (listing.Contents?.length ?? 0) > 0
  } catch (error) {
    const status = error?.$metadata?.httpStatusCode
    const why =
      status === 404
        ? 'it does not exist'
        : status === 403
          ? 'access denied'
          : [error?.code, error?.message].filter(Boolean).join(' ') || String(error)
    throw new ReplicationError(
      `The replica bucket ${replica.bucket}${replica.endpoint ? ` at ${replica.endpoint}` : ''} cannot be reached: ${why}`,
    )
  } finally {
    client.destroy()
  }
}

/** Litestream reads only the WAL: the database must be (and stay) in WAL mode. Creates the file when missing. */
export function checkWalMode(databasePath) {
  if (databasePath === ':memory:' || databasePath === '')
    throw new ReplicationError('A database in memory cannot be replicated: set DATABASE_PATH to a file')
  fs.mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true })
  const sqlite = new Database(databasePath)
  try {
    sqlite.pragma('busy_timeout = 5000')
    const mode = sqlite.pragma('journal_mode = WAL', { simple: true })
    if (mode !== 'wal')
      throw new ReplicationError(`${databasePath} cannot use WAL mode (it stays in "${mode}" mode), and Litestream replicates only the WAL`)
  } finally {
    sqlite.close()
  }
}

/**
 * Writes Litestream's configuration for `databasePath` into a private temporary folder (JSON, which
 * YAML reads) and returns its path and the environment Litestream needs (S3 keys stay out of the file).
 */
export function writeLitestreamConfig(replica, databasePath) {
  const target =
    replica.kind === 'file'
      ? { type: 'file', path: replica.folder }
      : {
          type: 's3',
          bucket: replica.bucket,
          path: replica.prefix,
          region: replica.region,
          ...(replica.endpoint ? { endpoint: replica.endpoint } : {}),
          'force-path-style': replica.forcePathStyle,
        }
  const config = {
    // Errors only: the app's own log says replication is on; a line per shipped segment would drown it.
    logging: { level: 'warn' },
    dbs: [
      {
        path: path.resolve(databasePath),
        ...LITESTREAM_SETTINGS,
        replicas: [{ name: 'replica', ...REPLICA_SETTINGS, ...target }],
      },
    ],
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-litestream-'))
  const file = path.join(folder, 'litestream.yml')
  fs.writeFileSync(file, JSON.stringify(config, null, 2), { mode: 0o600 })
  const env = { ...process.env }
  if (replica.kind === 's3' && replica.credentials) {
    env.LITESTREAM_ACCESS_KEY_ID = replica.credentials.accessKeyId
    env.LITESTREAM_SECRET_ACCESS_KEY = replica.credentials.secretAccessKey
  }
  return { file, env, remove: () => fs.rmSync(folder, { recursive: true, force: true }) }
}

/** Runs a Litestream command to its end; resolves with its output, or a ReplicationError with it. */
export function runLitestream(args, config) {
  return new Promise((resolve, reject) => {
    const child = spawn(litestreamBinary(), [args[0], '-config', config.file, '-no-expand-env', ...args.slice(1)], {
      env: config.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve(output)
      else reject(new ReplicationError(`litestream ${args[0]} failed:\n${output.trim()}`))
    })
  })
}
