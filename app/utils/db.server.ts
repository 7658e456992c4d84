import { env } from './env.server'
import { singleton } from './singleton.server'
import { openDatabase } from './sqlite.server'

/** The app's one connection: opened, migrated and loaded with the taxonomy at start-up. */
export const db = singleton('db', () => openDatabase(env.DATABASE_PATH))
