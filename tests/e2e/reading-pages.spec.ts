/*
 * Reading pages are sent without the React and Remix runtime: their documents carry no script but
 * the enhancement module and none of the page's loader data. Every page route of the server build
 * that no workspace route (`handle = workspacePage`) holds is fetched, as a visitor and as a
 * signed-in member, so a route added later is covered without anyone listing it.
 */
import path from 'node:path'
import url from 'node:url'
import type { APIRequestContext } from '@playwright/test'
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from '../../app/constants'
import { dbModules, expect, test } from './fixtures'

type BuiltRoute = { id: string; parentId?: string; path?: string; module: { default?: unknown; handle?: { hydrate?: boolean } } }

async function readingRoutes() {
  const build = (await import(url.pathToFileURL(path.resolve('build/index.js')).href)) as { routes: Record<string, BuiltRoute> }
  const routes = build.routes
  const chain = (route: BuiltRoute): BuiltRoute[] => (route.parentId ? [...chain(routes[route.parentId]!), route] : [route])
  return Object.values(routes)
    .filter((route) => route.id !== 'root' && route.module.default)
    .filter((route) => !chain(route).some((link) => link.module.handle?.hydrate))
    .map((route) => ({
      id: route.id,
      pattern: `/${chain(route)
        .map((link) => link.path)
        .filter(Boolean)
        .join('/')}`,
    }))
}

/** A real address for each pattern: ids from the seeded database, slugs from the taxonomy. */
async function addressesFor(pattern: string) {
  const { db } = await dbModules()
  const first = (sql: string) => String(db.$client.prepare(sql).pluck().get())
  const values: Record<string, string> = {
    sector: 'preliminares',
    subsector: 'empresas-y-profesionales',
    division: 'arquitectos',
    zona: 'la-matanza',
    categoria: 'aridos-y-cementos',
    id: pattern.startsWith('/detalleMaterial')
      ? first('SELECT id FROM materials ORDER BY id LIMIT 1')
      : first('SELECT id FROM listings WHERE profile_id IS NOT NULL ORDER BY id LIMIT 1'),
    profileId: first('SELECT profile_id FROM listings WHERE profile_id IS NOT NULL ORDER BY id LIMIT 1'),
    projectId: first('SELECT id FROM projects ORDER BY id LIMIT 1'),
    reviewId: first('SELECT id FROM reviews ORDER BY id LIMIT 1'),
    '*': 'esta/ruta/no-existe',
  }
  return pattern.replace(/\/:subsector\?/, '').replace(/:(\w+)|\*/g, (param, name: string | undefined) => {
    const value = values[name ?? '*']
    if (value === undefined) throw new Error(`No sample value for ${param} in ${pattern}`)
    return value
  })
}

const STRUCTURED_DATA = '<script type="application/ld+json">'
const ENHANCEMENTS = /^<script type="module" src="\/build\/enhancements\/enhancements-[\w-]+\.js" fetchpriority="low"><\/script>$/

async function expectReadingDocument(request: APIRequestContext, address: string, member: { email: string } | null) {
  const response = await request.get(address, { maxRedirects: 0 })
  // A page that sends this reader elsewhere (a member away from the sign-in page) is no document.
  if (response.status() >= 300 && response.status() < 400) return 'redirect'
  expect(response.status(), address).toBeLessThan(500)
  expect(response.headers()['content-type'], address).toMatch(/^text\/html/)
  const html = await response.text()
  // Structured data for search engines is a data block the browser never runs.
  const scripts = (html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []).filter((script) => !script.startsWith(STRUCTURED_DATA))
  expect(scripts.length, `${address}: the enhancement module`).toBe(1)
  expect(scripts[0], address).toMatch(ENHANCEMENTS)
  expect(html, address).not.toContain('__remixContext')
  expect(html, address).not.toContain('modulepreload')
  expect(html, address).not.toMatch(/turbo-stream|streamController|__remixManifest/)
  // The header is drawn on the server for whoever reads.
  if (member) expect(html, address).toContain(`title="${member.email}"`)
  else expect(html, address).toContain('Ingresar')
  return 'document'
}

test.describe('reading pages carry no framework runtime and no loader data', () => {
  test('every reading route of the manifest, as a visitor and as a member', async ({
    request,
    playwright,
    baseURL,
    loginAs,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'Documents are read as bytes: one run covers them.')
    test.setTimeout(120_000)
    const routes = await readingRoutes()
    // The manifest really is read: the landings, the directory and the 404 are among them.
    expect(routes.map((route) => route.id)).toEqual(
      expect.arrayContaining(['routes/_index', 'routes/$sector', 'routes/contacto', 'routes/$']),
    )
    expect(routes.map((route) => route.id)).not.toContain('routes/perfil')

    const account = await loginAs({ role: 'constructor' })
    const cookies = await context.cookies()
    const member = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
    })
    const documents: string[] = []
    for (const route of routes) {
      const address = await addressesFor(route.pattern)
      if ((await expectReadingDocument(request, address, null)) === 'document') documents.push(`visitor ${address}`)
      if ((await expectReadingDocument(member, address, account.user)) === 'document') documents.push(`member ${address}`)
    }
    await member.dispose()
    // Nearly every route answers both with its document; only a few send a member elsewhere.
    expect(documents.length).toBeGreaterThan(routes.length * 1.5)
  })

  test("a reading page's form carries its schema's constraints for the browser to check", async ({ request, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'Documents are read as bytes: one run covers them.')
    const html = await (await request.get('/contacto')).text()
    const tag = (name: string) => html.match(new RegExp(`<(?:input|textarea)\\b[^>]*name="${name}"[^>]*>`))?.[0] ?? ''
    expect(tag('name')).toMatch(/\brequired=""/)
    expect(tag('name')).toMatch(new RegExp(`maxLength="${CONTACT_NAME_MAX_LENGTH}"`, 'i'))
    expect(tag('email')).toMatch(/\brequired=""/)
    expect(tag('message')).toMatch(new RegExp(`maxLength="${CONTACT_MESSAGE_MAX_LENGTH}"`, 'i'))
  })

  test('with JavaScript the browser checks those constraints before posting; without it the server answers', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto('/contacto')
    const form = page.locator('form#contacto')
    if (javaScriptEnabled) await expect.poll(() => form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(false)
    await page.getByLabel('Nombre').fill('Ana')
    await page.getByLabel('Correo electrónico').fill('ana@example.com')
    await page.getByRole('button', { name: 'Enviar consulta' }).click()
    const message = page.getByLabel('Mensaje')
    if (javaScriptEnabled) {
      await expect(page).toHaveURL(/\/contacto$/)
      expect(await message.evaluate((element: HTMLTextAreaElement) => element.validity.valueMissing)).toBe(true)
    } else {
      await expect(page.getByText('Escribí tu mensaje')).toBeVisible()
      await expect(page.getByLabel('Nombre')).toHaveValue('Ana')
    }
  })

  test('a workspace page still hydrates', async ({ page, loginAs, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'Documents are read as bytes: one run covers them.')
    await loginAs({ role: 'constructor' })
    const response = await page.request.get('/perfil')
    expect(await response.text()).toContain('__remixContext')
  })
})
