import { sql } from 'drizzle-orm'
import { deleteStoredDocuments } from '~/server/private-documents.server'
import type { Db, DbOrTransaction } from '~/server/sqlite.server'

/** Every column that keeps a private document, so nothing that needs one is forgotten. */
const REFERENCED_DOCUMENTS_SQL = sql`
  SELECT document_id FROM verification_checks WHERE document_id IS NOT NULL
  UNION SELECT document_id FROM listing_claims WHERE document_id IS NOT NULL
  UNION SELECT document_id FROM quote_request_attachments
  UNION SELECT document_id FROM offer_attachments
  UNION SELECT document_id FROM message_attachments WHERE document_id IS NOT NULL`

/**
 * Deletes the rows of these documents that nothing references any more (a check's document its
 * resubmission replaced); returns their storage keys, for the caller to delete the files once
 * the transaction has committed.
 */
export function deleteUnreferencedDocuments(db: DbOrTransaction, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .all<{ storageKey: string }>(
      sql`DELETE FROM private_documents
        WHERE id IN (${sql.join(ids, sql`, `)}) AND id NOT IN (${REFERENCED_DOCUMENTS_SQL})
        RETURNING storage_key AS storageKey`,
    )
    .map((row) => row.storageKey)
}

/** Rows younger than this are left alone: the upload that wrote one may not have committed its reference yet. */
export const DOCUMENT_SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000

/**
 * The storage sweep's part for private documents: the rows nothing references (left by a
 * crash between storing and recording, or before replaced documents were deleted), older than
 * a day, are deleted with their files.
 */
export async function sweepUnusedDocuments(db: Db, { minAgeMs = DOCUMENT_SWEEP_MIN_AGE_MS, now = Date.now() } = {}) {
  const keys = db
    .all<{ storageKey: string }>(
      sql`DELETE FROM private_documents
        WHERE created_at <= ${now - minAgeMs} AND id NOT IN (${REFERENCED_DOCUMENTS_SQL})
        RETURNING storage_key AS storageKey`,
    )
    .map((row) => row.storageKey)
  await deleteStoredDocuments(keys)
  return { deleted: keys.length }
}
