import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { compressWhole } from '../../server/compress-whole.js'

const PAGE = `<!DOCTYPE html><html lang="es-AR"><body>${'<article>Corralón Núñez — ladrillos, arena y cemento</article>'.repeat(60)}</body></html>`
const SITEMAP_START = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>${'<url><loc>https://redobra.com.ar/proveedor/1</loc></url>\n'.repeat(200)}`
const SITEMAP_END = '</urlset>\n'
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-whole-'))
fs.writeFileSync(path.join(staticDir, 'estilos.css'), `.tarjeta { color: #1f3a5f; }\n`.repeat(200))

/** The middleware in front of answers written the ways the app and express.static write them. */
function startApp() {
  const app = express()
  app.use(compressWhole())
  app.use(express.static(staticDir))
  app.get('/pagina', (_req, res) => {
    res.type('html')
    // In pieces, as strings in two encodings and as a buffer, like a rendered page and its scripts.
    const third = Math.floor(PAGE.length / 3)
    res.write(PAGE.slice(0, third))
    res.write(Buffer.from(PAGE.slice(third, 2 * third)))
    res.end(Buffer.from(PAGE.slice(2 * third)).toString('base64'), 'base64')
  })
  app.get('/chico', (_req, res) => res.type('text').send('ok'))
  app.get('/imagen', (_req, res) => {
    res.type('png')
    res.write(Buffer.alloc(4000, 1))
    res.end(Buffer.alloc(4000, 2))
  })
  app.get('/sin-transformar', (_req, res) => res.set('Cache-Control', 'no-transform').type('html').send(PAGE))
  app.get('/ya-comprimido', (_req, res) => res.set('Content-Encoding', 'gzip').type('html').send(zlib.gzipSync(PAGE)))
  let releaseStream: () => void = () => {}
  app.get('/eventos', (_req, res) => {
    res.type('text/event-stream')
    res.flushHeaders()
    res.write('data: primero\n\n')
    releaseStream = () => res.end('data: último\n\n')
  })
  let releaseSitemap: () => void = () => {}
  app.get('/sitemap.xml', (_req, res) => {
    res.set('X-Accel-Buffering', 'no').type('application/xml')
    res.write(SITEMAP_START)
    ;(res as unknown as { flush?: () => void }).flush?.()
    releaseSitemap = () => res.end(SITEMAP_END)
  })
  const server = app.listen(0)
  servers.push(server)
  return { port: (server.address() as AddressInfo).port, releaseStream: () => releaseStream(), releaseSitemap: () => releaseSitemap() }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** The bytes as they travel (node:http, unlike fetch, does not decode them). */
function request(port: number, pathname: string, headers: Record<string, string> = {}, method = 'GET', onFirstChunk?: () => void) {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request({ port, path: pathname, method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) onFirstChunk?.()
          chunks.push(chunk)
        })
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
      .end()
  })
}

function decode({ headers, body }: Answer) {
  if (headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(body).toString()
  if (headers['content-encoding'] === 'gzip') return zlib.gunzipSync(body).toString()
  return body.toString()
}

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }))

describe('compressing whole answers', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
  ])('a page asked for with Accept-Encoding "%s" goes out as %s, in one piece with its length', async (acceptEncoding, encoding) => {
    const { port } = startApp()
    const answer = await request(port, '/pagina', acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {})
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe(encoding)
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['transfer-encoding']).toBeUndefined()
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    if (encoding) expect(answer.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 5)
    expect(decode(answer)).toBe(PAGE)
  })

  test('a static file is compressed too, and a range of it is sent as it is on disk', async () => {
    const { port } = startApp()
    const css = fs.readFileSync(path.join(staticDir, 'estilos.css'))
    const whole = await request(port, '/estilos.css', { 'Accept-Encoding': 'br' })
    expect(whole.headers['content-encoding']).toBe('br')
    expect(decode(whole)).toBe(css.toString())
    const range = await request(port, '/estilos.css', { 'Accept-Encoding': 'br', Range: 'bytes=10-2009' })
    expect(range.status).toBe(206)
    expect(range.headers['content-encoding']).toBeUndefined()
    expect(range.body).toEqual(css.subarray(10, 2010))
  })

  test('small answers go as they are, with their length', async () => {
    const { port } = startApp()
    const answer = await request(port, '/chico', { 'Accept-Encoding': 'br' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['content-length']).toBe('2')
    expect(answer.body.toString()).toBe('ok')
  })

  test.each([
    ['an image', '/imagen'],
    ['an answer marked no-transform', '/sin-transformar'],
    ['an answer the app encoded itself', '/ya-comprimido'],
  ])('%s passes through untouched', async (_, pathname) => {
    const { port } = startApp()
    const direct = await request(port, pathname)
    const offered = await request(port, pathname, { 'Accept-Encoding': 'br, gzip' })
    expect(offered.body).toEqual(direct.body)
    expect(offered.headers['content-encoding']).toBe(direct.headers['content-encoding'])
  })

  test('HEAD answers carry no body and no encoding', async () => {
    const { port } = startApp()
    const answer = await request(port, '/pagina', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(answer.status).toBe(200)
    expect(answer.body.length).toBe(0)
    expect(answer.headers['content-encoding']).toBeUndefined()
  })

  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'a long answer marked as a stream is compressed as it is written (%s): its first part arrives before it ends',
    async (acceptEncoding, encoding) => {
      const { port, releaseSitemap } = startApp()
      const answer = await request(port, '/sitemap.xml', { 'Accept-Encoding': acceptEncoding }, 'GET', releaseSitemap)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers['content-length']).toBeUndefined()
      expect(answer.headers.vary).toBe('Accept-Encoding')
      if (encoding) expect(answer.body.length).toBeLessThan(Buffer.byteLength(SITEMAP_START) / 5)
      expect(decode(answer)).toBe(SITEMAP_START + SITEMAP_END)
    },
  )

  test('an event stream is not held back: its first event arrives before the answer ends', async () => {
    const { port, releaseStream } = startApp()
    const answer = await request(port, '/eventos', { 'Accept-Encoding': 'br' }, 'GET', releaseStream)
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString()).toBe('data: primero\n\ndata: último\n\n')
  })
})
