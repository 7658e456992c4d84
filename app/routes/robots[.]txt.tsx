import { env } from '~/server/env.server'

/**
 * Pages that are someone's own (account, messages, requests, favourites, forms) or staff's: nothing
 * a search engine should fetch. Rules are prefixes: '/servicios/' keeps its slash, or it would
 * also shut out the sector '/servicios-especiales'.
 */
const PRIVATE_PREFIXES = [
  '/admin',
  '/auth',
  '/cuenta',
  '/documentos',
  '/favoritos',
  '/functions',
  '/mensajes',
  '/perfil',
  '/proveedor/*/reclamar',
  '/PublicarMateriales',
  '/publicar-servicio',
  '/resenas',
  '/sugerencias',
  '/servicios/',
  '/solicitudes',
  '/uploads',
]

export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    // "/perfil" is a prefix of the public provider profiles; the longest matching rule wins.
    'Allow: /perfilDeProveedorActivo/',
    '',
    `Sitemap: ${env.appUrl}/sitemap.xml`,
    '',
  ].join('\n')
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
  return new Response(body, { headers })
}
