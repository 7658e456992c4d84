import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, test } from 'vitest'
import { compressWhole } from '../../server/compress-whole.js'
import { pageCache } from '../../server/page-cache.js'

/**
 * A stand-in for the app behind the cache: counts renders, writes its page in two chunks and
 * marks it as the app marks a reading page a visitor may share (app/entry.server.tsx).
 */
function startApp(options: { ttlMs: number; maxEntries?: number }) {
  const renders = new Map<string, number>()
  const app = express()
  app.use(compressWhole())
  app.use(pageCache(options))
  app.all('*', (req, res) => {
    renders.set(req.path, (renders.get(req.path) ?? 0) + 1)
    const render = renders.get(req.path)
    res.status(req.path === '/missing' ? 404 : 200)
    res.setHeader('Content-Type', req.path === '/data' ? 'text/x-script' : 'text/html; charset=utf-8')
    res.setHeader('Vary', 'Cookie')
    res.setHeader('ETag', `W/"${req.originalUrl}-${render}"`)
    res.setHeader('Cache-Control', req.path === '/perfil' ? 'private, no-cache' : 'public, max-age=0, must-revalidate, s-maxage=30')
    if (req.path === '/toast') res.setHeader('Set-Cookie', 'ro_toast=; Path=/')
    if (req.path === '/workspace') res.setHeader('Cache-Control', 'private, no-cache')
    res.write(`<!DOCTYPE html><html><body><p>${req.originalUrl} render ${render}</p>`)
    res.end('</body></html>')
  })
  const server = app.listen(0)
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  servers.push(server)
  const get = async (path: string, init: RequestInit = {}) => {
    const answer = await fetch(`${origin}${path}`, init)
    return { answer, html: await answer.text() }
  }
  return { renders, get }
}

const servers: ReturnType<express.Express['listen']>[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

describe('page cache for visitors without cookies', () => {
  test('answers the same page again from memory, as it was', async () => {
    const { renders, get } = startApp({ ttlMs: 60_000 })
    const first = await get('/instalaciones')
    const second = await get('/instalaciones', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(renders.get('/instalaciones')).toBe(1)
    expect(first.answer.headers.get('age')).toBeNull()
    expect(second.answer.headers.get('age')).toBe('0')
    expect(second.html).toBe(first.html)
    expect(second.answer.headers.get('etag')).toBe(first.answer.headers.get('etag'))
    expect(second.answer.headers.get('vary')).toMatch(/^Cookie, Accept-Encoding$/i)
    expect(second.html).toContain('render 1')
  })

  test('a browser holding the same copy gets a 304 without the page; another copy gets the page', async () => {
    const { renders, get } = startApp({ ttlMs: 60_000 })
    const first = await get('/instalaciones')
    const etag = first.answer.headers.get('etag')!
    // As a browser revalidates (fetch would add `no-cache` on its own).
    const same = await get('/instalaciones', { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } })
    expect(same.answer.status).toBe(304)
    expect(same.html).toBe('')
    const other = await get('/instalaciones', { headers: { 'If-None-Match': 'W/"otra"', 'Cache-Control': 'max-age=0' } })
    expect(other.answer.status).toBe(200)
    expect(other.html).toBe(first.html)
    expect(renders.get('/instalaciones')).toBe(1)
  })

  test('the query string is part of the page', async () => {
    const { get } = startApp({ ttlMs: 60_000 })
    expect((await get('/?q=ladrillos')).html).toContain('/?q=ladrillos render 1')
    expect((await get('/?q=arena')).html).toContain('/?q=arena render 2')
    expect((await get('/?q=ladrillos')).html).toContain('/?q=ladrillos render 1')
  })

  test('anyone with a cookie gets a fresh page, and is never served a stored one', async () => {
    const { renders, get } = startApp({ ttlMs: 60_000 })
    await get('/perfil', { headers: { Cookie: 'ro_session=abc' } })
    const visitor = await get('/perfil')
    const signedIn = await get('/perfil', { headers: { Cookie: 'ro_session=abc' } })
    expect(renders.get('/perfil')).toBe(3)
    expect(visitor.html).toContain('render 2')
    expect(signedIn.answer.headers.get('age')).toBeNull()
    expect(signedIn.html).toContain('render 3')
  })

  test.each([
    ['an answer that sets a cookie', '/toast'],
    ['a page that is not to be shared (one that hydrates)', '/workspace'],
    ['an error page', '/missing'],
    ['data that is not HTML', '/data'],
  ])('%s is never stored', async (_, path) => {
    const { renders, get } = startApp({ ttlMs: 60_000 })
    await get(path)
    const again = await get(path)
    expect(renders.get(path)).toBe(2)
    expect(again.answer.headers.get('age')).toBeNull()
  })

  test('posts always reach the app', async () => {
    const { renders, get } = startApp({ ttlMs: 60_000 })
    await get('/contacto', { method: 'POST' })
    await get('/contacto', { method: 'POST' })
    expect(renders.get('/contacto')).toBe(2)
  })

  test('a page older than the time to live is rendered again', async () => {
    const { renders, get } = startApp({ ttlMs: 50 })
    await get('/categorias')
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect((await get('/categorias')).html).toContain('render 2')
    expect(renders.get('/categorias')).toBe(2)
  })

  test('a time to live of 0 turns the cache off', async () => {
    const { renders, get } = startApp({ ttlMs: 0 })
    await get('/')
    await get('/')
    expect(renders.get('/')).toBe(2)
  })

  test('keeps at most maxEntries pages, dropping the oldest', async () => {
    const { get } = startApp({ ttlMs: 60_000, maxEntries: 2 })
    for (const path of ['/a', '/b', '/c']) await get(path)
    expect((await get('/c')).answer.headers.get('age')).toBe('0')
    expect((await get('/b')).answer.headers.get('age')).toBe('0')
    expect((await get('/a')).html).toContain('/a render 2')
  })
})
