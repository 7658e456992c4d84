import crypto from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, test } from 'vitest'
import { compressWhole } from '../../server/compress-whole.js'
import { pageCache } from '../../server/page-cache.js'

/** A stand-in for the app behind the cache: counts renders and writes its page in two chunks. */
function startApp(options: { ttlMs: number; maxEntries?: number }) {
  const renders = new Map<string, number>()
  const app = express()
  app.use(compressWhole())
  app.use(pageCache(options))
  app.all('*', (req, res) => {
    renders.set(req.path, (renders.get(req.path) ?? 0) + 1)
    const nonce = crypto.randomBytes(16).toString('base64')
    res.status(req.path === '/missing' ? 404 : 200)
    res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}'`)
    res.setHeader('Content-Type', req.path === '/data' ? 'text/x-script' : 'text/html; charset=utf-8')
    if (req.path === '/toast') res.setHeader('Set-Cookie', 'ro_toast=; Path=/')
    if (req.path === '/private') res.setHeader('Cache-Control', 'private, no-store')
    res.write(`<!DOCTYPE html><html><body><p>${req.originalUrl} render ${renders.get(req.path)}</p>`)
    res.end(`<script nonce="${nonce}">1</script></body></html>`)
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

const nonceOf = (html: string) => html.match(/nonce="([^"]+)"/)![1]!

describe('page cache for visitors without cookies', () => {
  test('answers the same page again from memory, with a new nonce in the page and its policy', async () => {
    const { renders, get } = startApp({ ttlMs: 60_000 })
    const first = await get('/instalaciones')
    const second = await get('/instalaciones', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(renders.get('/instalaciones')).toBe(1)
    expect(first.answer.headers.get('age')).toBeNull()
    expect(second.answer.headers.get('age')).toBe('0')
    expect(second.html.replace(nonceOf(second.html), 'N')).toBe(first.html.replace(nonceOf(first.html), 'N'))
    expect(nonceOf(second.html)).not.toBe(nonceOf(first.html))
    expect(second.answer.headers.get('content-security-policy')).toBe(`script-src 'self' 'nonce-${nonceOf(second.html)}'`)
    expect(second.html).toContain('render 1')
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
    ['a private answer', '/private'],
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
