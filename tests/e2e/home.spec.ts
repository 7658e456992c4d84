import { SECTORS } from '../../app/taxonomy'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from './fixtures'
import { JS_TAG } from './projects'

const SEARCH_PLACEHOLDER = 'Buscar proveedores de materiales, contratistas y servicios de obra..'

test.describe('home page', () => {
  test('shows every block of the spec', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/RedObra/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/)

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const search = page.getByRole('search')
    await expect(search.getByLabel('¿Qué necesitás para tu obra?')).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER)
    await expect(search.getByRole('button', { name: 'Buscar' })).toBeVisible()

    for (const sector of SECTORS) {
      await expect(page.getByRole('link', { name: sector.title, exact: true }).first()).toHaveAttribute('href', `/${sector.slug}`)
    }
    await expect(page.getByRole('link', { name: 'Ver todas las categorías' })).toHaveAttribute('href', '/categorias')

    await expect(page.getByRole('heading', { name: /verificad/i })).toBeVisible()
    await expect(page.getByText(/CUIT/).first()).toBeVisible()

    const signUpLinks = page.locator('main a[href="/auth?register=true"]')
    await expect(signUpLinks).toHaveCount(2)

    const faq = page.locator('main details')
    await expect(faq).toHaveCount(6)
    await expect(page.getByText(/sin registr/i).first()).toBeAttached()
  })

  test('a FAQ answer opens with a click, without any script', async ({ page }) => {
    await page.goto('/')
    const first = page.locator('main details').first()
    const answer = first.locator(':scope > :not(summary)').first()
    await expect(answer).toBeHidden()
    await first.locator('summary').click()
    await expect(answer).toBeVisible()
  })

  test('the search bar is a GET form that keeps the typed term', async ({ page }) => {
    await page.goto('/')
    const box = page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?')
    await box.fill('ladrillos huecos')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/\?q=ladrillos(\+|%20)huecos/)
    await expect(page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?')).toHaveValue('ladrillos huecos')
  })

  test('a term typed before the script arrives survives hydration', { tag: JS_TAG }, async ({ page }) => {
    test.skip(test.info().project.use.javaScriptEnabled === false, 'hydration needs JavaScript')
    // A slow phone: the page is usable while its scripts are still on the way.
    let release!: () => void
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/build/**', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    const box = page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?')
    await box.fill('ladrillos huecos')
    release()
    await waitForHydration(page, '#buscar')
    await expect(box).toHaveValue('ladrillos huecos')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/\?q=ladrillos(\+|%20)huecos/)
  })

  test('header and footer carry the visitor links', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    for (const [name, href] of [
      ['Ingresar', '/auth'],
      ['Registrarse', '/auth?register=true'],
      ['Materiales', '/marketplace'],
      ['Constructores', '/constructores'],
      ['Proveedores', '/para-proveedores'],
    ]) {
      await expect(header.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href!)
    }
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('© 2025')
    await expect(footer).toContainText('Buenos Aires')
    for (const href of ['/', '/marketplace', '/contacto', '/sobre-nosotros', '/auth', '/auth?register=true']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached()
    }
    await expect(footer.locator('a[href^="https://wa.me/"]')).toBeAttached()
  })

  test('a signed-in user gets no sign-up cards, and the footer gives the profile and publishing instead of signing in', async ({
    page,
    loginAs,
  }) => {
    await loginAs({ role: 'constructor' })
    await page.goto('/')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Sumate a RedObra' })).toHaveCount(0)
    await expect(main.getByRole('link', { name: /^Crear cuenta/ })).toHaveCount(0)
    await expect(main.locator('a[href^="/auth"]')).toHaveCount(0)
    const footer = page.getByRole('contentinfo')
    for (const href of ['/', '/marketplace', '/contacto', '/sobre-nosotros', '/perfil', '/publicar-servicio']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer.locator('a[href^="/auth"]')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await footer.getByRole('link', { name: 'Mi Perfil' }).click()
    await expect(page).toHaveURL(/\/perfil$/)
  })

  test('a visitor gets the sign-up cards and a footer without the profile links', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('main').getByRole('link', { name: /^Crear cuenta/ })).toHaveCount(2)
    const footer = page.getByRole('contentinfo')
    await expect(footer.locator('a[href="/perfil"], a[href="/publicar-servicio"]')).toHaveCount(0)
  })

  test('links the quote assistant where a builder looks for prices', async ({ page }) => {
    await page.goto('/')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Cotizá con IA/ })
      .click()
    await expect(page).toHaveURL(/\/cotiza-ia$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cotizá con IA' })).toBeVisible()
  })

  test('the Explorar menu opens and lists its three links', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await header.getByText('Explorar', { exact: true }).first().click()
    for (const [name, href] of [
      ['Proyectos publicados', '/proyectos-publicados'],
      ['Quienes Somos', '/sobre-nosotros'],
      ['Contacto', '/contacto'],
    ]) {
      await expect(header.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href!)
    }
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/')
    await expectNoAxeViolations(page)
  })
})

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('the home page fits and the mobile menu opens', async ({ page }) => {
    await page.goto('/')
    await expectNoHorizontalScroll(page)
    const header = page.getByRole('banner')
    await header.getByText('Menú', { exact: true }).click()
    const ingresar = header.getByRole('link', { name: 'Ingresar', exact: true })
    await expect(ingresar.first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the category overview and the not-found page fit', async ({ page }) => {
    await page.goto('/categorias')
    await expectNoHorizontalScroll(page)
    await page.goto('/esta-pagina-no-existe')
    await expectNoHorizontalScroll(page)
  })
})
