import crypto from 'node:crypto'
import type { APIResponse } from '@playwright/test'
import { expect, test } from './fixtures'
import { JS_TAG } from './projects'

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()')
  // The e2e server runs the production build.
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  const csp = headers['content-security-policy']
  expect(csp).toBeTruthy()
  expect(headers['content-security-policy-report-only']).toBeUndefined()
  for (const directive of [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ]) {
    expect(csp!.split('; ')).toContain(directive)
  }
  return csp!
}

function nonceOf(csp: string) {
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce, 'a nonce in script-src').toBeTruthy()
  expect(csp.split('; '), 'the same nonce, and only it, for inline styles').toContain(`style-src 'self' 'nonce-${nonce}'`)
  return nonce!
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64')

test.describe('security headers', () => {
  // Reading pages run no inline script: their one inline stylesheet is allowed by its hash.
  for (const [path, status] of [
    ['/', 200],
    ['/categorias', 200],
    ['/auth?register=true', 200],
    ['/terminosycondiciones', 200],
    ['/auth/verificar?token=inventado', 200],
    ['/esta-pagina-no-existe', 404],
  ] as const) {
    test(`${path} carries them, with no nonce: no inline script, the stylesheet allowed by its hash`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(status)
      const csp = expectCommonHeaders(response)
      expect(csp).not.toContain('nonce-')
      expect(csp).not.toContain('unsafe-inline')
      const html = await response.text()
      const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes, body]) => body!.trim() !== '' && !attributes!.includes('application/ld+json'),
      )
      expect(inlineScripts).toEqual([])
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
      expect(styles.map(([tag]) => tag.slice(0, 7))).toEqual(['<style>'])
      expect(csp.split('; ')).toContain(`style-src 'self' 'sha256-${sha256(styles[0]![1]!)}'`)
    })
  }

  test('a workspace page carries them with a fresh nonce on every script and on the stylesheet', async ({ page, loginAs }) => {
    await loginAs({ role: 'constructor' })
    const first = await page.request.get('/perfil')
    expect(first.status()).toBe(200)
    const nonce = nonceOf(expectCommonHeaders(first))
    const html = await first.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('/build/enhancements/'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    const styles = [...html.matchAll(/<style\b[^>]*>/g)].map(([tag]) => tag)
    expect(styles).toEqual([`<style nonce="${nonce}">`])
    const second = await page.request.get('/perfil')
    expect(nonceOf(second.headers()['content-security-policy']!)).not.toBe(nonce)
  })

  test('every other kind of answer carries them from the server: files, redirects, refusals, errors', async ({
    request,
    loginAs,
    page,
  }) => {
    const visitor = [
      ['/sitemap.xml', 200],
      ['/sitemaps/999.xml', 404],
      ['/robots.txt', 200],
      ['/healthz', 200],
      ['/sugerencias?q=corral', 200],
      ['/uploads/demo/project-1-1.webp', 200],
      ['/uploads/demo/no-existe.webp', 404],
      ['/otros', 301],
      ['/perfilProveedor/1', 301],
      ['/perfil/estadisticas.csv', 302],
      ['/proveedor/1%%27', 404],
    ] as const
    for (const [path, status] of visitor) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(status)
      expect(expectCommonHeaders(response), path).not.toContain('nonce-')
    }
    const refused = await request.post('/contacto', { headers: { Origin: 'https://otro-sitio.example' }, form: { name: 'x' } })
    expect(refused.status()).toBe(403)
    expectCommonHeaders(refused)
    const methodRefused = await request.fetch('/healthz', { method: 'DELETE' })
    expect(methodRefused.status()).toBe(405)
    expectCommonHeaders(methodRefused)

    await loginAs({ plan: 'premium' })
    const csv = await page.request.get('/perfil/estadisticas.csv')
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/)
    expectCommonHeaders(csv)
  })

  test('single-fetch data responses carry them too', async ({ request }) => {
    const response = await request.get('/_root.data')
    expect(response.status()).toBe(200)
    expect(expectCommonHeaders(response)).not.toContain('nonce-')
  })

  test('an unknown page shows no server internals', async ({ request }) => {
    const html = await (await request.get('/esta-pagina-no-existe')).text()
    expect(html).not.toMatch(/at .+\.(js|ts|tsx):\d+/)
  })

  test('a path with a malformed escape gets the not-found page, not an error', async ({ request }) => {
    for (const path of ['/proveedor/1%%27%20AND%201=1', '/instalaciones/%E0%A4%A']) {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      expect(await response.text()).toMatch(/(Página|Perfil|Sector|Subsector) no encontrad/)
    }
  })
})

test.describe('with JavaScript', { tag: JS_TAG }, () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'hydration needs JavaScript')

  test('pages hydrate under the policy without a single violation', async ({ page, loginAs }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text())
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    // Reading pages run only the enhancement module; a workspace page runs the app.
    await page.goto('/')
    await page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?').pressSequentially('corral')
    await expect(page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option').first()).toBeVisible()
    await loginAs({ role: 'constructor' })
    await page.goto('/perfil')
    await page.waitForFunction(() => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized)
    // A client-side navigation loads a route module and its data under the same policy.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('header').getByRole('link', { name: 'Mensajes', exact: true }).locator('visible=true').click()
    await expect(page).toHaveURL(/\/mensajes$/)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await page.goto('/esta-pagina-no-existe')
    expect(violations).toEqual([])
  })
})
