import { applySecurityHeaders } from '~/utils/security-headers.server'

/** Liveness check for a load balancer or monitor: answers as soon as the server takes requests. */
export function loader() {
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  return new Response('ok', { headers: applySecurityHeaders(headers) })
}
