import { sql } from 'drizzle-orm'
import type { Db } from '../../app/server/sqlite.server'
import { listings, materials, projects, users } from '../schema'

/** No accounts, listings, materials or projects: the only database the demo data may go into. */
export function databaseIsEmpty(db: Db): boolean {
  const row = db.get<{ n: number }>(
    sql`SELECT (SELECT count(*) FROM ${users}) + (SELECT count(*) FROM ${listings}) + (SELECT count(*) FROM ${materials}) + (SELECT count(*) FROM ${projects}) AS n`,
  )
  return row.n === 0
}
