import { setImmediate } from 'node:timers/promises'
import { SITEMAP_URLS_PER_FILE } from '~/constants'
import { absoluteUrl } from '~/controllers/directory.server'
import {
  sitemapEntries,
  sitemapFileEntries,
  sitemapFiles,
  type SitemapEntry,
  type SitemapFile,
  type SitemapSource,
} from '~/models/sitemap.server'
import { db } from '~/server/db.server'

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
/** Elements per chunk of the answer (about 80 KB): the event loop gets a turn between chunks. */
const ELEMENTS_PER_CHUNK = 1000
const FILE_NAME = /^([1-9]\d{0,8})\.xml$/

/** `urlsPerFile` and `sources` are the production ones unless a test says otherwise. */
export type SitemapOptions = { urlsPerFile?: number; sources?: readonly SitemapSource[] }

/** /sitemap.xml: every indexable URL, or past one file's worth, the index of the numbered files. */
export function sitemapResponse({ urlsPerFile = SITEMAP_URLS_PER_FILE, sources }: SitemapOptions = {}) {
  const files = sitemapFiles(db, { urlsPerFile, sources })
  return xmlResponse(files.length > 1 ? sitemapIndex(files) : urlset(sitemapEntries(db, sources)))
}

/** /sitemaps/{n}.xml: the n-th file of the index; a number past the last, or any other name, is a 404. */
export function sitemapFileResponse(fileName: string | undefined, { urlsPerFile = SITEMAP_URLS_PER_FILE, sources }: SitemapOptions = {}) {
  const number = FILE_NAME.exec(fileName ?? '')?.[1]
  const entries = number ? sitemapFileEntries(db, { number: Number(number), urlsPerFile, sources }) : undefined
  const first = entries?.next()
  if (!entries || !first || first.done) {
    const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' })
    return new Response('Ese archivo del sitemap no existe.', { status: 404, headers })
  }
  return xmlResponse(urlset(withFirst(first.value, entries)))
}

function* withFirst<T>(first: T, rest: Iterator<T>): Generator<T> {
  yield first
  for (let next = rest.next(); !next.done; next = rest.next()) yield next.value
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!)
}

function urlElements(path: string, lastmod: Date | undefined) {
  // W3C datetime to the second, in UTC.
  const modified = lastmod ? `<lastmod>${lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : ''
  return `<loc>${escapeXml(absoluteUrl(path))}</loc>${modified}`
}

function* urlset(entries: Iterable<SitemapEntry>): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n`
  for (const { path, lastmod } of entries) yield `<url>${urlElements(path, lastmod)}</url>\n`
  yield '</urlset>\n'
}

function* sitemapIndex(files: SitemapFile[]): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n`
  for (const { number, lastmod } of files) yield `<sitemap>${urlElements(`/sitemaps/${number}.xml`, lastmod)}</sitemap>\n`
  yield '</sitemapindex>\n'
}

/**
 * The document as it is written, a chunk at a time as the connection takes it: the sources read
 * the database synchronously, so each chunk is short and other requests run between chunks.
 * Marked for the compression middleware and proxies as a stream, not to be held until its end.
 */
function xmlResponse(parts: Generator<string>) {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = ''
      for (let count = 0; count < ELEMENTS_PER_CHUNK; count++) {
        const part = parts.next()
        if (part.done) {
          controller.enqueue(encoder.encode(chunk))
          controller.close()
          return
        }
        chunk += part.value
      }
      controller.enqueue(encoder.encode(chunk))
      await setImmediate()
    },
    cancel() {
      parts.return(undefined)
    },
  })
  const headers = new Headers({
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
    'X-Accel-Buffering': 'no',
  })
  return new Response(body, { headers })
}
