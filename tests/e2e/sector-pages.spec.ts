import type { Page } from '@playwright/test'
import { SEARCH_PAGE_SIZE } from '../../app/constants'
import { SECTORS, ZONES, type Zone } from '../../app/taxonomy'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from './fixtures'
import { JS_TAG } from './projects'

const LINE = 'Entra al área que necesitas y encuentra tu proveedor'
const SERVICE_EMPTY = 'No hay proveedores disponibles para este servicio.'
const DIVISION_EMPTY = 'No hay proveedores para esta división.'
const SECTION_EMPTY = 'No hay proveedores en esta sección.'

type Section = { sector: string; subsector: string; division?: string; name: string; path: string }

/** Every subsector and division of the taxonomy, with its own page's path. */
const SECTIONS: Section[] = SECTORS.flatMap((sector) =>
  sector.subsectors.flatMap((subsector) => [
    { sector: sector.slug, subsector: subsector.slug, name: subsector.name, path: `/${sector.slug}/${subsector.slug}` },
    ...subsector.divisions.map((division) => ({
      sector: sector.slug,
      subsector: subsector.slug,
      division: division.slug,
      name: division.name,
      path: `/${sector.slug}/${subsector.slug}/${division.slug}`,
    })),
  ]),
)

/** How many active providers a section has, read from the database the server uses (opened only once it runs). */
async function countProviders(section: Section, zones: Zone[] = []) {
  const { db } = await import('../../app/server/db.server')
  const { findListings } = await import('../../app/models/listings.server')
  const filter = { sectorSlug: section.sector, subsectorSlug: section.subsector, divisionSlug: section.division, zones }
  return findListings(db, filter, { pageSize: 1 }).total
}

/** The first section matching `pick`, with a zone where it has no provider, or throws. */
async function emptyInSomeZone(pick: (section: Section) => boolean) {
  for (const section of SECTIONS.filter(pick)) {
    for (const zone of ZONES) if ((await countProviders(section, [zone])) === 0) return { section, zone }
  }
  throw new Error('the demo data has no empty section')
}

const MAQUINARIA: Section = {
  sector: 'vial',
  subsector: 'alquiler-de-maquinaria',
  name: 'Alquiler de maquinaria',
  path: '/vial/alquiler-de-maquinaria',
}

/** Tops a service up to more providers than one page holds (the demo data has a few per service); returns the total. */
async function fillBeyondOnePage(section: Section) {
  const { db } = await import('../../app/server/db.server')
  const { createListing } = await import('../setup/factories')
  const wanted = SEARCH_PAGE_SIZE + 6
  for (let n = await countProviders(section); n < wanted; n++) {
    createListing(db, {
      businessName: `Máquinas Alquiladas ${n}`,
      description: 'Retroexcavadoras, minicargadoras y grúas con operador.',
      sectorSlug: section.sector,
      subsectorSlug: section.subsector,
      zona: 'GBA Oeste',
      localidad: 'Morón',
    })
  }
  return countProviders(section)
}

function accordion(page: Page, name: string) {
  return page.locator('details').filter({ has: page.locator(':scope > summary', { hasText: new RegExp(`^${name}$`) }) })
}

const cards = (scope: ReturnType<Page['locator']>) => scope.getByRole('article')

test.describe('sector pages', () => {
  test('each of the twelve sectors answers 200 with its heading and the line', async ({ request }) => {
    for (const sector of SECTORS) {
      const response = await request.get(`/${sector.slug}`)
      expect(response.status(), sector.slug).toBe(200)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<h1[^>]*>${sector.pageTitle}</h1>`))
      expect(html).toContain(`>${LINE}</p>`)
      expect(html).toContain(`<title>${sector.pageTitle} | RedObra</title>`)
    }
  })

  test('the combined page: its title, the line, the way back and meta tags that point at the canonical URL', async ({ page, baseURL }) => {
    await page.goto('/servicios-especiales?zona=CABA')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ascensores, Blindajes, Piletas, Créditos y Sueldos')
    await expect(page.getByText(LINE, { exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/')
    await expect(page).toHaveTitle('Ascensores, Blindajes, Piletas, Créditos y Sueldos | RedObra')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/servicios-especiales`)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/servicios-especiales`)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
  })

  test('a slug that is no sector, subsector or division answers 404', async ({ page }) => {
    for (const path of [
      '/no-es-un-rubro',
      '/instalaciones/no-es-un-servicio',
      '/preliminares/arquitectos',
      '/instalaciones/electricidad/algo',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible()
    }
  })

  test('sectors with divisions nest them; the others list services flat', async ({ page }) => {
    await page.goto('/preliminares')
    const subsector = accordion(page, 'Empresas y profesionales')
    await subsector.locator(':scope > summary').click()
    await expect(subsector.getByRole('link', { name: 'Ver proveedores de Empresas y profesionales' })).toHaveAttribute(
      'href',
      '/preliminares/empresas-y-profesionales',
    )
    await expect(subsector.locator('details > summary')).toHaveText(SECTORS[0]!.subsectors[0]!.divisions.map((d) => d.name))

    await page.goto('/movimientos-suelo')
    await expect(page.locator('main details details')).toHaveCount(0)
    await expect(page.locator('main details > summary')).toHaveCount(SECTORS[1]!.subsectors.length)
  })

  test('an accordion leads to the service page, which lists its providers', async ({ page }) => {
    await page.goto('/instalaciones')
    const electricidad = accordion(page, 'Electricidad')
    const link = electricidad.getByRole('link', { name: 'Ver proveedores de Electricidad' })
    await expect(link).toBeHidden()
    await electricidad.locator(':scope > summary').click()
    await link.click()
    await expect(page).toHaveURL(/\/instalaciones\/electricidad$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electricidad')
    await expect(cards(page.getByRole('main')).first()).toBeVisible()
  })

  test('a subsector page lists every provider server-side, a page at a time', async ({ page, baseURL }) => {
    const section = MAQUINARIA
    await fillBeyondOnePage(section)
    await page.goto(section.path)
    const main = page.getByRole('main')
    await expect(cards(main)).toHaveCount(SEARCH_PAGE_SIZE)
    // Read from the page: the other project may be topping the same service up at the same time.
    const total = Number((await main.getByText(/^\d+ proveedores$/).textContent())!.split(' ')[0])
    expect(total).toBeGreaterThan(SEARCH_PAGE_SIZE)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${section.path}`)
    await expect(page).toHaveTitle(new RegExp(`^${section.name} – .+ \\| RedObra$`))

    await main.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Siguiente' }).click()
    await expect(page).toHaveURL(`${section.path}?page=2`)
    await expect(cards(main)).toHaveCount(Math.min(SEARCH_PAGE_SIZE, total - SEARCH_PAGE_SIZE))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${section.path}?page=2`)
    await expect(page).toHaveTitle(/\(página 2\)/)
    await expect(main.getByRole('link', { name: 'Anterior' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a division page lists its providers under a breadcrumb back to the sector', async ({ page }) => {
    await page.goto('/preliminares/empresas-y-profesionales/arquitectos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arquitectos y estudios')
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' })
    await expect(breadcrumb.getByRole('link', { name: 'Preliminares' })).toHaveAttribute('href', '/preliminares')
    await expect(breadcrumb.getByRole('link', { name: 'Empresas y profesionales' })).toHaveAttribute(
      'href',
      '/preliminares/empresas-y-profesionales',
    )
    const main = page.getByRole('main')
    await expect(cards(main).first()).toBeVisible()
    for (const badge of await main.getByRole('list', { name: 'Rubro' }).all()) await expect(badge).toContainText('Arquitectos y estudios')
  })

  test('the zone filter applies only on Aplicar, reaches the own pages, and Limpiar clears it', async ({ page }) => {
    await page.goto('/instalaciones')
    const caba = page.getByRole('checkbox', { name: 'CABA', exact: true })
    await expect(page.getByRole('checkbox', { name: 'GBA NORTE' })).toBeVisible()
    await caba.check()
    await page.waitForTimeout(300)
    await expect(page).toHaveURL(/\/instalaciones$/)

    await page.getByRole('button', { name: 'Aplicar' }).click()
    await expect(page).toHaveURL(/\/instalaciones\?zona=CABA$/)
    await expect(caba).toBeChecked()
    const electricidad = accordion(page, 'Electricidad')
    await electricidad.locator(':scope > summary').click()
    const link = electricidad.getByRole('link', { name: 'Ver proveedores de Electricidad' })
    await expect(link).toHaveAttribute('href', '/instalaciones/electricidad?zona=CABA')

    await link.click()
    await expect(page).toHaveURL(/\/instalaciones\/electricidad\?zona=CABA$/)
    await expect(page.getByRole('checkbox', { name: 'CABA', exact: true })).toBeChecked()
    for (const card of await cards(page.getByRole('main')).all()) await expect(card).toContainText(', CABA')

    await page.getByRole('link', { name: 'Limpiar' }).click()
    await expect(page).toHaveURL(/\/instalaciones\/electricidad$/)
    await expect(page.getByRole('checkbox', { name: 'CABA', exact: true })).not.toBeChecked()
  })

  test('empty sections say so', { tag: JS_TAG }, async ({ page, javaScriptEnabled }) => {
    const service = await emptyInSomeZone((s) => !s.division && SECTORS.find((sector) => sector.slug === s.sector)!.usesDivisions === false)
    await page.goto(`${service.section.path}?zona=${encodeURIComponent(service.zone)}`)
    await expect(page.getByText(SECTION_EMPTY, { exact: true })).toBeVisible()
    await expect(cards(page.getByRole('main'))).toHaveCount(0)
    if (!javaScriptEnabled) return

    await page.goto(`/${service.section.sector}?zona=${encodeURIComponent(service.zone)}`)
    const item = accordion(page, service.section.name)
    await item.locator(':scope > summary').click()
    await expect(item.getByText(SERVICE_EMPTY, { exact: true })).toBeVisible()

    const division = await emptyInSomeZone((s) => Boolean(s.division))
    const subsectorName = SECTORS.find((s) => s.slug === division.section.sector)!.subsectors.find(
      (s) => s.slug === division.section.subsector,
    )!.name
    await page.goto(`/${division.section.sector}?zona=${encodeURIComponent(division.zone)}`)
    await accordion(page, subsectorName).locator(':scope > summary').click()
    const divisionItem = accordion(page, division.section.name)
    await divisionItem.locator(':scope > summary').click()
    await expect(divisionItem.getByText(DIVISION_EMPTY, { exact: true })).toBeVisible()
  })

  test('sector and subsector pages pass axe and fit 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/preliminares')
    const subsector = accordion(page, 'Empresas y profesionales')
    await subsector.locator(':scope > summary').click()
    const division = accordion(page, 'Arquitectos y estudios')
    await division.locator(':scope > summary').click()
    await expect(division.getByRole('link', { name: 'Ver proveedores de Arquitectos y estudios' })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)

    await page.goto('/instalaciones/electricidad?zona=CABA&zona=GBA+Norte')
    await expect(cards(page.getByRole('main')).first()).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
  })
})

test.describe('sector page accordions with JavaScript', { tag: JS_TAG }, () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'loading on open needs JavaScript; without it an accordion holds the link')

  test('opening an accordion loads its providers once and keeps them', async ({ page }) => {
    const loads: string[] = []
    page.on('request', (request) => {
      // The section's own page, fetched by the enhancement: once, however often the accordion opens.
      if (new URL(request.url()).pathname === '/instalaciones/electricidad') loads.push(request.url())
    })
    await page.goto('/instalaciones')
    const electricidad = accordion(page, 'Electricidad')
    const summary = electricidad.locator(':scope > summary')
    await summary.click()
    await expect(cards(electricidad).first()).toBeVisible()
    const shown = await cards(electricidad).count()
    expect(shown).toBeLessThanOrEqual(SEARCH_PAGE_SIZE)
    await expect(electricidad.getByRole('status')).toHaveText(/\d+ proveedores?/)

    await summary.click()
    await expect(cards(electricidad).first()).toBeHidden()
    await summary.click()
    await expect(cards(electricidad)).toHaveCount(shown)
    expect(loads).toHaveLength(1)
  })

  test('a service with more providers than a page offers "Ver todos"', async ({ page }) => {
    await fillBeyondOnePage(MAQUINARIA)
    await page.goto('/vial')
    const item = accordion(page, MAQUINARIA.name)
    await item.locator(':scope > summary').click()
    await expect(cards(item)).toHaveCount(SEARCH_PAGE_SIZE)
    await expect(item.getByRole('link', { name: /^Ver todos/ })).toHaveAttribute('href', MAQUINARIA.path)
  })
})

test.describe('search engines', () => {
  test('the sitemap lists the directory and provider pages; robots.txt points to it', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/)
    expect(sitemap.headers()['x-content-type-options']).toBe('nosniff')
    expect(sitemap.headers()['content-security-policy']).toContain("default-src 'self'")
    const xml = await sitemap.text()
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/)
    for (const path of [
      '/',
      '/categorias',
      '/proveedores',
      '/instalaciones',
      '/instalaciones/electricidad',
      '/preliminares/empresas-y-profesionales/arquitectos',
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
    }
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/proveedor/\\d+</loc>`))
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/perfilDeProveedorActivo/\\d+</loc>`))

    const robots = await request.get('/robots.txt')
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
    const rules = await robots.text()
    expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    for (const path of ['/auth', '/cuenta', '/perfil', '/uploads']) expect(rules).toContain(`Disallow: ${path}\n`)
  })

  test('the health check answers ok with the security headers', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(await response.text()).toBe('ok')
    expect(response.headers()['x-frame-options']).toBe('DENY')
  })
})
