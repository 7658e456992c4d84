import { env } from './env.server'
import { singleton } from './singleton.server'
import { openDatabase } from './sqlite.server'

/** The app's one connection: opened, migrated and loaded with the taxonomy at start-up. */
export const db = singleton('db', () => openDatabase(env.DATABASE_PATH, { replicated: Boolean(env.LITESTREAM_REPLICA_URL) }))

/**
 * For a graceful stop, after the last request: checkpoints the WAL into the database file (unless
 * Litestream, which keeps its own connection open, still replicates it).
 */
export function closeDatabase() {
  db.$client.close()
}
