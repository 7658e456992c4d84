import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { buenosAiresToday } from '../../app/utils/verification'
import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from './fixtures'

const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** A listing of the signed-in provider, with `views` people's views today. */
async function listingWithViews(profileId: number, businessName: string, views: number) {
  const { db, factories } = await dbModules()
  const { recordListingEvents } = await import('../../app/models/listing-events.server')
  const listing = factories.createListing(db, { profileId, businessName })
  for (let i = 0; i < views; i++) {
    const viewerHash = `${listing.id}-${i}`.padEnd(43, 'x')
    recordListingEvents(db, {
      listingIds: [listing.id],
      kind: 'view',
      day: buenosAiresToday(),
      viewerHash,
      addressHash: viewerHash,
      viewerUserId: null,
    })
  }
  return listing
}

async function openStatistics(page: import('@playwright/test').Page) {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/perfil')
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page, 'nav[aria-label="Secciones del perfil"] a')
  await page.getByRole('navigation', { name: 'Secciones del perfil' }).getByRole('link', { name: 'Estadísticas' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Estadísticas' })).toBeVisible()
}

test.describe("the 'Estadísticas' tab", () => {
  test('a premium provider sees the weekly chart and its table, and downloads the CSV', async ({ page, loginAs }) => {
    test.setTimeout(60_000)
    const { profile } = await loginAs({ plan: 'premium', businessName: 'Techos Premium' })
    await listingWithViews(profile.id, 'Techos Premium Palermo', 4)
    await openStatistics(page)

    const totals = page.getByRole('table', { name: /^Totales/ })
    await expect(totals.getByRole('row', { name: /Visitas al perfil/ }).getByRole('cell')).toHaveText(['4'])
    const chart = page.getByRole('img', { name: /Visitas al perfil, por semana/ })
    await expect(chart).toBeVisible()
    const box = await chart.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(360)
    const weeks = page.getByRole('table', { name: 'Visitas al perfil', exact: true })
    await expect(weeks.getByRole('row')).toHaveCount(13)
    await expect(weeks.getByRole('row').last().getByRole('cell')).toHaveText(['4'])
    await expect(page.getByText('Las visitas sin JavaScript no se cuentan.')).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar CSV' }).click()])
    expect(download.suggestedFilename()).toBe('estadisticas-redobra.csv')
    const csv = fs.readFileSync((await download.path())!, 'utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv).toContain('Semana (lunes);Hasta (domingo);Servicio;Visitas al perfil')
    expect(csv).toMatch(/;Todos los servicios;4;0;0;0;/)
  })

  test('a free provider sees its 30-day totals and the premium pitch', async ({ page, loginAs }) => {
    const { profile } = await loginAs({ plan: 'free', businessName: 'Techos Gratis' })
    await listingWithViews(profile.id, 'Techos Gratis Caballito', 2)
    await openStatistics(page)
    await expect(
      page
        .getByRole('table', { name: /^Totales/ })
        .getByRole('row', { name: /Visitas al perfil/ })
        .getByRole('cell'),
    ).toHaveText(['2'])
    await expect(page.getByRole('heading', { name: 'Estadísticas detalladas con Premium' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Actualizar a Premium' }).last()).toHaveAttribute('href', '/upgrade')
    await expect(page.getByRole('img', { name: /por semana/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Descargar CSV' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
  })

  test('a builder has no statistics tab', async ({ page, loginAs }) => {
    await loginAs({ role: 'constructor' })
    await page.goto('/perfil')
    await expect(page.getByRole('navigation', { name: 'Secciones del perfil' }).getByRole('link', { name: 'Estadísticas' })).toHaveCount(0)
    await page.goto('/perfil?tab=estadisticas')
    await expect(page.getByText('Las estadísticas son solo para cuentas de proveedor.')).toBeVisible()
  })
})

test.describe('counting a visit', () => {
  // Headless Chromium names itself in its user agent and would be taken for a bot.
  test.use({ userAgent: CHROME })

  test('a visit to a provider page counts once a day with JavaScript, and not without it', async ({ page }, testInfo) => {
    const { db, factories } = await dbModules()
    const owner = factories.createAccount(db, { plan: 'premium' })
    const listing = factories.createListing(db, { profileId: owner.profile.id })
    const views = () =>
      db.get<{ n: number }>(sql`SELECT count(*) AS n FROM listing_events WHERE listing_id = ${listing.id} AND kind = 'view'`).n
    const counted = testInfo.project.use.javaScriptEnabled === false ? 0 : 1

    await page.goto(`/proveedor/${listing.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (counted) await waitForHydration(page)
    await expect.poll(views).toBe(counted)
    await page.reload()
    if (counted) await waitForHydration(page)
    await page.waitForTimeout(300)
    expect(views()).toBe(counted)
  })
})
