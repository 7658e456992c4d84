import { env } from './env.server'
import { singleton } from './singleton.server'
import { openDatabase } from './sqlite.server'

/** The app's one connection: opened, migrated and loaded with the taxonomy at start-up. */
export const db = singleton('db', () => openDatabase(env.DATABASE_PATH))

/** For a graceful stop, after the last request: checkpoints the WAL into the database file. */
export function closeDatabase() {
  db.$client.close()
}
