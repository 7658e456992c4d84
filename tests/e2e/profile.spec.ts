import sharp from 'sharp'
import { TEST_PASSWORD } from '../setup/factories'
import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForFavoriteButtons } from './fixtures'

const TABS = ['Datos Personales', 'Servicios Publicados', 'Proveedores Preferidos', 'Feed de Proyectos', 'Publicar Cotización']

test.describe('the profile area', () => {
  test('every tab opens by its link, passes axe and fits 360 px', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await loginAs()
    await page.goto('/perfil')
    const tabs = page.getByRole('navigation', { name: 'Secciones del perfil' })
    for (const name of TABS) {
      await tabs.getByRole('link', { name }).click()
      await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
      await expectNoAxeViolations(page)
      await expectNoHorizontalScroll(page)
    }
    await expect(page.getByText('Función Exclusiva Premium')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Actualizar a Premium' }).last()).toHaveAttribute('href', '/upgrade')
    await page.goto('/perfil?tab=favorites')
    await expect(page.getByText('Todavía no guardaste proveedores preferidos.')).toBeVisible()
    await page.goto('/perfil?tab=projects')
    await expect(page.getByText('Todavía no publicaste proyectos.')).toBeVisible()
    await page.goto('/perfil?tab=inexistente')
    await expect(tabs.getByRole('link', { name: 'Datos Personales' })).toHaveAttribute('aria-current', 'page')
  })

  test("a premium account follows 'Publicar Cotización' from its tab to the request form", async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await loginAs({ role: 'constructor', plan: 'premium' })
    await page.goto('/perfil?tab=cotizaciones')
    const tabs = page.getByRole('navigation', { name: 'Secciones del perfil' })
    await expect(tabs.getByRole('link', { name: /Publicar Cotización/ })).toContainText('PREMIUM')
    await expect(page.getByText('Función Exclusiva Premium')).toHaveCount(0)
    await expect(page.getByText('Todavía no enviaste solicitudes de presupuesto.')).toBeVisible()
    await expect(page.getByLabel('Título')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    await page.getByRole('main').getByRole('link', { name: 'Publicar Cotización', exact: true }).click()
    await expect(page).toHaveURL(/\/solicitudes\/nueva$/)
    await expect(page.getByRole('heading', { name: 'Solicitud de presupuesto' })).toBeVisible()
  })

  test('edit and save the profile with a logo; the banner follows', async ({ page, loginAs }) => {
    const { user } = await loginAs({ businessName: 'Empresa sin datos' })
    await page.goto('/perfil')
    await expect(page.getByText('Completa los datos necesarios para estar verificado')).toBeVisible()
    await page.getByRole('link', { name: 'Editar' }).click()
    await expect(page).toHaveURL(/editar/)

    await page.getByLabel('Nombre de la empresa').fill('Techos del Oeste')
    await page.getByLabel('Persona de contacto').fill('Marta Gómez')
    await page.getByLabel('Teléfono').fill('(011) 15-2345-6789')
    await page.getByLabel('Dirección').fill('Rivadavia 5000, Caballito')
    await page.getByLabel('Descripción').fill('Techos de chapa y tejas.')
    await page.getByLabel('Sitio web').fill('techosdeloeste.com.ar')
    const logo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#1f3a5f' } })
      .png()
      .toBuffer()
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
    await page.getByRole('button', { name: 'Guardar' }).click()

    await expect(page).toHaveURL(/\/perfil\?tab=personal$/)
    await expect(toast(page, 'Los datos se guardaron correctamente')).toBeVisible()
    await expect(page.getByText('+54 9 11 2345-6789')).toBeVisible()
    await expect(page.getByRole('link', { name: 'techosdeloeste.com.ar' })).toHaveAttribute('href', 'https://techosdeloeste.com.ar')
    await expect(page.locator('img[src^="/uploads/logos/"]')).toBeVisible()
    await expect(page.getByText('RedObra verificará tu cuenta en cualquier momento')).toBeVisible()

    const { db, schema, eq } = await dbModules()
    db.update(schema.providerProfiles).set({ verified: true }).where(eq(schema.providerProfiles.userId, user.id)).run()
    await page.reload()
    await expect(page.getByText('Perfil Verificado')).toBeVisible()
  })

  test('logo files that are not images, too big or broken are refused next to the field; a JPEG is taken', async ({ page, loginAs }) => {
    await loginAs({ businessName: 'Logos a prueba' })
    const jpeg = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#f28a1b' } })
      .jpeg()
      .toBuffer()
    const refused = [
      { name: 'pagina.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><body>no soy una imagen</body></html>') },
      { name: 'dibujo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'cortada.jpg', mimeType: 'image/jpeg', buffer: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
      {
        name: 'enorme.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024)]),
      },
    ]
    for (const file of refused) {
      await page.goto('/perfil?tab=personal&editar')
      await page.getByLabel('Nombre de la empresa').fill('Logos a prueba SRL')
      await page.getByLabel('Logo').setInputFiles(file)
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(
        page.getByText(/Por favor selecciona una imagen válida|La imagen debe ser menor a 5MB|No pudimos leer la imagen/).first(),
        file.name,
      ).toBeVisible()
      await expect(page.getByLabel('Nombre de la empresa'), file.name).toHaveValue('Logos a prueba SRL')
      await expect(page.locator('img[src^="/uploads/logos/"]')).toHaveCount(0)
    }
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: jpeg })
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Los datos se guardaron correctamente')).toBeVisible()
    await expect(page.locator('img[src^="/uploads/logos/"]')).toBeVisible()
  })

  test('a wrong phone is answered next to the field and the typed values stay', async ({ page, loginAs }) => {
    await loginAs()
    await page.goto('/perfil?tab=personal&editar')
    await page.getByLabel('Persona de contacto').fill('Luis')
    await page.getByLabel('Teléfono').fill('1234')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('El teléfono no es válido. Escribilo con el código de área')).toBeVisible()
    await expect(page.getByLabel('Teléfono')).toHaveValue('1234')
    await expect(page.getByLabel('Persona de contacto')).toHaveValue('Luis')
    await expectNoAxeViolations(page)
  })

  test('delete an own service after confirming', async ({ page, loginAs }) => {
    const { profile } = await loginAs()
    const { db, factories } = await dbModules()
    factories.createListing(db, { profileId: profile.id, businessName: 'Servicio a borrar' })
    factories.createListing(db, { profileId: profile.id, businessName: 'Servicio pausado', isActive: false })
    await page.goto('/perfil?tab=services')
    await expect(page.getByText('Activo', { exact: true })).toBeVisible()
    await expect(page.getByText('Inactivo', { exact: true })).toBeVisible()

    const javaScript = test.info().project.use.javaScriptEnabled !== false
    if (javaScript) {
      await page.getByRole('button', { name: /^Eliminar Servicio a borrar/ }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoAxeViolations(page)
    } else {
      await page.getByRole('link', { name: /^Eliminar Servicio a borrar/ }).click()
      await expect(page.getByText('¿Eliminar «Servicio a borrar»')).toBeVisible()
    }
    await page.getByRole('button', { name: 'Sí, eliminar' }).click()
    await expect(toast(page, 'Servicio eliminado correctamente')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Servicio a borrar' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Servicio pausado' })).toBeVisible()
  })

  test('favourites are listed and one can be removed', async ({ page, loginAs }) => {
    const { user } = await loginAs()
    const { db, factories } = await dbModules()
    const { addFavorite } = await import('../../app/models/favorites.server')
    const claimedOwner = factories.createAccount(db)
    const claimed = factories.createListing(db, { profileId: claimedOwner.profile.id, businessName: 'Favorito reclamado' })
    const unclaimed = factories.createListing(db, { businessName: 'Favorito sin reclamar' })
    addFavorite(db, { userId: user.id, listingId: claimed.id })
    addFavorite(db, { userId: user.id, listingId: unclaimed.id })
    await page.goto('/perfil?tab=favorites')
    await expect(page.getByRole('heading', { name: 'Favorito reclamado' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Favorito sin reclamar' })).toBeVisible()
    await waitForFavoriteButtons(page)
    await page.getByRole('button', { name: 'Favorito: Favorito sin reclamar' }).click()
    // With JavaScript the list refreshes in place; without it the page reloads. Either way the card leaves.
    await expect(page.getByRole('status').filter({ hasText: 'Proveedor eliminado de favoritos' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Favorito sin reclamar' })).toHaveCount(0)
    await page.goto('/perfil?tab=favorites')
    await expect(page.getByRole('heading', { name: 'Favorito sin reclamar' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Favorito reclamado' })).toBeVisible()
  })

  test('own projects, public and private, with their dates', async ({ page, loginAs }) => {
    const { user } = await loginAs()
    const { db, schema } = await dbModules()
    db.insert(schema.projects)
      .values([
        { userId: user.id, title: 'Casa en Tigre', isPublic: true },
        { userId: user.id, title: 'Reforma privada', isPublic: false },
      ])
      .run()
    await page.goto('/perfil?tab=projects')
    await expect(page.getByRole('heading', { name: 'Casa en Tigre' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Reforma privada' })).toBeVisible()
    await expect(page.getByText('Público', { exact: true })).toBeVisible()
    await expect(page.getByText('Privado', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('Eliminar cuenta asks for the password first: a dialog with JavaScript, its page without', async ({
    page,
    loginAs,
    javaScriptEnabled,
  }) => {
    await loginAs({ businessName: 'Cuenta Por Borrar' })
    await page.goto('/perfil')
    if (javaScriptEnabled) {
      await page.getByRole('button', { name: 'Eliminar cuenta' }).click()
      const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: 'Cancelar' }).click()
      await expect(dialog).toBeHidden()
      await page.getByRole('button', { name: 'Eliminar cuenta' }).click()
      await dialog.getByLabel('Tu contraseña, para confirmar').fill(TEST_PASSWORD)
      await dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click()
    } else {
      await page.getByRole('link', { name: 'Eliminar cuenta' }).click()
      await expect(page).toHaveURL(/\/cuenta\/eliminar$/)
      await page.getByLabel('Tu contraseña, para confirmar').fill(TEST_PASSWORD)
      await page.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click()
    }
    await expect(page.getByRole('status').filter({ hasText: 'Cuenta eliminada' })).toBeVisible()
    await page.goto('/perfil')
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fperfil$/)
  })
})
