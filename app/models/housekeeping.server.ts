import { sql } from 'drizzle-orm'
import { sendFoldedNotifications } from '~/models/notifications.server'
import { sweepUnusedDocuments } from '~/models/private-documents.server'
import { sendPriceReminders } from '~/models/price-reminders.server'
import { sendReviewPrompts } from '~/models/quote-decisions.server'
import { pruneRateLimits } from '~/models/rate-limits.server'
import { env } from '~/server/env.server'
import { isLiteFsReplica, type Db } from '~/server/sqlite.server'
import { logError } from '~/server/log.server'

/** How often expired sessions, sign-in tokens and rate-limit counters are deleted. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000

/**
 * The lease is a row of rate_limits (its key outside every limit's namespace): one UPSERT takes
 * it only when the last run is older than the interval, so of several processes on the same
 * file, or several ticks of one, exactly one runs each hour.
 */
const LEASE_KEY = 'housekeeping:lease'

function claimLease(db: Db, now: number, intervalMs: number) {
  return (
    db.get<{ key: string } | undefined>(sql`
      INSERT INTO rate_limits (key, window_started_at, count) VALUES (${LEASE_KEY}, ${now}, 1)
      ON CONFLICT (key) DO UPDATE SET window_started_at = excluded.window_started_at, count = count + 1
        WHERE window_started_at <= ${now - intervalMs}
      RETURNING key`) !== undefined
  )
}

/** Deletes what has expired, if no process did within the interval; tells whether this call did. */
export function runHousekeeping(db: Db, { now = Date.now(), intervalMs = HOUSEKEEPING_INTERVAL_MS } = {}) {
  return db.transaction(() => {
    if (!claimLease(db, now, intervalMs)) return false
    db.run(sql`DELETE FROM sessions WHERE expires_at <= ${now}`)
    db.run(sql`DELETE FROM auth_tokens WHERE expires_at <= ${now}`)
    pruneRateLimits(db, now)
    sendReviewPrompts(db, now)
    sendPriceReminders(db, now)
    return true
  })
}

/**
 * Each process looks this often; the lease in the database lets one of them run the deletions per
 * interval. E-mails about folded events leave at most this long after their window ends.
 */
const TICK_MS = 60 * 1000

/** Starts the schedule in this process: now, then every tick, never keeping the process alive. */
export function startHousekeeping(db: Db) {
  const tick = () => {
    // A read-only replica receives the primary's deletions.
    if (isLiteFsReplica(env.DATABASE_PATH)) return
    try {
      // The storage sweep deletes files: once an hour, by the process that holds the lease.
      if (runHousekeeping(db)) sweepUnusedDocuments(db).catch((error: unknown) => logError(error))
      sendFoldedNotifications(db)
    } catch (error) {
      logError(error)
    }
  }
  tick()
  return setInterval(tick, TICK_MS).unref()
}
