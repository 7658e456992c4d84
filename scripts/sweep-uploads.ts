/**
 * npm run uploads:sweep
 * Deletes the stored images (UPLOADS_DIR or the S3 bucket) that no row names, older than a day.
 */
import { sweepUnusedImages } from '../app/models/stored-images.server'
import { db } from '../app/server/db.server'
import { imageStorage, imageStorageLocation } from '../app/server/image-storage.server'

const { deleted, kept } = await sweepUnusedImages(db, imageStorage)
console.info(`${imageStorageLocation}: deleted ${deleted} unused files, kept ${kept}`)
