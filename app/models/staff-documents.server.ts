import { sql } from 'drizzle-orm'
import type { DocumentContentType } from '~/constants'
import { recordStaffAction, type StaffMember } from '~/models/audit.server'
import type { Db } from '~/server/sqlite.server'

/*
 * Staff open a private document (a verification or claim document, a request's plan, a file sent
 * in a conversation) only through the console, after typing why: the page shows what the
 * document is and what it belongs to, and the file comes only in the answer to the post that
 * writes its one audit row. `/documentos/{id}` serves staff nothing they are not a party to.
 */

/** What a document belongs to: a conversation, a request, a verification check or a claim. */
export type DocumentContext = {
  conversationId: number | null
  requestId: number | null
  checkId: number | null
  claimId: number | null
}

export type StaffDocumentSummary = DocumentContext & {
  id: number
  originalName: string
  contentType: DocumentContentType
}

export function documentSummaryForStaff(db: Db, documentId: number): StaffDocumentSummary | null {
  return (
    db.get<StaffDocumentSummary | undefined>(sql`
      SELECT d.id, d.original_name AS originalName, d.content_type AS contentType,
        (SELECT m.conversation_id FROM message_attachments a JOIN messages m ON m.id = a.message_id
          WHERE a.document_id = d.id) AS conversationId,
        coalesce(
          (SELECT request_id FROM quote_request_attachments WHERE document_id = d.id),
          (SELECT o.request_id FROM offer_attachments a JOIN offer_revisions v ON v.id = a.revision_id
            JOIN offers o ON o.id = v.offer_id WHERE a.document_id = d.id LIMIT 1)
        ) AS requestId,
        (SELECT id FROM verification_checks WHERE document_id = d.id) AS checkId,
        (SELECT id FROM listing_claims WHERE document_id = d.id) AS claimId
      FROM private_documents d WHERE d.id = ${documentId}`) ?? null
  )
}

/** The stored file of one staff reading, with its audit row; null when the document does not exist. */
export function readDocumentAsStaff(db: Db, staff: StaffMember, documentId: number, reason: string) {
  return db.transaction((tx) => {
    const summary = documentSummaryForStaff(db, documentId)
    if (!summary) return null
    const { conversationId, requestId, checkId, claimId } = summary
    recordStaffAction(tx, staff, {
      action: 'document.read',
      objectType: 'document',
      objectId: documentId,
      reason,
      after: { conversationId, requestId, checkId, claimId },
    })
    return tx.get<{ storageKey: string; contentType: DocumentContentType; originalName: string }>(sql`
      SELECT storage_key AS storageKey, content_type AS contentType, original_name AS originalName
      FROM private_documents WHERE id = ${documentId}`)
  })
}
