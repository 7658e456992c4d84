import { StaffDocumentReadSchema as ReadSchema } from '~/utils/validation'
import { db } from '~/server/db.server'
import { documentSummaryForStaff } from '~/models/staff-documents.server'
import { notFound } from '~/utils/responses'
import { parsePositiveInt } from '~/utils/params'
import { requireStaff } from '~/server/session.server'
import { formConstraint } from '~/server/forms.server'

/**
 * What the document is and what it belongs to; never its bytes, which only the audited post to
 * /admin/documentos/{id}/abrir sends.
 */
export async function loadDocumentSummary(request: Request, idParam: string | undefined) {
  await requireStaff(request)
  const id = parsePositiveInt(idParam)
  const summary = id === null ? null : documentSummaryForStaff(db, id)
  return { summary: summary ?? notFound(), constraint: formConstraint(ReadSchema) }
}
