import { Buffer } from 'node:buffer'

/**
 * A micro-cache of the pages visitors without cookies get: the same page asked for again within
 * `ttlMs` is answered from memory instead of running its loaders and rendering it again, which is
 * most of what a page costs. Anyone with a cookie (signed in, a pending toast) always gets a fresh
 * page, so people see their own changes at once; a visitor may see a page up to `ttlMs` old.
 * Only complete 200 HTML answers that a shared cache may keep (`Cache-Control: public`, which the
 * app sends only for pages without a nonce or a cookie) are kept, and sent as they are, with an
 * `Age` header, or as a 304 to a browser that has the same copy. `ttlMs` 0 turns it off.
 */
export function pageCache({ ttlMs, maxEntries = 500 }) {
  /** url → { storedAt, status, headers, body, nonce } in insertion order, for eviction. */
  const entries = new Map()

  return function cachePages(req, res, next) {
    if (ttlMs <= 0 || req.method !== 'GET' || req.headers.cookie) return next()
    const key = req.originalUrl
    const entry = entries.get(key)
    const now = Date.now()
    if (entry && now - entry.storedAt < ttlMs) return sendCached(req, res, entry, now)
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
        const { 'content-encoding': _encoding, 'content-length': _length, vary, ...headers } = res.getHeaders()
        headers.vary = String(vary ?? '')
          .split(/\s*,\s*/)
          .filter((name) => name && name.toLowerCase() !== 'accept-encoding')
          .join(', ')
        entries.set(key, { storedAt: now, status: res.statusCode, headers, body: Buffer.concat(chunks) })
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
  return res.statusCode === 200 && type.startsWith('text/html') && !res.hasHeader('set-cookie') && /\bpublic\b/.test(control)
}

function sendCached(req, res, entry, now) {
  res
    .status(entry.status)
    .set(entry.headers)
    .set('Age', String(Math.floor((now - entry.storedAt) / 1000)))
  if (req.fresh) return res.status(304).end()
  res.end(entry.body)
}
