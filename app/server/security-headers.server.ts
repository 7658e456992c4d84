import { env } from '~/server/env.server'

/**
 * The headers every answer of ours carries, set in one place: the server (server.js,
 * `withSecurityHeaders`) adds `securityHeaders()` to every answer that has none of its own, resource
 * routes, data and refusals included, and a document (entry.server's handleRequest) sets its own,
 * whose policy names the page's nonce or its stylesheet's hash.
 */
type Inline = { nonce?: string; styleHashes?: readonly string[] }

/**
 * A page that hydrates runs inline script and gets a nonce; a reading page runs none, and its one
 * inline stylesheet is allowed by its hash, so the same bytes can be sent again and again.
 */
export function securityHeaders({ nonce, styleHashes = [] }: Inline = {}): Record<string, string> {
  const production = env.NODE_ENV === 'production'
  // Serving plain HTTP on a LAN is an explicit opt-out (COOKIE_SECURE=false); upgrading
  // requests there would break every asset.
  const https = production && env.cookieSecure
  const analytics = env.analytics ? ` ${env.analytics.origin}` : ''
  const directives = [
    "default-src 'self'",
    // No 'strict-dynamic': it lets a <link rel="modulepreload"> (Remix emits them without a
    // nonce) fetch any URL, so injected markup could run a data: or foreign module.
    `script-src 'self'${analytics}${nonce ? ` 'nonce-${nonce}'` : ''}`,
    `style-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}${styleHashes.map((hash) => ` 'sha256-${hash}'`).join('')}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${analytics}${env.NODE_ENV === 'development' ? ' ws:' : ''}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ]
  return {
    'Content-Security-Policy': directives.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

export function applySecurityHeaders(headers: Headers, options: Inline = {}) {
  for (const [name, value] of Object.entries(securityHeaders(options))) headers.set(name, value)
  return headers
}
