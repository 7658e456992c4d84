import { listSitemapPaths } from '~/models/sitemap.server'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { applySecurityHeaders } from '~/server/security-headers.server'

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!)
}

export function loader() {
  const urls = listSitemapPaths(db).map((path) => `<url><loc>${escapeXml(`${env.appUrl}${path}`)}</loc></url>`)
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  const headers = new Headers({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
  return new Response(body, { headers: applySecurityHeaders(headers) })
}
