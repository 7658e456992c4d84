import { describe, expect, test, vi } from 'vitest'
import { checkHoneypot } from '~/server/honeypot.server'
import { getClientIp, requireSameOrigin } from '~/server/request.server'
import { securityHeaders } from '~/server/security-headers.server'

const mockEnv = vi.hoisted(() => ({ NODE_ENV: 'test', cookieSecure: false }))
vi.mock('~/server/env.server', () => ({ env: mockEnv }))

const URL = 'https://redobra.com.ar/contacto'

function post(headers: Record<string, string> = {}, url = URL) {
  return new Request(url, { method: 'POST', headers, body: new URLSearchParams({ a: '1' }) })
}

async function refusal(run: () => void) {
  try {
    run()
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return { status: thrown.status, body: await thrown.text() }
  }
  return null
}

describe('requireSameOrigin', () => {
  test('accepts a same-origin post from a browser', async () => {
    expect(await refusal(() => requireSameOrigin(post({ Origin: 'https://redobra.com.ar', 'Sec-Fetch-Site': 'same-origin' })))).toBeNull()
  })

  test('accepts a GET or HEAD from anywhere', async () => {
    for (const method of ['GET', 'HEAD']) {
      const request = new Request(URL, { method, headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } })
      expect(await refusal(() => requireSameOrigin(request))).toBeNull()
    }
  })

  test('accepts a post with neither header (old browsers, curl)', async () => {
    expect(await refusal(() => requireSameOrigin(post()))).toBeNull()
  })

  test('accepts a navigation the user started (Sec-Fetch-Site: none)', async () => {
    expect(await refusal(() => requireSameOrigin(post({ 'Sec-Fetch-Site': 'none' })))).toBeNull()
  })

  test('accepts the public origin a reverse proxy reports', async () => {
    const behindProxy = post(
      { Origin: 'https://redobra.com.ar', 'X-Forwarded-Host': 'redobra.com.ar', 'X-Forwarded-Proto': 'https' },
      'http://127.0.0.1:3000/contacto',
    )
    expect(await refusal(() => requireSameOrigin(behindProxy))).toBeNull()
  })

  test.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['an opaque origin', { Origin: 'null' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://foro.redobra.com.ar' }],
    ['same-site alone', { 'Sec-Fetch-Site': 'same-site' }],
    ['plain http to our host', { Origin: 'http://redobra.com.ar' }],
    ['a matching origin with a cross-site fetch', { Origin: 'https://redobra.com.ar', 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses %s with a 403', async (_, headers) => {
    expect(await refusal(() => requireSameOrigin(post(headers)))).toEqual({
      status: 403,
      body: 'Solicitud rechazada: origen no permitido.',
    })
  })

  test('refuses other state-changing methods too', async () => {
    const request = new Request(URL, { method: 'DELETE', headers: { Origin: 'https://evil.example' } })
    expect((await refusal(() => requireSameOrigin(request)))?.status).toBe(403)
  })
})

describe('getClientIp', () => {
  test('takes the last X-Forwarded-For entry, the one our proxy appended', () => {
    const request = new Request(URL, { headers: { 'X-Forwarded-For': '6.6.6.6, 10.0.0.2 , 203.0.113.7' } })
    expect(getClientIp(request)).toBe('203.0.113.7')
  })

  test('falls back to X-Real-IP, then to local', () => {
    expect(getClientIp(new Request(URL, { headers: { 'X-Real-IP': '198.51.100.4' } }))).toBe('198.51.100.4')
    expect(getClientIp(new Request(URL))).toBe('local')
  })
})

describe('checkHoneypot', () => {
  test('a filled trap answers 400', async () => {
    const form = new FormData()
    form.set('email', 'ana@example.com')
    form.set('sitio_web_personal', 'https://spam.example')
    expect(await refusal(() => checkHoneypot(form))).toEqual({ status: 400, body: 'Formulario inválido.' })
  })

  test('an empty or absent trap passes', async () => {
    const form = new FormData()
    form.set('email', 'ana@example.com')
    expect(await refusal(() => checkHoneypot(form))).toBeNull()
    form.set('sitio_web_personal', '')
    expect(await refusal(() => checkHoneypot(form))).toBeNull()
  })
})

describe('securityHeaders', () => {
  test('threads the nonce into script-src and style-src, with no other inline code allowed', () => {
    const csp = securityHeaders({ nonce: 'abc123==' })['Content-Security-Policy']
    expect(csp).toContain("script-src 'self' 'nonce-abc123=='")
    // It would let an injected <link rel="modulepreload"> run a module from any URL.
    expect(csp).not.toContain('strict-dynamic')
    // The document's inlined stylesheet carries the nonce; style attributes stay refused.
    expect(csp).toContain("style-src 'self' 'nonce-abc123==';")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(securityHeaders()['Content-Security-Policy']).not.toContain('nonce-')
    expect(securityHeaders()['Content-Security-Policy']).toContain("style-src 'self';")
  })

  test('a reading page allows its inline stylesheet by hash, and no inline script at all', () => {
    const csp = securityHeaders({ styleHashes: ['c3R5bGU='] })['Content-Security-Policy']
    expect(csp).toContain("style-src 'self' 'sha256-c3R5bGU=';")
    expect(csp).toMatch(/script-src 'self';/)
    expect(csp).not.toContain('nonce-')
    expect(csp).not.toContain('unsafe-inline')
  })

  test('HTTPS-only headers in production, the live-reload socket only in development', () => {
    const byEnv = (NODE_ENV: string, cookieSecure: boolean) => {
      Object.assign(mockEnv, { NODE_ENV, cookieSecure })
      return securityHeaders({ nonce: 'n' })
    }
    const production = byEnv('production', true)
    expect(production['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(production['Content-Security-Policy']).toMatch(/; upgrade-insecure-requests$/)
    expect(production['Content-Security-Policy']).not.toContain('ws:')

    const plainHttpLan = byEnv('production', false)
    expect(plainHttpLan['Strict-Transport-Security']).toBeUndefined()
    expect(plainHttpLan['Content-Security-Policy']).not.toContain('upgrade-insecure-requests')

    const development = byEnv('development', false)
    expect(development['Content-Security-Policy']).toContain("connect-src 'self' ws:")
    expect(development['Strict-Transport-Security']).toBeUndefined()
    Object.assign(mockEnv, { NODE_ENV: 'test', cookieSecure: false })
  })
})
