import type { Page, Request } from '@playwright/test'
import { addCookieFrom, dbModules, expect, test } from './fixtures'

/**
 * What a page costs on a slow link, counted (not timed) on the real build in Chromium: the
 * requests it makes before it answers input, the JavaScript it downloads, and whether its first
 * paint waits for anything but the document. The goals and the Lighthouse figures behind them
 * are in docs/benchmarks.md; `npm run bench:lighthouse` measures the times.
 */
const KB = 1024
/** Reading pages: no framework runtime, only the enhancement module (issue budget: at most 10 KB gzip, 3 scripts). */
const READING_PAGES = [
  '/terminosycondiciones',
  '/sobre-nosotros',
  '/como-ordenamos',
  '/para-proveedores',
  '/constructores',
  '/proveedores',
  '/no-existe',
  '/',
  '/?q=ladrillo',
  '/mamposteria',
  '/mamposteria/corralones',
  '/mamposteria/zona/la-matanza',
  '/categorias',
  '/marketplace',
  '/proyectos-publicados',
  '/contacto',
  '/auth',
  '/cotiza-ia',
]

const BUDGETS = {
  reading: { jsBytes: 10 * KB, scripts: 1 },
  /**
   * A signed-in member's workspace hydrates with React and Remix: at most 130 KB of scripts as they
   * come over the wire, headers included (the Lighthouse figure), and no Zod (forms get
   * their constraints from the loader; the server checks them).
   */
  workspace: { transferBytes: 130 * KB },
}

/** Requests a page needs before it answers input: itself, styles, fonts and scripts (not images). */
const INTERACTIVITY_TYPES = new Set(['document', 'stylesheet', 'font', 'script'])

async function load(page: Page, path: string, { hydrates = true } = {}) {
  const requests: Request[] = []
  const record = (request: Request) => {
    if (INTERACTIVITY_TYPES.has(request.resourceType())) requests.push(request)
  }
  // Budgets are in gzip bytes, whatever else the browser would take.
  await page.setExtraHTTPHeaders({ 'Accept-Encoding': 'gzip' })
  page.on('request', record)
  const response = await page.goto(path)
  const head = (await response!.text()).replace(/<body[\s\S]*/, '')
  // The scripts start after the first paint; hydration is done once Remix's router is set up.
  if (hydrates) await page.waitForFunction(() => '__remixRouter' in window)
  await page.waitForLoadState('networkidle')
  page.off('request', record)
  const scripts = requests.filter((request) => request.resourceType() === 'script')
  let jsBytes = 0
  let transferBytes = 0
  let zod = false
  for (const script of scripts) {
    const response = await script.response()
    const sizes = await script.sizes()
    jsBytes += sizes.responseBodySize
    transferBytes += sizes.responseBodySize + sizes.responseHeadersSize
    if ((await response?.text())?.includes('ZodError')) zod = true
  }
  // Counted in the document as served: once the app runs, it adds the whole stylesheet itself.
  const renderBlocking = [
    ...head.matchAll(/<link\b[^>]*rel="(?:stylesheet|modulepreload)"|<script\b(?![^>]*\b(?:async|defer)\b)[^>]*\bsrc=/g),
  ].length
  return { requests: requests.length, scripts: scripts.length, jsBytes, transferBytes, zod, renderBlocking }
}

test.describe('page weight', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.use.javaScriptEnabled === false, 'what scripts cost is counted where scripts run')
  })

  for (const path of READING_PAGES) {
    test(`${path} paints from the document and loads only the enhancement module, without Zod`, async ({ page }) => {
      const weight = await load(page, path, { hydrates: false })
      expect(weight.renderBlocking, 'stylesheets or preloads the first paint would wait for').toBe(0)
      expect(weight.zod, 'Zod on a reading page').toBe(false)
      expect(weight.scripts).toBeLessThanOrEqual(BUDGETS.reading.scripts)
      expect(weight.jsBytes).toBeLessThanOrEqual(BUDGETS.reading.jsBytes)
      expect(await page.evaluate(() => '__remixContext' in window)).toBe(false)
      // Styled all the same: the stylesheet came with the document.
      await expect(page.locator('header').first()).not.toHaveCSS('display', 'inline')
    })
  }

  const expectWorkspaceBudget = async (page: Page, path: string) => {
    const weight = await load(page, path)
    expect(weight.renderBlocking, path).toBe(0)
    expect(weight.zod, `Zod on ${path}`).toBe(false)
    expect(weight.transferBytes, path).toBeLessThanOrEqual(BUDGETS.workspace.transferBytes)
  }

  test('the profile and its statistics hydrate within the workspace budget', async ({ page, loginAs }) => {
    await loginAs({ role: 'proveedor' })
    await expectWorkspaceBudget(page, '/perfil')
    await expectWorkspaceBudget(page, '/perfil?tab=estadisticas')
  })

  test('a request, seen by its builder and by a provider it reached, and its conversation, within the budget', async ({
    page,
    context,
    baseURL,
    loginAs,
  }) => {
    const { db, factories } = await dbModules()
    const provider = factories.createAccount(db)
    const { user } = await loginAs({ role: 'constructor' })
    const request = factories.createQuoteRequest(db, { userId: user.id })
    const { conversationId } = factories.addRecipient(db, { requestId: request.id, profileId: provider.profile.id })
    await expectWorkspaceBudget(page, `/solicitudes/${request.id}`)
    await expectWorkspaceBudget(page, `/mensajes/${conversationId}`)
    const { createSession } = await import('../../app/server/session.server')
    await addCookieFrom(context, baseURL!, await createSession(provider.user.id))
    await expectWorkspaceBudget(page, `/solicitudes/${request.id}`)
  })

  test('the staff console hydrates within the budget', async ({ page, loginAs }) => {
    await loginAs({ isStaff: true })
    await expectWorkspaceBudget(page, '/admin')
  })

  test('a material page, with a link to the message form but no form, carries no Zod', async ({ page }) => {
    const { db, schema, factories } = await dbModules()
    const { user } = factories.createAccount(db, { role: 'proveedor' })
    const material = db
      .insert(schema.materials)
      .values({ userId: user.id, title: 'Cemento de prueba', description: 'Bolsa 50 kg', priceCents: 1_000_000 })
      .returning()
      .get()
    expect((await load(page, `/detalleMaterial/${material.id}`, { hydrates: false })).zod).toBe(false)
    await expect(page.getByRole('link', { name: 'Consultar' })).toBeVisible()
  })

  test('a document carries the rules its markup uses; once the app runs it loads the whole stylesheet', async ({ page, loginAs }) => {
    const inlineLength = async () => (await page.locator('head style').first().textContent())!.length
    const aboutLooks = () =>
      page.locator('main h1').evaluate((h1) => {
        const style = getComputedStyle(h1)
        return [style.fontSize, style.fontWeight, style.marginBottom, getComputedStyle(h1.closest('main')!.firstElementChild!).maxWidth]
      })
    await load(page, '/sobre-nosotros', { hydrates: false })
    expect(await inlineLength()).toBeLessThan(20 * KB)
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0)
    const served = await aboutLooks()

    await loginAs({ role: 'constructor' })
    await load(page, '/perfil')
    expect(await inlineLength()).toBeLessThan(20 * KB)
    await expect(page.locator('link[rel="stylesheet"][href^="/build/css-bundle"]')).toHaveCount(1)
    // The app renders the about page itself, with rules the workspace page's document did not carry.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nosotros' }).click()
    await expect(page).toHaveURL(/\/sobre-nosotros$/)
    expect(await aboutLooks()).toEqual(served)
  })
})
