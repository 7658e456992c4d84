import type { LoaderFunctionArgs } from '@remix-run/node'
import { db } from '~/server/db.server'
import { documentStore, getPrivateDocumentFor } from '~/server/private-documents.server'
import { applySecurityHeaders } from '~/server/security-headers.server'
import { getOptionalUser } from '~/server/session.server'
import { parsePositiveInt } from '~/utils/params'

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const

/**
 * A private document (documentUrl), to its owner and to staff only. Everyone else, signed out
 * included, gets the same 404 as for an id that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parsePositiveInt(params.id)
  const reader = await getOptionalUser(request)
  const document = id !== null && reader ? getPrivateDocumentFor(db, id, reader) : null
  const stored = document ? await documentStore.get(document.storageKey) : null
  if (!document || !stored) {
    return new Response('Página no encontrada', {
      status: 404,
      headers: applySecurityHeaders(new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' })),
    })
  }
  // A PDF opened in the browser would run in our origin; downloaded, it cannot. Images are inert.
  const disposition = document.contentType === 'application/pdf' ? 'attachment' : 'inline'
  const headers = new Headers({
    'Content-Type': document.contentType,
    'Content-Disposition': `${disposition}; filename="documento-${id}.${EXTENSIONS[document.contentType]}"`,
    'Cache-Control': 'private, no-store',
  })
  if (stored.size !== undefined) headers.set('Content-Length', String(stored.size))
  return new Response(stored.body, { headers: applySecurityHeaders(headers) })
}
