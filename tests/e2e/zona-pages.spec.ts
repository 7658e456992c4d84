import { ZONA_PLACES, getZona } from '../../app/taxonomy'
import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForHydration } from './fixtures'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A sector's zona page with no provider at all, read from the database the server uses. */
async function emptyZonaPage() {
  const { db } = await dbModules()
  const { findListings } = await import('../../app/models/listings.server')
  const { areaFilterOf } = await import('../../app/models/service-areas.server')
  for (const sector of ['vial', 'climatizacion', 'servicios-especiales']) {
    for (const place of ZONA_PLACES) {
      if (findListings(db, { sectorSlug: sector, area: areaFilterOf(getZona(place.slug)!) }, { pageSize: 1 }).total === 0) {
        return { sector, place }
      }
    }
  }
  throw new Error('every zona page has providers')
}

/** A new corralón in San Justo, La Matanza; its unique name. */
async function corralonInSanJusto(prefix: string) {
  const { db, factories } = await dbModules()
  const name = `${prefix} ${unique()}`
  factories.createListing(db, {
    businessName: name,
    sectorSlug: 'mamposteria',
    subsectorSlug: 'corralones',
    zona: 'GBA Oeste',
    localidad: 'San Justo',
  })
  return name
}

test.describe('sector × zona pages', () => {
  test("'Mampostería y Durlock en La Matanza', reached from the sector page, lists who works there", async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    const name = await corralonInSanJusto('Corralón Matancero')

    await page.goto('/mamposteria')
    await page.getByRole('navigation', { name: 'Mampostería y Durlock por zona' }).getByRole('link', { name: 'GBA Oeste' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mampostería y Durlock en GBA Oeste')
    await page
      .getByRole('navigation', { name: 'Mampostería y Durlock en GBA Oeste, por partido o barrio' })
      .getByRole('link', { name: 'La Matanza' })
      .click()

    await expect(page).toHaveURL(/\/mamposteria\/zona\/la-matanza$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mampostería y Durlock en La Matanza')
    await expect(page.getByText(/^\d+ proveedor(es)?$/)).toBeVisible()
    await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' })
    await expect(crumbs.getByRole('listitem')).toHaveText(['Inicio', 'Mampostería y Durlock', 'GBA Oeste', 'La Matanza'])
    await expect(page.getByRole('link', { name: 'Todo GBA Oeste' })).toHaveAttribute('href', '/mamposteria/zona/gba-oeste')
    // Asking for quotes from here starts the request in La Matanza.
    await expect(page.getByRole('link', { name: 'Pedir presupuestos' })).toHaveAttribute(
      'href',
      '/solicitudes/nueva?sector=mamposteria&zona=La+Matanza',
    )
    await expect(page).toHaveTitle(/^Mampostería y Durlock en La Matanza: \d+ proveedor(es)? \| RedObra$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Mampostería y Durlock en La Matanza/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/mamposteria\/zona\/la-matanza$/)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    // As served: the structured data is a data block the browser never runs (no nonce needed) and parses.
    const response = await request.get('/mamposteria/zona/la-matanza?page=1')
    const scripts = [...(await response.text()).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    expect(scripts).toHaveLength(2)
    const [breadcrumbs, list] = scripts.map((match) => JSON.parse(match[1]!))
    expect(breadcrumbs['@type']).toBe('BreadcrumbList')
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Inicio',
      'Mampostería y Durlock',
      'GBA Oeste',
      'La Matanza',
    ])
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Mampostería y Durlock en La Matanza' })
    expect(list.itemListElement.map((item: { position: number }) => item.position)).toEqual(
      list.itemListElement.map((_: unknown, i: number) => i + 1),
    )
    for (const item of list.itemListElement) expect(item.url).toMatch(/^https?:\/\/[^/]+\/proveedor\/\d+$/)
  })

  test("searching 'corralón en La Matanza' offers the page of corralones in La Matanza, with its providers", async ({ page }) => {
    const name = await corralonInSanJusto('Corralón Buscado')

    await page.goto('/')
    await page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?').fill('corralón en La Matanza')
    await page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?').press('Enter')
    await page.getByRole('link', { name: 'Corralones y materiales en La Matanza' }).click()
    await expect(page).toHaveURL(/\/mamposteria\/corralones\/zona\/la-matanza$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corralones y materiales en La Matanza')
    await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible()
  })

  test("searching the site for 'Mampostería y Durlock en La Matanza' lands on that page, with the demo's own providers", async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?').fill('Mampostería y Durlock en La Matanza')
    await page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?').press('Enter')
    await page.getByRole('link', { name: 'Mampostería y Durlock en La Matanza', exact: true }).click()
    await expect(page).toHaveURL(/\/mamposteria\/zona\/la-matanza$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mampostería y Durlock en La Matanza')
    await expect(page.getByText(/^\d+ proveedor(es)?$/)).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })

  test('a provider declaring La Matanza on /perfil then appears on its page', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    const name = `Durlock Flores ${unique()}`
    const { profile } = await loginAs({ businessName: name })
    const { db, factories } = await dbModules()
    factories.createListing(db, {
      profileId: profile.id,
      businessName: name,
      sectorSlug: 'mamposteria',
      subsectorSlug: 'corralones',
      zona: 'CABA',
      localidad: 'Flores',
    })

    await page.goto('/mamposteria/zona/la-matanza')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mampostería y Durlock en La Matanza')
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0)

    await page.goto('/perfil')
    await page.getByRole('navigation', { name: 'Secciones del perfil' }).getByRole('link', { name: 'Zonas de trabajo' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Zonas de trabajo' })).toBeVisible()
    if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page, 'main form')
    const caba = page.getByRole('group', { name: 'CABA' })
    await expect(caba.getByRole('checkbox', { name: 'Flores', exact: true })).toBeChecked()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    await page.getByRole('group', { name: 'GBA Oeste' }).getByRole('checkbox', { name: 'La Matanza' }).check()
    await page.getByRole('button', { name: 'Guardar zonas' }).click()
    await expect(toast(page, 'Guardamos las zonas donde trabajás')).toBeVisible()
    await expect(page.getByRole('group', { name: 'GBA Oeste' }).getByRole('checkbox', { name: 'La Matanza' })).toBeChecked()

    await page.goto('/mamposteria/zona/la-matanza')
    await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible()
  })

  test("'Todo GBA Norte' saves every partido of the zone, with or without JavaScript", async ({ page, loginAs }) => {
    await loginAs()
    await page.goto('/perfil?tab=zonas')
    if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page, 'main form')
    const norte = page.getByRole('group', { name: 'GBA Norte' })
    await norte.getByRole('checkbox', { name: 'Todo GBA Norte' }).check()
    await page.getByRole('button', { name: 'Guardar zonas' }).click()
    await expect(toast(page, 'Guardamos las zonas donde trabajás')).toBeVisible()
    for (const box of await norte.getByRole('checkbox').all()) {
      if ((await box.getAttribute('name')) === 'lugar') await expect(box).toBeChecked()
    }
    await expect(page.getByRole('group', { name: 'GBA Sur' }).getByRole('checkbox', { name: 'Quilmes' })).not.toBeChecked()
  })

  test('a page without providers answers 200, says so, points nearby and is noindex', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    const { sector, place } = await emptyZonaPage()
    const response = await page.goto(`/${sector}/zona/${place.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByText(/^Todavía no hay proveedores de .+ en /)).toContainText(place.name)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.getByRole('link', { name: /^Ver todos los proveedores de / })).toHaveAttribute('href', `/${sector}`)
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    const unknown = await request.get(`/${sector}/zona/atlantida`)
    expect(unknown.status()).toBe(404)
    expect(await unknown.text()).toContain('¡Ups! Página no encontrada')
  })
})
