import { env } from '~/server/env.server'
import { applySecurityHeaders } from '~/server/security-headers.server'

export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /auth',
    'Disallow: /cuenta',
    'Disallow: /perfil',
    // "/perfil" is a prefix of the public provider profiles; the longest matching rule wins.
    'Allow: /perfilDeProveedorActivo/',
    'Disallow: /uploads',
    '',
    `Sitemap: ${env.appUrl}/sitemap.xml`,
    '',
  ].join('\n')
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
  return new Response(body, { headers: applySecurityHeaders(headers) })
}
