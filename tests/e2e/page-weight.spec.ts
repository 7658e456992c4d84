import type { Page, Request } from '@playwright/test'
import { dbModules, expect, test } from './fixtures'

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
   * A signed-in member's workspace hydrates with React and Remix: today's figure for the profile
   * with a little room (the goal, 130 KB gzip, is not met yet; see docs/decisions/012-first-paint.md).
   * 185 → 186 KB with the seller's tools for materials (state buttons, 'Precios a confirmar', the
   * grouped form), after taking the trade keywords and sector descriptions out of the browser;
   * 186 → 188 KB with the materials' photos (previews, order, removal) and the delivery places'
   * picker in the edit form: 190,370 bytes measured, 94 under the old line. 188 → 189 KB with the
   * modules several forms now share (the fields asked for alike, the icons, the schema-checked
   * form hook: four more small chunks, 52 → 56 scripts) and the photo descriptions without
   * JavaScript: 178,984 → 180,492 bytes of gzip bodies, 193,190 bytes measured with headers.
   */
  workspace: { jsBytes: 189 * KB },
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
  return { requests: requests.length, scripts: scripts.length, jsBytes, zod, renderBlocking }
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

  test('a workspace page hydrates within its budget', async ({ page, loginAs }) => {
    await loginAs({ role: 'proveedor' })
    const weight = await load(page, '/perfil')
    expect(weight.renderBlocking).toBe(0)
    expect(weight.jsBytes).toBeLessThanOrEqual(BUDGETS.workspace.jsBytes)
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
