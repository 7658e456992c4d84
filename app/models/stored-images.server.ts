import { sql } from 'drizzle-orm'
import type { ImageStorage } from '~/server/image-storage.server'
import type { Db } from '~/server/sqlite.server'
import { imageFamily, storedImageVariants } from '~/utils/uploads'

/** A database or a transaction on it. */
type Reader = Pick<Db, 'all'>

/** Every column that names a stored image, so nothing that keeps one is forgotten. */
const IMAGE_KEYS_SQL = sql`
  SELECT logo_path AS key FROM provider_profiles WHERE logo_path IS NOT NULL
  UNION SELECT path FROM material_photos
  UNION SELECT path FROM project_images`

/** The image keys an account's rows hold: its logo, its materials' photos and its projects', private ones too. */
export function ownedImageKeys(db: Reader, userId: number) {
  return db
    .all<{ key: string }>(
      sql`
      SELECT logo_path AS key FROM provider_profiles WHERE user_id = ${userId} AND logo_path IS NOT NULL
      UNION SELECT ph.path FROM material_photos ph JOIN materials m ON m.id = ph.material_id WHERE m.user_id = ${userId}
      UNION SELECT pi.path FROM project_images pi JOIN projects p ON p.id = pi.project_id WHERE p.user_id = ${userId}`,
    )
    .map((row) => row.key)
}

function referencedFamilies(db: Reader) {
  return new Set(db.all<{ key: string }>(IMAGE_KEYS_SQL).map((row) => imageFamily(row.key)))
}

async function deleteWithRenditions(storage: ImageStorage, key: string) {
  const keys = storedImageVariants(key)?.map((variant) => variant.key) ?? [key]
  await Promise.all(keys.map((variantKey) => storage.delete(variantKey)))
}

/**
 * Removes the images among `keys` that no row names any more, with every rendition. Called after
 * the deleting transaction has committed: a rollback never leaves a row pointing at nothing, and
 * a demo picture several accounts share stays while one of them still uses it.
 */
export async function deleteUnusedImages(db: Reader, storage: ImageStorage, keys: readonly string[]) {
  const inUse = referencedFamilies(db)
  const unused = keys.filter((key) => !inUse.has(imageFamily(key)))
  await Promise.all(unused.map((key) => deleteWithRenditions(storage, key)))
  return unused.length
}

/**
 * Uploads are stored before the row that names them is written (a refused form writes nothing),
 * so a file this young may be one a request is about to save.
 */
export const SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000

/** Deletes every stored file no row names, older than `minAgeMs`; returns how many it deleted and kept. */
export async function sweepUnusedImages(db: Reader, storage: ImageStorage, { minAgeMs = SWEEP_MIN_AGE_MS, now = new Date() } = {}) {
  let deleted = 0
  let kept = 0
  const cutoff = now.getTime() - minAgeMs
  // Read after the listing: a row written meanwhile is seen, so its file is kept.
  const listed = []
  for await (const object of storage.list()) listed.push(object)
  const inUse = referencedFamilies(db)
  for (const { key, lastModified } of listed) {
    if (inUse.has(imageFamily(key)) || lastModified.getTime() > cutoff) {
      kept++
    } else {
      await storage.delete(key)
      deleted++
    }
  }
  return { deleted, kept }
}
