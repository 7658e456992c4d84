const SAFE_METHODS = new Set(['GET', 'HEAD'])
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none'])

function firstListEntry(value: string | null) {
  return value?.split(',')[0]?.trim() || null
}

/**
 * The origins this request may legitimately come from: its own URL, and the one a reverse proxy
 * describes with X-Forwarded-Proto/-Host (first entry: what the browser asked for). Trusting those
 * headers costs nothing here, because a cross-site form cannot set custom headers at all and a
 * cross-site fetch that tries needs a CORS preflight we never grant.
 */
function ownOrigins(request: Request) {
  const url = new URL(request.url)
  const origins = new Set([url.origin])
  const host = firstListEntry(request.headers.get('X-Forwarded-Host'))
  const proto = firstListEntry(request.headers.get('X-Forwarded-Proto'))
  if (host || proto) origins.add(`${proto ?? url.protocol.slice(0, -1)}://${host ?? url.host}`)
  return origins
}

/**
 * Refuses a state-changing request that a browser marks as coming from another site (OWASP's
 * Fetch Metadata and Origin checks). Requests with neither header (old browsers, curl) pass:
 * a browser that sends neither still withholds our SameSite=Lax cookies from cross-site posts.
 */
export function requireSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return
  const fetchSite = request.headers.get('Sec-Fetch-Site')
  const origin = request.headers.get('Origin')
  const refused =
    (fetchSite !== null && !ALLOWED_FETCH_SITES.has(fetchSite.toLowerCase())) ||
    (origin !== null && (origin === 'null' || !ownOrigins(request).has(origin.toLowerCase())))
  if (refused) {
    throw new Response('Solicitud rechazada: origen no permitido.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
}

/**
 * The client's address for per-IP limits. server.js puts in X-Forwarded-For the one address it
 * trusts (the socket's, or what a proxy named by TRUST_PROXY said), so this reads its LAST entry:
 * behind another server, the one its proxy appended; earlier ones are whatever the client claimed.
 */
export function getClientIp(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',').at(-1)?.trim()
  if (forwarded) return forwarded
  return request.headers.get('X-Real-IP')?.trim() || 'local'
}
