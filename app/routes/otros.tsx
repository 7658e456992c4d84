import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { applySecurityHeaders } from '~/server/security-headers.server'

/** The spec's second address of the providers grid; /proveedores is the canonical one. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/proveedores${new URL(request.url).search}`, {
    status: 301,
    headers: applySecurityHeaders(new Headers()),
  })
}
