import type { LoaderFunctionArgs } from '@remix-run/node'
import { db } from '~/server/db.server'
import { documentResponse, getPrivateDocumentFor } from '~/server/private-documents.server'
import { getOptionalUser } from '~/server/session.server'
import { parsePositiveInt } from '~/utils/params'

/**
 * A private document (documentUrl), to its owner and the parties of what it is attached to.
 * Everyone else, signed out and staff included, gets the same 404 as for an id that does not
 * exist: staff open documents at /admin/documentos/{id}, with a reason that is audited.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parsePositiveInt(params.id)
  const reader = await getOptionalUser(request)
  const document = id !== null && reader ? getPrivateDocumentFor(db, id, reader) : null
  return documentResponse(id ?? 0, document)
}
