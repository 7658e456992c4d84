import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { applySecurityHeaders } from '~/server/security-headers.server'

/** An older address of the verified profile, kept alive for links already out there. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/perfilDeProveedorActivo/${encodeURIComponent(params.id ?? '')}`, {
    status: 301,
    headers: applySecurityHeaders(new Headers()),
  })
}
