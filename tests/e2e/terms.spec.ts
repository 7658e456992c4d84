import { TERMS_UPDATED_AT } from '../../app/constants'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from './fixtures'

const SECTION_TITLES = [
  'Objeto',
  'Registro de usuarios',
  'Publicación de contenidos',
  'Uso de la plataforma',
  'Limitación de responsabilidad',
  'Propiedad intelectual',
  'Privacidad y datos personales',
  'Modificaciones',
  'Suspensión o baja',
  'Ley aplicable y jurisdicción',
  'Aceptación',
]

test.describe('terms page', () => {
  test('shows the title, the date and the eleven numbered sections in order', async ({ page }) => {
    const response = await page.goto('/terminosycondiciones')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Términos y Condiciones | RedObra')

    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Términos y Condiciones')
    await expect(main.getByText(`Última actualización: ${TERMS_UPDATED_AT}`)).toBeVisible()
    expect(TERMS_UPDATED_AT).toBe('3/09/2025')

    const sectionHeadings = main.locator('section > h2')
    await expect(sectionHeadings).toHaveText(SECTION_TITLES.map((title, index) => `${index + 1}. ${title}`))
    for (const [index, title] of SECTION_TITLES.entries()) {
      await expect(main.getByRole('region', { name: `${index + 1}. ${title}` })).toBeVisible()
    }

    await expect(main.getByText(/Ley 25\.326 de Protección de los Datos Personales/)).toBeVisible()
    await expect(main.getByText(/Agencia de Acceso a la Información Pública/)).toBeVisible()
    await expect(main.getByText(/tribunales ordinarios de la Ciudad Autónoma de Buenos Aires/)).toBeVisible()
    await expect(main.getByText(/no es una empresa constructora/)).toBeVisible()
    await expect(main.getByText(/«Aceptar»/)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the index links to every section on the page', async ({ page }) => {
    await page.goto('/terminosycondiciones')
    const index = page.getByRole('navigation', { name: 'Índice' })
    const links = index.getByRole('link')
    await expect(links).toHaveText(SECTION_TITLES)

    for (const [position, title] of SECTION_TITLES.entries()) {
      const href = await links.nth(position).getAttribute('href')
      expect(href).toMatch(/^#[a-z-]+$/)
      const target = page.locator(href!)
      await expect(target).toHaveCount(1)
      await expect(target.getByRole('heading', { level: 2 })).toHaveText(`${position + 1}. ${title}`)
    }

    const link = index.getByRole('link', { name: 'Ley aplicable y jurisdicción' })
    await link.click()
    await expect(page).toHaveURL(/\/terminosycondiciones#ley-aplicable-y-jurisdiccion$/)
    await expect(page.getByRole('heading', { name: '10. Ley aplicable y jurisdicción' })).toBeInViewport()
  })

  test('fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/terminosycondiciones')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
  })
})
