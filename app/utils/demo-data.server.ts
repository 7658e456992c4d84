import { databaseIsEmpty, seedDemoData } from '../../drizzle/seed'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { imageStorage } from '~/server/image-storage.server'
import { isLiteFsReplica } from '~/server/sqlite.server'

/** First start on an empty database: load the demo data (unless SEED_DEMO_DATA=false; never on a LiteFS replica). */
export async function seedDemoDataIfEmpty() {
  if (!env.SEED_DEMO_DATA || isLiteFsReplica(env.DATABASE_PATH) || !databaseIsEmpty(db)) return
  const summary = await seedDemoData(db, { storage: imageStorage })
  console.info(`Demo data loaded: ${summary.listings} listings, ${summary.users} accounts.`)
}
