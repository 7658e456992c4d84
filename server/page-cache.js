import crypto from 'node:crypto'
import { Buffer } from 'node:buffer'

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/

/**
 * A micro-cache of the pages visitors without cookies get: the same page asked for again within
 * `ttlMs` is answered from memory instead of running its loaders and rendering it again, which is
 * most of what a page costs. Anyone with a cookie (signed in, a pending toast) always gets a fresh
 * page, so people see their own changes at once; a visitor may see a page up to `ttlMs` old.
 * Only complete 200 HTML answers that set no cookie and allow caching are kept. Each answer from
 * the cache gets a new CSP nonce and an `Age` header. `ttlMs` 0 turns it off.
 */
export function pageCache({ ttlMs, maxEntries = 500 }) {
  /** url → { storedAt, status, headers, body, nonce } in insertion order, for eviction. */
  const entries = new Map()

  return function cachePages(req, res, next) {
    if (ttlMs <= 0 || req.method !== 'GET' || req.headers.cookie) return next()
    const key = req.originalUrl
    const entry = entries.get(key)
    const now = Date.now()
    if (entry && now - entry.storedAt < ttlMs) return sendCached(res, entry, now)
    if (entry) entries.delete(key)

    const chunks = []
    // Known at the first byte: other answers (a long XML stream) are not copied as they go out.
    let keeping
    const keeps = () => (keeping ??= isCacheable(res))
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    res.write = (chunk, ...rest) => {
      if (chunk && keeps()) chunks.push(Buffer.from(chunk))
      return write(chunk, ...rest)
    }
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== 'function' && keeps()) chunks.push(Buffer.from(chunk))
      if (keeps() && isCacheable(res)) {
        // The encoding is the compression middleware's, per answer: keep the page's own headers.
        const { 'content-encoding': _encoding, 'content-length': _length, vary: _vary, ...headers } = res.getHeaders()
        const nonce = String(headers['content-security-policy'] ?? '').match(NONCE_IN_POLICY)?.[1]
        entries.set(key, { storedAt: now, status: res.statusCode, headers, body: Buffer.concat(chunks).toString('utf8'), nonce })
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value)
      }
      return end(chunk, ...rest)
    }
    next()
  }
}

function isCacheable(res) {
  const type = String(res.getHeader('content-type') ?? '')
  const control = String(res.getHeader('cache-control') ?? '')
  return res.statusCode === 200 && type.startsWith('text/html') && !res.hasHeader('set-cookie') && !/no-store|private/.test(control)
}

/** A nonce must never repeat: the cached page and its policy get a new one. */
function sendCached(res, entry, now) {
  let body = entry.body
  const headers = { ...entry.headers }
  if (entry.nonce) {
    const nonce = crypto.randomBytes(16).toString('base64')
    body = body.replaceAll(entry.nonce, nonce)
    headers['content-security-policy'] = String(headers['content-security-policy']).replaceAll(entry.nonce, nonce)
  }
  res
    .status(entry.status)
    .set(headers)
    .set('Age', String(Math.floor((now - entry.storedAt) / 1000)))
  res.end(body)
}
