import type { Page, Request } from '@playwright/test'
import { dbModules, expect, test } from './fixtures'

/**
 * What a page costs on a slow link, counted (not timed) on the real build in Chromium: the
 * requests it makes before it answers input, the JavaScript it downloads, and whether its first
 * paint waits for anything but the document. The goals and the Lighthouse figures behind them
 * are in docs/benchmarks.md; `npm run bench:lighthouse` measures the times.
 */
const KB = 1024
/** Pages with nothing to do in the browser: no script at all. */
const STATIC_PAGES = [
  '/terminosycondiciones',
  '/sobre-nosotros',
  '/como-ordenamos',
  '/para-proveedores',
  '/constructores',
  '/proveedores',
  '/no-existe',
]
const READING_PAGES = [
  '/',
  '/?q=ladrillo',
  '/mamposteria',
  '/mamposteria/corralones',
  '/mamposteria/zona/la-matanza',
  '/categorias',
  '/marketplace',
  '/proyectos-publicados',
]
const FORM_PAGES = ['/contacto', '/auth', '/cotiza-ia']

/** Today's figures with a little room: a new chunk or dependency that costs more must be looked at. */
const BUDGETS = {
  reading: { jsBytes: 115 * KB, requests: 33 },
  form: { jsBytes: 144 * KB, requests: 31 },
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
  let zod = false
  for (const script of scripts) {
    const response = await script.response()
    jsBytes += (await script.sizes()).responseBodySize
    if ((await response?.text())?.includes('ZodError')) zod = true
  }
  // Counted in the document as served: once the app runs, it adds the whole stylesheet itself.
  const renderBlocking = [
    ...head.matchAll(/<link\b[^>]*rel="(?:stylesheet|modulepreload)"|<script\b(?![^>]*\b(?:async|defer)\b)[^>]*\bsrc=/g),
  ].length
  return { requests: requests.length, jsBytes, zod, renderBlocking }
}

test.describe('page weight', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.use.javaScriptEnabled === false, 'what scripts cost is counted where scripts run')
  })

  for (const path of STATIC_PAGES) {
    test(`${path} is sent whole, without a script`, async ({ page }) => {
      const weight = await load(page, path, { hydrates: false })
      expect(weight).toEqual({ requests: 1, jsBytes: 0, zod: false, renderBlocking: 0 })
      // Styled all the same: the stylesheet came with the document.
      await expect(page.locator('header').first()).not.toHaveCSS('display', 'inline')
    })
  }

  for (const path of READING_PAGES) {
    test(`${path} paints from the document and loads its scripts within budget, without Zod`, async ({ page }) => {
      const weight = await load(page, path)
      expect(weight.renderBlocking, 'stylesheets or preloads the first paint would wait for').toBe(0)
      expect(weight.zod, 'Zod on a page without a form').toBe(false)
      expect(weight.jsBytes).toBeLessThanOrEqual(BUDGETS.reading.jsBytes)
      expect(weight.requests).toBeLessThanOrEqual(BUDGETS.reading.requests)
    })
  }

  for (const path of FORM_PAGES) {
    test(`${path} paints from the document and loads its scripts within budget`, async ({ page }) => {
      const weight = await load(page, path)
      expect(weight.renderBlocking).toBe(0)
      expect(weight.jsBytes).toBeLessThanOrEqual(BUDGETS.form.jsBytes)
      expect(weight.requests).toBeLessThanOrEqual(BUDGETS.form.requests)
    })
  }

  test('a material page, with a link to the message form but no form, carries no Zod', async ({ page }) => {
    const { db, schema, factories } = await dbModules()
    const { user } = factories.createAccount(db, { role: 'proveedor' })
    const material = db
      .insert(schema.materials)
      .values({ userId: user.id, title: 'Cemento de prueba', description: 'Bolsa 50 kg', priceCents: 1_000_000 })
      .returning()
      .get()
    expect((await load(page, `/detalleMaterial/${material.id}`)).zod).toBe(false)
    await expect(page.getByRole('link', { name: 'Enviar consulta' })).toBeVisible()
  })

  test('a document carries the rules its markup uses; once the app runs it loads the whole stylesheet', async ({ page }) => {
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

    await load(page, '/contacto')
    expect(await inlineLength()).toBeLessThan(20 * KB)
    await expect(page.locator('link[rel="stylesheet"][href^="/build/css-bundle"]')).toHaveCount(1)
    // The app renders the about page itself, with rules the contact page's document did not carry.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nosotros' }).click()
    await expect(page).toHaveURL(/\/sobre-nosotros$/)
    expect(await aboutLooks()).toEqual(served)
  })
})
