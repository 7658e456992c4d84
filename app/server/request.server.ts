import ipaddr from 'ipaddr.js'

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
function ownOrigins(url: URL, headers: Headers) {
  const origins = new Set([url.origin])
  const host = firstListEntry(headers.get('X-Forwarded-Host'))
  const proto = firstListEntry(headers.get('X-Forwarded-Proto'))
  if (host || proto) origins.add(`${proto ?? url.protocol.slice(0, -1)}://${host ?? url.host}`)
  return origins
}

/**
 * Whether a browser marks the request as coming from another site (OWASP's Fetch Metadata and
 * Origin checks). Without a request URL the origin must name the host the client asked for, as
 * Remix's own check (X-Forwarded-Host, else Host) has it.
 */
export function isCrossSite(headers: Headers, url?: URL): boolean {
  const fetchSite = headers.get('Sec-Fetch-Site')
  if (fetchSite !== null && !ALLOWED_FETCH_SITES.has(fetchSite.toLowerCase())) return true
  const origin = headers.get('Origin')
  if (origin === null) return false
  if (origin === 'null') return true
  if (url) return !ownOrigins(url, headers).has(origin.toLowerCase())
  const host = firstListEntry(headers.get('X-Forwarded-Host')) ?? headers.get('Host')
  return !URL.canParse(origin) || new URL(origin).host !== host?.toLowerCase()
}

/**
 * Refuses a state-changing request that comes from another site (see isCrossSite). Requests with
 * neither header (old browsers, curl) pass: a browser that sends neither still withholds our
 * SameSite=Lax cookies from cross-site posts.
 */
export function requireSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return
  if (isCrossSite(request.headers, new URL(request.url))) {
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
 * An IPv6 client is limited by its /64, the block one subscriber gets and picks addresses from at
 * will; an IPv4-mapped IPv6 address counts as the IPv4 address it carries.
 */
export function getClientIp(request: Request): string {
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',').at(-1)?.trim()
  const address = forwarded || request.headers.get('X-Real-IP')?.trim() || 'local'
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}
