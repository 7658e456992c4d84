import Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'

/** Another process's connection to the same file, which gives up at once instead of waiting. */
let other: Database.Database
beforeEach(() => {
  db.delete(schema.rateLimits).run()
  other = new Database(env.DATABASE_PATH)
  other.pragma('busy_timeout = 0')
})
afterEach(() => other.close())

const count = (key: string) => db.select().from(schema.rateLimits).where(eq(schema.rateLimits.key, key)).get()?.count
const writeFromOtherProcess = (key: string) =>
  other.prepare('INSERT INTO rate_limits (key, window_started_at, count) VALUES (?, 0, 1)').run(key)

describe('transactions on the app connection', () => {
  test('hold the write lock from their start: a read followed by a write is never refused for a stale snapshot', () => {
    db.transaction((tx) => {
      tx.select().from(schema.rateLimits).all()
      // The other process must wait for this transaction: it cannot slip a write in after the read.
      expect(() => writeFromOtherProcess('other')).toThrow(/database is locked/)
      tx.insert(schema.rateLimits).values({ key: 'mine', windowStartedAt: 0, count: 1 }).run()
    })
    expect(count('mine')).toBe(1)
    writeFromOtherProcess('other')
    expect(count('other')).toBe(1)
  })

  test('a deferred one, asked for by name, shows what the default prevents', () => {
    expect(() =>
      db.transaction(
        (tx) => {
          tx.select().from(schema.rateLimits).all()
          writeFromOtherProcess('other')
          tx.insert(schema.rateLimits).values({ key: 'mine', windowStartedAt: 0, count: 1 }).run()
        },
        { behavior: 'deferred' },
      ),
    ).toThrow(/database is locked/)
    expect(count('mine')).toBeUndefined()
    expect(count('other')).toBe(1)
  })
})
