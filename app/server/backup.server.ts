import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

/** The tables whose row counts a backup prints, so an operator sees at a glance what it holds. */
export const SUMMARY_TABLES = ['users', 'listings', 'reviews', 'favorites', 'materials', 'projects', 'quotes'] as const

/** What the operator did wrong or must do first: the CLI prints the message and exits non-zero. */
export class BackupError extends Error {}

const DEFAULT_MIGRATIONS_FOLDER = path.join(process.cwd(), 'migrations')

export async function backupDatabase(source: string, target: string, { force = false } = {}) {
  const started = performance.now()
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source}`)
  if (!fs.existsSync(path.dirname(path.resolve(target))))
    throw new BackupError(`No folder ${path.dirname(path.resolve(target))} for the copy`)
  if (fs.existsSync(target) && !force) throw new BackupError(`${target} already exists; pass --force to overwrite it`)
  const temporary = `${target}.tmp`
  fs.rmSync(temporary, { force: true })
  const live = new Database(source, { fileMustExist: true })
  try {
    live.pragma('busy_timeout = 5000')
    // All remaining pages in one step, so one read snapshot: writers (WAL) are not blocked, and
    // they cannot force the copy to restart over and over as they would between 100-page steps.
    await live.backup(temporary, { progress: () => 0x7fffffff })
  } finally {
    live.close()
  }
  const copy = new Database(temporary)
  let counts: Record<string, number>
  try {
    // One self-contained file (no -wal beside it) that opens read-only anywhere.
    copy.pragma('journal_mode = DELETE')
    counts = countRows(copy)
  } finally {
    copy.close()
  }
  fsyncFile(temporary)
  fs.renameSync(temporary, target)
  fsyncFile(path.dirname(path.resolve(target)))
  return { bytes: fs.statSync(target).size, counts, milliseconds: performance.now() - started }
}

/**
 * Refuses a copy that is damaged, is not a RedObra database or was made by newer code (whose
 * migrations this code does not know). An older copy is fine: the app migrates it on start.
 */
export function checkBackup(file: string, migrationsFolder = DEFAULT_MIGRATIONS_FOLDER) {
  if (!fs.existsSync(file)) throw new BackupError(`No file at ${file}`)
  let copy: Database.Database | undefined
  try {
    copy = new Database(file, { readonly: true, fileMustExist: true })
    const problems = copy.pragma('integrity_check', { simple: false }) as Array<{ integrity_check: string }>
    const report = problems.map((row) => row.integrity_check)
    if (report.join() !== 'ok') throw new BackupError(`${file} failed the integrity check:\n  ${report.slice(0, 10).join('\n  ')}`)
    const migrations = copy.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'`).get()
    if (!migrations) throw new BackupError(`${file} is not a RedObra database (it has no migrations table)`)
    const level = (copy.prepare('SELECT max(created_at) AS level FROM __drizzle_migrations').get() as { level: number | null }).level ?? 0
    const known = latestMigration(migrationsFolder)
    if (Number(level) > known.when) {
      throw new BackupError(
        `${file} was made by newer code (migrations up to ${new Date(Number(level)).toISOString()}; this code knows up to ${known.tag}). Restore it with that version.`,
      )
    }
    return { counts: countRows(copy), level: Number(level) }
  } catch (error) {
    if (error instanceof BackupError) throw error
    throw new BackupError(`${file} is damaged or not an SQLite database: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    copy?.close()
  }
}

/**
 * Replaces the database at `target` with a checked copy of `source`. The previous database is kept
 * beside it (a hard link to the old file, so nothing is copied) and the new one appears at once
 * (rename), so a crash midway leaves either the old database or the new one, never half of one.
 */
export function restoreDatabase(source: string, target: string, { migrationsFolder = DEFAULT_MIGRATIONS_FOLDER, now = new Date() } = {}) {
  const checked = checkBackup(source, migrationsFolder)
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true })
  const temporary = `${target}.restoring`
  fs.copyFileSync(source, temporary)
  fsyncFile(temporary)
  let previous: string | null = null
  try {
    if (fs.existsSync(target)) {
      takeOverStoppedDatabase(target)
      previous = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`
      fs.linkSync(target, previous)
    }
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(target + suffix, { force: true })
    fs.renameSync(temporary, target)
  } finally {
    fs.rmSync(temporary, { force: true })
  }
  fsyncFile(path.dirname(path.resolve(target)))
  return { ...checked, previous }
}

/**
 * Refuses while any process has the database open: every open connection to a WAL database holds
 * a shared lock on the file, so an exclusive lock with no waiting fails at once (the lock is the
 * operating system's, so it sees other processes, and SQLite sees other connections in this one).
 * Checking for a -wal file instead would mistake a crashed app for a running one. Holding the
 * lock, it folds the old -wal into the file, so the kept previous database is complete.
 */
function takeOverStoppedDatabase(file: string) {
  const live = new Database(file, { fileMustExist: true })
  try {
    live.pragma('busy_timeout = 0')
    live.pragma('locking_mode = EXCLUSIVE')
    try {
      live.exec('BEGIN EXCLUSIVE; COMMIT')
    } catch {
      throw new BackupError(`${file} is in use: stop the app (every process using it) before restoring`)
    }
    live.pragma('wal_checkpoint(TRUNCATE)')
  } finally {
    live.close()
  }
}

function countRows(db: Database.Database) {
  const existing = new Set(
    (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as Array<{ name: string }>).map((row) => row.name),
  )
  const counts: Record<string, number> = {}
  for (const table of SUMMARY_TABLES) {
    if (existing.has(table)) counts[table] = (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n
  }
  return counts
}

function latestMigration(folder: string) {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>
  }
  return journal.entries.reduce((latest, entry) => (entry.when > latest.when ? entry : latest), { tag: 'none', when: 0 })
}

function fsyncFile(file: string) {
  const descriptor = fs.openSync(file, 'r')
  try {
    fs.fsyncSync(descriptor)
  } finally {
    fs.closeSync(descriptor)
  }
}
