/**
 * npm run db:restore -- FILE
 *   Checks a backup and replaces the database at DATABASE_PATH with it; the app must be stopped.
 * npm run db:restore -- --from-replica [--as-of ISO-TIME] [--force]
 *   Restores the newest copy in the Litestream replica (LITESTREAM_REPLICA_URL), or the one as of a
 *   time, into DATABASE_PATH; refuses to replace a database that is there unless --force.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { BackupError, restoreDatabase } from '../app/server/backup.server'
import { env } from '../app/server/env.server'
import { ReplicationError, checkReplica, replicaFromEnv, runLitestream, writeLitestreamConfig } from '../server/litestream.js'
import { printCounts } from './cli'

const USAGE = 'Usage: npm run db:restore -- FILE\n       npm run db:restore -- --from-replica [--as-of 2026-11-29T14:05:00-03:00] [--force]'

let parsed
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { 'from-replica': { type: 'boolean' }, 'as-of': { type: 'string' }, force: { type: 'boolean' } },
  })
} catch {
  console.error(USAGE)
  process.exit(2)
}
const { values, positionals } = parsed
const fromReplica = values['from-replica'] === true
if (fromReplica ? positionals.length > 0 : positionals.length !== 1 || values['as-of'] !== undefined || values.force) {
  console.error(USAGE)
  process.exit(2)
}

try {
  if (fromReplica) await restoreFromReplica(values['as-of'], values.force === true)
  else restoreFromFile(positionals[0]!)
} catch (error) {
  console.error(error instanceof BackupError || error instanceof ReplicationError ? error.message : error)
  process.exit(1)
}

function restoreFromFile(file: string) {
  const { counts, previous } = restoreDatabase(file, env.DATABASE_PATH)
  console.info(`Restored ${file} to ${env.DATABASE_PATH} (integrity ok, migrations level known to this code)`)
  printCounts(counts)
  if (previous) console.info(`The previous database is kept as ${previous}; to undo, stop the app and move it back.`)
}

async function restoreFromReplica(asOf: string | undefined, force: boolean) {
  const started = performance.now()
  const target = env.DATABASE_PATH
  const timestamp = asOf === undefined ? undefined : parseTime(asOf)
  if (fs.existsSync(target) && !force) {
    throw new BackupError(`${target} already exists; pass --force to replace it (it is kept beside the restored one)`)
  }
  const replica = replicaFromEnv(process.env)
  if (!(await checkReplica(replica))) throw new ReplicationError(`The replica ${process.env.LITESTREAM_REPLICA_URL} holds no copy yet`)
  const config = writeLitestreamConfig(replica, target)
  const downloaded = `${target}.from-replica`
  try {
    fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true })
    removeDownload(downloaded)
    await runLitestream(['restore', '-o', downloaded, ...(timestamp ? ['-timestamp', timestamp] : []), path.resolve(target)], config).catch(
      (error: unknown) => {
        if (timestamp && String(error).includes('no matching backups found')) {
          throw new ReplicationError(`The replica holds no copy as old as ${asOf}: its oldest is newer`)
        }
        throw error
      },
    )
    const { counts, level, previous } = restoreDatabase(downloaded, target)
    // Litestream's record of what it shipped from the replaced database: the restored one starts a new history.
    fs.rmSync(path.join(path.dirname(path.resolve(target)), `.${path.basename(target)}-litestream`), { recursive: true, force: true })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.info(
      `Restored ${timestamp ? `the copy as of ${timestamp}` : 'the newest copy'} from ${process.env.LITESTREAM_REPLICA_URL} ` +
        `to ${target} in ${seconds} s: integrity ok, migrations up to ${new Date(level).toISOString()}`,
    )
    printCounts(counts)
    if (previous) console.info(`The previous database is kept as ${previous}; to undo, stop the app and move it back.`)
  } finally {
    removeDownload(downloaded)
    config.remove()
  }
}

/** Litestream writes the copy as FILE.tmp (opening it, so with -wal and -shm beside it) and renames it FILE. */
function removeDownload(file: string) {
  for (const name of [file, `${file}.tmp`]) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(name + suffix, { force: true })
}

/** An ISO 8601 time with its offset (or Z), as Litestream wants it: in UTC. */
function parseTime(raw: string) {
  const time = new Date(raw)
  if (!/(Z|[+-]\d\d:?\d\d)$/i.test(raw) || Number.isNaN(time.getTime())) {
    throw new BackupError(`--as-of wants a time with its offset, e.g. 2026-11-29T14:05:00-03:00 (got "${raw}")`)
  }
  if (time.getTime() > Date.now()) throw new BackupError(`--as-of ${raw} is in the future`)
  return time.toISOString().replace(/\.\d{3}Z$/, 'Z')
}
