import path from 'node:path'
import fs from 'node:fs'
import Database from 'better-sqlite3'
import { sql } from 'drizzle-orm'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import * as schema from '~/../drizzle/schema'
import { OTHER_SECTOR, SECTORS, ZONA_PLACES } from '../taxonomy'
import { MATERIAL_CATEGORIES } from '../constants'
import { keywordsOf } from '../trade-keywords.server'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }
/** The database or an open transaction on it: for queries that run inside a caller's transaction. */
export type DbOrTransaction = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

/** Wait this long for another writer (another process, a backup) before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000
/** Distinct SQL texts a connection keeps compiled (the app runs a few hundred). */
const KEPT_STATEMENTS = 1000

/**
 * True on a LiteFS replica: LiteFS puts a `.primary` file, naming the primary, in the mount
 * directory of every node but the primary (the signal litefs-js reads too).
 */
export function isLiteFsReplica(databasePath: string) {
  if (databasePath === ':memory:') return false
  return fs.existsSync(path.join(path.dirname(path.resolve(databasePath)), '.primary'))
}

/**
 * Opens (creating if needed) the database file, sets the pragmas on this connection, applies
 * the committed migrations and loads the taxonomy reference rows. Safe to call on every start.
 * On a LiteFS replica it writes nothing: the file is the primary's, which migrates it.
 * `replicated`: Litestream ships the WAL, and checkpoints it (the connection does not).
 */
export function openDatabase(file: string, { replicated = false }: { replicated?: boolean } = {}): Db {
  const replica = isLiteFsReplica(file)
  if (file !== ':memory:' && !replica) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new Database(file, { fileMustExist: replica })
  keepStatements(sqlite)
  // The journal mode is stored in the file: setting it is a write, left to the primary.
  if (!replica) sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
  // FULL: an acknowledged review, sign-up or favourite survives a power cut, not only a crash.
  // It costs 4–7k commits/s on this hardware, far above what the product writes.
  sqlite.pragma('synchronous = FULL')
  // Litestream owns checkpoints when it replicates (decision 015): one of ours could restart the WAL
  // before it has shipped the frames, and it would have to begin a new generation with a full snapshot.
  if (replicated) sqlite.pragma('wal_autocheckpoint = 0')
  // Case- and accent-insensitive text for small tables searched without an FTS index (materials).
  sqlite.function('fold', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldText(value) : value))
  const db = drizzle(sqlite, { schema })
  takeWriteLockFirst(db)
  if (replica) return db
  migrate(db, { migrationsFolder: path.join(process.cwd(), 'migrations') })
  loadTaxonomy(db)
  return db
}

/**
 * better-sqlite3 compiles the SQL on every prepare(), and drizzle prepares every query it runs:
 * compiling was a third of a directory page's database time. The connection keeps each
 * statement by its text and hands it out again, reset to rows as objects (drizzle's select builder
 * switches it to arrays, other callers to pluck), so callers never see another caller's mode. A
 * statement still being iterated is busy: its caller gets a fresh one.
 */
function keepStatements(sqlite: Database.Database) {
  const compile = sqlite.prepare.bind(sqlite)
  const kept = new Map<string, Database.Statement>()
  sqlite.prepare = ((source: string) => {
    const statement = kept.get(source)
    if (statement && !statement.busy) {
      if (statement.reader) statement.raw(false).pluck(false).expand(false)
      return statement
    }
    const compiled = compile(source)
    if (!statement) {
      kept.set(source, compiled)
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!)
    }
    return compiled
  }) as typeof sqlite.prepare
}

/**
 * Transactions on this connection take the write lock when they begin unless the caller names
 * another behaviour. In WAL mode a deferred transaction that has read cannot upgrade to writing
 * once another process has written: SQLite answers "database is locked" at once, without waiting
 * out busy_timeout. Nearly every transaction here reads and then writes, so immediate is the
 * default a new one cannot forget.
 */
function takeWriteLockFirst(db: Db) {
  const transaction = db.transaction.bind(db)
  db.transaction = ((run, config) => transaction(run, { behavior: 'immediate', ...config })) as Db['transaction']
}

/** "Ladrillo Cerámico" → "ladrillo ceramico". */
/** Values as bound parameters for `IN (…)`: `sql\`x IN (${sqlValues(values)})\``. */
export const sqlValues = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

export function foldText(value: string) {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * Upserts sectors, subsectors (with their search keywords), divisions and zona places from
 * app/taxonomy.ts (the source of truth); a changed name or keyword list re-indexes its listings (migration 0009).
 */
function loadTaxonomy(db: Db) {
  // Immediate: processes starting together each load it, and the later ones wait for the write lock
  // instead of failing on a snapshot another process's load made stale.
  db.transaction((tx) => {
    for (const { slug, name } of MATERIAL_CATEGORIES) {
      tx.insert(schema.materialCategoryNames)
        .values({ slug, name })
        .onConflictDoUpdate({ target: schema.materialCategoryNames.slug, set: { name } })
        .run()
    }
    SECTORS.forEach((sector, sectorPosition) => {
      tx.insert(schema.sectors)
        .values({ slug: sector.slug, name: sector.name, position: sectorPosition })
        .onConflictDoUpdate({
          target: schema.sectors.slug,
          set: { name: sector.name, position: sectorPosition },
        })
        .run()
      sector.subsectors.forEach((subsector, subsectorPosition) => {
        const keywords = keywordsOf(sector.slug, subsector.slug).join(', ')
        tx.insert(schema.subsectors)
          .values({ sectorSlug: sector.slug, slug: subsector.slug, name: subsector.name, keywords, position: subsectorPosition })
          .onConflictDoUpdate({
            target: [schema.subsectors.sectorSlug, schema.subsectors.slug],
            set: { name: subsector.name, keywords, position: subsectorPosition },
          })
          .run()
        subsector.divisions.forEach((division, divisionPosition) => {
          tx.insert(schema.divisions)
            .values({
              sectorSlug: sector.slug,
              subsectorSlug: subsector.slug,
              slug: division.slug,
              name: division.name,
              position: divisionPosition,
            })
            .onConflictDoUpdate({
              target: [schema.divisions.sectorSlug, schema.divisions.subsectorSlug, schema.divisions.slug],
              set: { name: division.name, position: divisionPosition },
            })
            .run()
        })
      })
    })
    tx.insert(schema.sectors)
      .values({ slug: OTHER_SECTOR.slug, name: OTHER_SECTOR.name, position: SECTORS.length })
      .onConflictDoUpdate({ target: schema.sectors.slug, set: { name: OTHER_SECTOR.name, position: SECTORS.length } })
      .run()
    for (const place of ZONA_PLACES) {
      tx.insert(schema.zonaPlaces)
        .values({ slug: place.slug, zona: place.zone, name: place.name })
        .onConflictDoUpdate({ target: schema.zonaPlaces.slug, set: { zona: place.zone, name: place.name } })
        .run()
    }
  })
}
