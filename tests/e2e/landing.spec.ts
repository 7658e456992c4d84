import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from './fixtures'

const LANDINGS = [
  {
    path: '/constructores',
    title: /Constructores/,
    benefits: [
      'Nuevas cadenas de valor',
      'Conexión directa con obras y profesionales',
      'Gestión profesional de proyectos',
      'Reputación y confianza',
    ],
    extra: null,
  },
  {
    path: '/para-proveedores',
    title: /Proveedores/,
    benefits: ['Ampliá tu red comercial', 'Conexión directa con obras', 'Más visibilidad', 'Reputación y confianza'],
    extra: 'No dependas del boca a boca',
  },
]

for (const landing of LANDINGS) {
  test.describe(`landing ${landing.path}`, () => {
    test('renders the hero, the four benefits, the pictures and the sign-up calls', async ({ page }) => {
      await page.goto(landing.path)
      await expect(page).toHaveTitle(landing.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /RedObra/)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('SUMATE al Ecosistema')
      const joins = main.getByRole('link', { name: 'Quiero sumarme' })
      expect(await joins.count()).toBeGreaterThanOrEqual(3)
      for (const link of await joins.all()) await expect(link).toHaveAttribute('href', '/auth?register=true')
      const benefits = main.getByRole('region', { name: /¿Por qué sumarte/ }).getByRole('listitem')
      await expect(benefits).toHaveCount(4)
      for (const [i, title] of landing.benefits.entries()) {
        await expect(benefits.nth(i).getByRole('heading', { level: 3 })).toHaveText(title)
      }
      if (landing.extra) await expect(main.getByRole('heading', { level: 2, name: landing.extra })).toBeVisible()
      // The drawings are served, light and described.
      const images = main.getByRole('img')
      expect(await images.count()).toBeGreaterThanOrEqual(3)
      for (const src of await images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).getAttribute('src')))) {
        const response = await page.request.get(src!)
        expect(response.status()).toBe(200)
        expect(response.headers()['content-type']).toContain('image/svg+xml')
        expect((await response.body()).byteLength).toBeLessThan(4 * 1024)
      }
      await expectNoAxeViolations(page)
      await page.setViewportSize({ width: 360, height: 800 })
      await expectNoHorizontalScroll(page)
    })

    test('"Más información" moves to the section about why to join', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 700 })
      await page.goto(landing.path)
      const why = page.getByRole('region', { name: /¿Por qué sumarte/ })
      await expect(why).not.toBeInViewport()
      await page.getByRole('link', { name: 'Más información' }).click()
      await expect(page).toHaveURL(new RegExp(`${landing.path}#por-que-sumarte$`))
      await expect(why).toBeInViewport()
    })
  })
}

test('the visitor header links to both landings; a signed-in header does not', async ({ page, loginAs }) => {
  await page.goto('/')
  const header = page.getByRole('banner').getByRole('navigation', { name: 'Principal' })
  await expect(header.getByRole('link', { name: 'Proveedores', exact: true })).toHaveAttribute('href', '/para-proveedores')
  await expect(header.getByRole('link', { name: 'Constructores', exact: true })).toHaveAttribute('href', '/constructores')
  await loginAs()
  await page.goto('/')
  await expect(page.getByRole('banner').locator('a[href="/para-proveedores"]')).toHaveCount(0)
})

test.describe('about page', () => {
  test('tells the mission and the story, with "Conocé más" to the home page', async ({ page }) => {
    await page.goto('/sobre-nosotros')
    await expect(page).toHaveTitle(/Sobre Nosotros/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /constructora/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Sobre Nosotros' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Nuestra misión' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Por qué lo hicimos' })).toBeVisible()
    await expect(main.getByText(/constructora mediana de Buenos Aires/)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await expectNoHorizontalScroll(page)
    await main.getByRole('link', { name: 'Conocé más' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test("the builders' landing links the quote assistant", async ({ page }) => {
  await page.goto('/constructores')
  await page
    .getByRole('main')
    .getByRole('link', { name: /Cotizá con IA/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/cotiza-ia$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Cotizá con IA' })).toBeVisible()
})
