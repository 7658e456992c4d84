import { sql } from 'drizzle-orm'
import { RATE_LIMITS, type RateLimitName } from '~/constants'
import type { Db, DbOrTransaction } from '~/server/sqlite.server'

export type RateLimitState = { limited: boolean; count: number; retryAfterSeconds: number }

const keyOf = (name: RateLimitName, subject: string) => `${name}:${subject}`

function stateOf(name: RateLimitName, row: { count: number; windowStartedAt: number } | undefined, now: number) {
  const { max, windowMs } = RATE_LIMITS[name]
  if (!row || row.windowStartedAt + windowMs <= now) return { limited: false, count: 0, retryAfterSeconds: 0 }
  return {
    limited: row.count > max,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowStartedAt + windowMs - now) / 1000)),
  }
}

/**
 * Counts one event against a limit and tells whether it went over. One UPSERT statement, so
 * concurrent requests in any process count exactly once each.
 */
export function consumeRateLimit(db: Db, name: RateLimitName, subject: string, now = Date.now()): RateLimitState {
  const windowStart = now - RATE_LIMITS[name].windowMs
  const row = db.get<{ count: number; windowStartedAt: number }>(sql`
    INSERT INTO rate_limits (key, window_started_at, count) VALUES (${keyOf(name, subject)}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN window_started_at <= ${windowStart} THEN 1 ELSE count + 1 END,
      window_started_at = CASE WHEN window_started_at <= ${windowStart} THEN ${now} ELSE window_started_at END
    RETURNING count, window_started_at AS windowStartedAt`)
  return stateOf(name, row, now)
}

/**
 * Takes one of the limit's places before the work it guards, or refuses when none is left: one
 * UPSERT that increments only below the limit, so parallel requests in any process can never
 * take more than `max` places, and refused ones are not counted.
 */
export function reserveRateLimit(db: DbOrTransaction, name: RateLimitName, subject: string, now = Date.now()): RateLimitState {
  const { max, windowMs } = RATE_LIMITS[name]
  const windowStart = now - windowMs
  const row = db.get<{ count: number; windowStartedAt: number } | undefined>(sql`
    INSERT INTO rate_limits (key, window_started_at, count) VALUES (${keyOf(name, subject)}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN window_started_at <= ${windowStart} THEN 1 ELSE count + 1 END,
      window_started_at = CASE WHEN window_started_at <= ${windowStart} THEN ${now} ELSE window_started_at END
    WHERE window_started_at <= ${windowStart} OR count < ${max}
    RETURNING count, window_started_at AS windowStartedAt`)
  return row ? stateOf(name, row, now) : peekRateLimit(db, name, subject, now)
}

/** Hands back a place taken by reserveRateLimit, for an attempt that turned out not to count. */
export function releaseRateLimit(db: DbOrTransaction, name: RateLimitName, subject: string) {
  db.run(sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${keyOf(name, subject)} AND count > 0`)
}

/** Reads a limit without counting (for "is this account locked?"). */
export function peekRateLimit(db: DbOrTransaction, name: RateLimitName, subject: string, now = Date.now()): RateLimitState {
  const row = db.get<{ count: number; windowStartedAt: number } | undefined>(
    sql`SELECT count, window_started_at AS windowStartedAt FROM rate_limits WHERE key = ${keyOf(name, subject)}`,
  )
  const state = stateOf(name, row, now)
  // A peek blocks once the limit is reached, since the next event would go over it.
  return { ...state, limited: state.count >= RATE_LIMITS[name].max }
}

export function clearRateLimit(db: Db, name: RateLimitName, subject: string) {
  db.run(sql`DELETE FROM rate_limits WHERE key = ${keyOf(name, subject)}`)
}

/** Drops counters whose window ended long ago; cheap enough to run now and then. */
export function pruneRateLimits(db: Db, now = Date.now()) {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowMs))
  db.run(sql`DELETE FROM rate_limits WHERE window_started_at < ${now - longest}`)
}
