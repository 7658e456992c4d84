import { HOUSEKEEPING_INTERVAL_MS, runHousekeeping } from '~/models/housekeeping.server'
import { db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { isLiteFsReplica } from '~/utils/sqlite.server'

/** Each process looks this often; the lease in the database lets one of them run per interval. */
const TICK_MS = HOUSEKEEPING_INTERVAL_MS / 4

/** Starts the schedule in this process: now, then every tick, never keeping the process alive. */
export function startHousekeeping() {
  const tick = () => {
    // A read-only replica receives the primary's deletions.
    if (isLiteFsReplica(env.DATABASE_PATH)) return
    try {
      runHousekeeping(db)
    } catch (error) {
      console.error(error)
    }
  }
  tick()
  return setInterval(tick, TICK_MS).unref()
}
