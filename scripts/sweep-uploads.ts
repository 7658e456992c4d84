/**
 * npm run uploads:sweep
 * Deletes the stored images (UPLOADS_DIR or the S3 bucket) that no row names, older than a day,
 * and the private documents nothing references, older than a day (the server does it hourly too).
 */
import { sweepUnusedDocuments } from '../app/models/private-documents.server'
import { sweepUnusedImages } from '../app/models/stored-images.server'
import { db } from '../app/server/db.server'
import { imageStorage, imageStorageLocation } from '../app/server/image-storage.server'

const { deleted, kept } = await sweepUnusedImages(db, imageStorage)
console.info(`${imageStorageLocation}: deleted ${deleted} unused files, kept ${kept}`)
const documents = await sweepUnusedDocuments(db)
console.info(`private documents: deleted ${documents.deleted} that nothing references`)
