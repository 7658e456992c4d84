import { TEST_PASSWORD } from '../setup/factories'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from './fixtures'

test.describe('plans and the upgrade', () => {
  test('a visitor signs in from /upgrade, comes back, upgrades and lands on the profile as Premium', async ({ page, loginAs }) => {
    const { user } = await loginAs({ plan: 'free' })
    await page.context().clearCookies()

    await page.goto('/upgrade')
    const premium = page.getByRole('region', { name: 'Plan Premium' })
    await expect(premium.getByText('Recomendado')).toBeVisible()
    await expect(premium.getByText('Por tiempo limitado - Promoción de lanzamiento')).toBeVisible()
    await premium.getByRole('button', { name: 'Actualizar a Premium' }).click()

    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fupgrade$/)
    await expect(page.getByRole('alert').filter({ hasText: 'Debes iniciar sesión para actualizar tu plan' })).toBeVisible()
    await page.getByLabel('Correo electrónico').fill(user.email)
    await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click()

    await expect(page).toHaveURL(/\/upgrade$/)
    await expect(page.getByRole('region', { name: 'Plan Gratuito' }).getByRole('button', { name: 'Plan Actual' })).toBeDisabled()
    const javaScript = test.info().project.use.javaScriptEnabled !== false
    // Before hydration the button is a plain post, which goes straight on to /perfil.
    if (javaScript) await expect(premium.locator('input[name="stay"]')).toBeAttached()
    await premium.getByRole('button', { name: 'Actualizar a Premium' }).click()

    const success = page.getByRole('status').filter({ hasText: 'Felicitaciones! Ahora tenés acceso a Premium' })
    await expect(success).toBeVisible()
    if (javaScript) {
      // The success stays on the plans page a moment, showing Premium as the current plan, then moves on.
      await expect(page).toHaveURL(/\/upgrade$/)
      await expect(premium.getByRole('button', { name: 'Plan Actual' })).toBeDisabled()
    }
    await expect(page).toHaveURL(/\/perfil$/, { timeout: 5000 })
    await expect(page.getByRole('region', { name: /Tu plan/ })).toContainText('Premium')
    await expect(page.getByRole('region', { name: /Tu plan/ })).toContainText(/Tenés Premium desde el \d{1,2} de \w+ de \d{4}/)
  })

  test('the plans page lists what each plan includes and leaves out, without "-1" anywhere', async ({ page }) => {
    await page.goto('/upgrade')
    await expect(page).toHaveTitle('Planes | RedObra')
    const free = page.getByRole('region', { name: 'Plan Gratuito' })
    await expect(free).toContainText('$0/mes')
    await expect(free).toContainText('Hasta 3 proveedores favoritos')
    await expect(free).toContainText('Publicaciones en hasta 2 subrubros')
    await expect(free.getByRole('listitem').filter({ hasText: 'Soporte prioritario' })).toContainText('No incluye:')
    await expect(page.getByRole('region', { name: 'Plan Premium' })).toContainText('Soporte prioritario 24/7')
    await expect(page.getByText('Podés cancelar la suscripción cuando quieras desde tu perfil.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Escribinos', exact: true })).toHaveAttribute('href', '/contacto')
    await expect(page.locator('main')).not.toContainText('-1')
    await expectNoAxeViolations(page)
  })

  test('a premium account sees Premium as its plan; the pages fit a 360 px phone', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await loginAs({ plan: 'premium' })
    await page.goto('/upgrade')
    await expect(page.getByRole('region', { name: 'Plan Premium' }).getByRole('button', { name: 'Plan Actual' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Actualizar a Premium' })).toHaveCount(0)
    await expectNoHorizontalScroll(page)
    await page.goto('/perfil')
    await expect(page).toHaveTitle('Mi Perfil | RedObra')
    await expect(page.getByRole('link', { name: 'Actualizar a Premium' })).toHaveCount(0)
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
  })

  test('the profile page asks a visitor to sign in first', async ({ page }) => {
    await page.goto('/perfil')
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fperfil$/)
  })
})
