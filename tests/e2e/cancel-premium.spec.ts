import { expect, expectNoAxeViolations, expectNoHorizontalScroll, dbModules, test, toast, waitForFavoriteButtons } from './fixtures'

test.describe('cancelling Premium', () => {
  test('the profile cancels Premium after saying what changes; favourites above the limit stay and the limit says how many to remove', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const { user } = await loginAs({ plan: 'premium' })
    const { db, factories } = await dbModules()
    const { addFavorite } = await import('../../app/models/favorites.server')
    const kept = Array.from({ length: 4 }, () => factories.createListing(db))
    for (const listing of kept) addFavorite(db, { userId: user.id, listingId: listing.id })
    const another = factories.createListing(db, { businessName: 'Vidriería Norte' })
    const javaScript = test.info().project.use.javaScriptEnabled !== false

    await page.goto('/perfil')
    const plan = page.getByRole('region', { name: /Tu plan/ })
    await plan.getByRole(javaScript ? 'button' : 'link', { name: 'Cancelar Premium' }).click()
    const confirmation = javaScript ? page.getByRole('dialog', { name: '¿Cancelar Premium?' }) : page.locator('main')
    if (!javaScript) {
      await expect(page).toHaveURL(/\/perfil\/cancelar-premium$/)
      await expect(page).toHaveTitle('Cancelar Premium | RedObra')
    }
    await expect(confirmation).toContainText('Tu plan pasa a Gratuito en este momento.')
    await expect(confirmation).toContainText('Podés guardar hasta 3 proveedores favoritos (hoy tenés 4).')
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
    await confirmation.getByRole('button', { name: 'Sí, cancelar Premium' }).click()

    await expect(page).toHaveURL(/\/perfil$/)
    await expect(toast(page, 'Cancelaste Premium')).toBeVisible()
    await expect(plan).toContainText('Gratuito')
    await expect(plan).toContainText(
      'Tenés 4 proveedores favoritos y el plan Gratuito guarda hasta 3. Siguen visibles, pero para agregar uno nuevo tenés que quitar 2.',
    )
    await page.goto('/perfil?tab=favorites')
    await expect(page.getByRole('button', { name: /^Favorito: / })).toHaveCount(4)

    // Where the user tries to add one more, the limit says what to do.
    await page.goto(`/proveedor/${another.id}`)
    await waitForFavoriteButtons(page)
    await page.getByRole('button', { name: 'Agregar a favoritos: Vidriería Norte' }).click()
    const limit = javaScript ? page.getByRole('dialog') : page.locator('main')
    await expect(limit).toContainText('Llegaste al límite de favoritos')
    await expect(limit).toContainText('para agregar uno nuevo tenés que quitar 2')

    // Premium can come back from the plans page.
    await page.goto('/upgrade')
    await page.getByRole('region', { name: 'Plan Premium' }).getByRole('button', { name: 'Actualizar a Premium' }).click()
    await expect(page).toHaveURL(/\/perfil$/, { timeout: 5000 })
    await expect(plan).toContainText('Premium')
  })
})
