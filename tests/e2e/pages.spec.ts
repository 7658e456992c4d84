import { SECTORS } from '../../app/taxonomy'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { SECTOR_DESCRIPTIONS } from '../../app/utils/sector-descriptions'

test.describe('category overview', () => {
  test('lists the twelve categories with title, description and link', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Ver todas las categorías' }).click()
    await expect(page).toHaveURL(/\/categorias$/)
    await expect(page).toHaveTitle(/Categorías/)
    const main = page.getByRole('main')
    for (const sector of SECTORS) {
      const link = main.getByRole('link', { name: sector.title, exact: true })
      await expect(link).toHaveAttribute('href', `/${sector.slug}`)
      await expect(main.getByText(SECTOR_DESCRIPTIONS[sector.slug]!)).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })
})

test.describe('not-found page', () => {
  test('answers 404 with the Spanish page and a way home', async ({ page }) => {
    const response = await page.goto('/esta/ruta/no-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page).toHaveTitle(/no encontrada/)
    await expectNoAxeViolations(page)
    await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
