import { sql } from 'drizzle-orm'
import type { PlanUsage } from '~/utils/plans'
import type { Db } from '~/server/sqlite.server'

/**
 * What the account uses of the plan limits: its favourites, and the distinct subsectors of its
 * listings, active or paused alike (the publishing limit counts them the same way).
 */
export function getPlanUsage(db: Db, userId: number): PlanUsage {
  return db.get<PlanUsage>(sql`
    SELECT
      (SELECT count(*) FROM favorites WHERE user_id = ${userId}) AS favorites,
      (SELECT count(*) FROM (
        SELECT DISTINCT listings.sector_slug, listings.subsector_slug FROM listings
        JOIN provider_profiles ON provider_profiles.id = listings.profile_id
        WHERE provider_profiles.user_id = ${userId}
      )) AS subsectors`)
}
