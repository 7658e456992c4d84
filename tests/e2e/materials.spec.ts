import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { MATERIAL_FORM } from '../setup/material-form'
import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForHydration } from './fixtures'

const javaScript = () => test.info().project.use.javaScriptEnabled !== false
const unique = (word: string) =>
  `${word} ${test.info().project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

async function seedMaterial(userId: number, title: string, priceCents = 250_000) {
  const { db, schema } = await dbModules()
  return db.insert(schema.materials).values({ userId, title, description: 'Bolsa de 50 kg.', priceCents }).returning().get()
}

/** The 'Producto' group of the publish form: title, category and description. */
async function fillProduct(page: Page, { title, category, description }: { title: string; category: string; description: string }) {
  await page.getByLabel('Título').fill(title)
  await page.getByLabel('Categoría').selectOption({ label: category })
  await page.getByLabel('Descripción', { exact: true }).fill(description)
}

test.describe('the materials marketplace', () => {
  test('publish a material with an image, then find it in the marketplace and open its detail', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    const { user, profile } = await loginAs({ businessName: 'Corralón del Oeste' })
    const { db, schema, eq } = await dbModules()
    db.update(schema.providerProfiles)
      .set({ contactPerson: 'Marta Gómez', phone: '+5491123456789' })
      .where(eq(schema.providerProfiles.userId, user.id))
      .run()
    const title = unique('Ladrillo hueco')

    await page.goto('/PublicarMateriales')
    await expect(page).toHaveTitle('Publicar Material | RedObra')
    await expect(page.getByRole('heading', { level: 1, name: 'Publicar Material' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
    if (javaScript()) await waitForHydration(page, 'form button')
    await fillProduct(page, { title, category: 'Ladrillos y bloques', description: 'Pallet de 144 unidades.' })
    await page.getByLabel('Precio', { exact: true }).fill('1.234,56')
    await page.getByLabel('Unidad de venta').selectOption({ label: 'pallet' })
    await page.getByLabel('Contenido (opcional)').fill('144 u.')
    await page.getByLabel('Más IVA').check()
    await page.getByLabel('Alícuota de IVA').selectOption({ label: '21 %' })
    await page.getByLabel('Emitimos factura A').check()
    await page.getByLabel('A pedido').check()
    await page.getByLabel('Entrega en N días').fill('5')
    await page.getByLabel('Retiro en (opcional)').selectOption({ label: 'Morón' })
    const gbaOeste = page.getByRole('group', { name: 'GBA Oeste' })
    await gbaOeste.getByLabel('Morón').check()
    await gbaOeste.getByLabel('Ituzaingó').check()
    await page.getByLabel('Costo fijo').check()
    await page.getByLabel('Monto del envío').fill('8500')
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b5542d' } })
      .jpeg()
      .toBuffer()
    await page.getByLabel('Fotos', { exact: true }).setInputFiles({ name: 'ladrillo.jpg', mimeType: 'image/jpeg', buffer: photo })
    // With JavaScript the post is held in the browser a moment, so the busy state can be seen.
    let release = () => {}
    if (javaScript()) {
      const postHeld = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/PublicarMateriales**', async (route) => {
        if (route.request().method() === 'POST') await postHeld
        await route.continue()
      })
    }
    await page.getByRole('button', { name: 'Publicar Material' }).click()
    if (javaScript()) await expect(page.getByRole('button', { name: 'Publicando...' })).toBeDisabled()
    release()
    await expect(toast(page, 'Material publicado!')).toBeVisible()
    await expect(page).toHaveURL(/\/PublicarMateriales$/)
    await expect(page.getByLabel('Título')).toHaveValue('')

    await page.goto('/marketplace')
    await expect(page).toHaveTitle(/^Mercado de Materiales de construcción/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mercado de Materiales de construcción' })).toBeVisible()
    await expect(page.getByText('Materiales para cada etapa de tu obra, con proveedores de confianza')).toBeVisible()
    await page.getByLabel('Buscar materiales').fill(title)
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/[?&]q=/)
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
    await expect(card).toHaveCount(1)
    await expect(card.getByText('$ 1.234,56 / pallet 144 u.')).toBeVisible()
    await expect(card.getByText(/^\+ IVA 21 % · Precio al \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible()
    await expect(card.getByText('A pedido (entrega en 5 días) · Envío a Morón y Ituzaingó · Retiro en Morón')).toBeVisible()
    await expect(card.getByText('Corralón del Oeste — Marta Gómez')).toBeVisible()
    const image = card.locator('img')
    await expect(image).toHaveAttribute('src', /^\/uploads\/materials\/.+-640\.webp$/)
    await expect(image).toHaveAttribute('srcset', /-256\.webp 256w, .+-640\.webp 640w, .+-1280\.webp 1280w$/)
    await expect(image).toHaveAttribute('width', '640')
    await expect(image).toHaveAttribute('height', '480')
    await expect(image).not.toHaveAttribute('loading', 'lazy')
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    await card.getByRole('link', { name: /^Ver detalle/ }).click()
    await expect(page).toHaveURL(/\/detalleMaterial\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${title}`))
    await expect(page.getByRole('term').filter({ hasText: 'Categoría' }).locator('+ dd')).toHaveText('Ladrillos y bloques')
    await expect(page.getByRole('term').filter({ hasText: 'Factura A' }).locator('+ dd')).toHaveText('Emitimos factura A')
    await expect(page.getByRole('term').filter({ hasText: 'Retiro en' }).locator('+ dd')).toHaveText('Morón (GBA Oeste)')
    await expect(page.getByRole('term').filter({ hasText: 'Envío a' }).locator('+ dd')).toHaveText('Morón, Ituzaingó')
    await expect(page.getByRole('term').filter({ hasText: 'Costo de envío' }).locator('+ dd')).toHaveText('$ 8.500,00')
    await expect(page.getByRole('heading', { name: 'Publicado por' })).toBeVisible()
    await expect(page.getByText('Marta Gómez')).toBeVisible()
    await expect(page.getByText('+54 9 11 2345-6789')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Llamar ahora' })).toHaveAttribute('href', 'tel:+5491123456789')
    await expect(page.getByRole('link', { name: /Escribir por WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5491123456789\?text=/,
    )
    await expect(page.getByRole('link', { name: 'Ver Perfil' })).toHaveAttribute('href', `/perfilDeProveedorActivo/${profile.id}`)
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
    await page.getByRole('link', { name: 'Volver al Mercado de Materiales' }).click()
    await expect(page).toHaveURL(/\/marketplace$/)
  })

  test('prices are refused next to the field with the typed values kept; a material without image shows "Sin imagen"', async ({
    page,
    loginAs,
  }) => {
    const { user } = await loginAs()
    const title = unique('Cemento')
    const photo = {
      name: 'cemento.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#9a9a9a' } })
        .jpeg()
        .toBuffer(),
    }
    await page.goto('/PublicarMateriales')
    if (javaScript()) await waitForHydration(page, 'form button')
    await fillProduct(page, { title, category: 'Áridos, cementos y cales', description: 'Bolsa de 50 kg.' })
    for (const [price, message] of [
      ['0', 'El precio debe ser mayor a $ 0'],
      ['-5', 'El precio no puede ser negativo'],
      ['abc', 'El precio debe ser un número, por ejemplo 1234,56 o 1.234,56'],
      ['1e9', 'El precio debe ser un número, por ejemplo 1234,56 o 1.234,56'],
    ] as const) {
      await page.getByLabel('Precio', { exact: true }).fill(price)
      // A browser never gives back a chosen file: each post chooses the photo again.
      await page.getByLabel('Fotos', { exact: true }).setInputFiles(photo)
      await page.getByRole('button', { name: 'Publicar Material' }).click()
      await expect(page.getByText(message), price).toBeVisible()
      await expect(page.getByLabel('Título')).toHaveValue(title)
      await expect(page.getByLabel('Categoría')).toHaveValue('aridos-y-cementos')
      await expect(page.getByLabel('Precio', { exact: true })).toHaveValue(price)
    }
    await page.getByLabel('Precio', { exact: true }).fill('1234.56')
    await page.getByRole('button', { name: 'Publicar Material' }).click()
    if (!javaScript()) {
      // Without JavaScript the refused post came back without the file; with it the chosen photos stay.
      await expect(page.getByText('Agregá al menos una foto del material')).toBeVisible()
      await page.getByLabel('Fotos', { exact: true }).setInputFiles(photo)
      await page.getByRole('button', { name: 'Publicar Material' }).click()
    }
    await expect(toast(page, 'Material publicado!')).toBeVisible()

    await page.goto(`/marketplace?q=${encodeURIComponent(title)}`)
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/materials\//)
    await expect(card.getByText('$ 1.234,56')).toBeVisible()
    // A material published before photos were asked for has none.
    const older = await seedMaterial(user.id, unique('Cal'))
    await page.goto(`/marketplace?q=${encodeURIComponent(older.title)}`)
    await expect(page.getByRole('article').getByText('Sin imagen')).toBeVisible()
    await page.goto('/marketplace?q=zzzz-no-existe')
    await expect(page.getByText('No encontramos materiales para «zzzz-no-existe».')).toBeVisible()
  })

  test('a file that is not an image is refused and nothing is published', async ({ page, loginAs }) => {
    await loginAs()
    const title = unique('Arena')
    await page.goto('/PublicarMateriales')
    if (javaScript()) await waitForHydration(page, 'form button')
    await fillProduct(page, { title, category: 'Áridos, cementos y cales', description: 'Bolsón.' })
    await page.getByLabel('Precio', { exact: true }).fill('100')
    await page
      .getByLabel('Fotos', { exact: true })
      .setInputFiles({ name: 'arena.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>no soy una imagen</html>') })
    await page.getByRole('button', { name: 'Publicar Material' }).click()
    await expect(page.getByText('Error subiendo la imagen: Por favor selecciona una imagen válida')).toBeVisible()
    await expect(page.getByLabel('Título')).toHaveValue(title)
    await page.goto(`/marketplace?q=${encodeURIComponent(title)}`)
    await expect(page.getByText(/^No encontramos materiales/)).toBeVisible()
  })

  test('photos: several at once and described (in the order chosen without JavaScript; reordered and removed with it); a gallery with its counter on the page', async ({
    page,
    loginAs,
  }) => {
    await loginAs()
    const title = unique('Bolsa de cemento')
    const colours = ['#b5542d', '#2d6bb5', '#3a9b4a']
    const photos = await Promise.all(
      colours.map(async (background, i) => ({
        name: `foto-${i + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      })),
    )
    await page.goto('/PublicarMateriales')
    if (javaScript()) await waitForHydration(page, 'form button')
    await fillProduct(page, { title, category: 'Áridos, cementos y cales', description: 'Bolsa de 25 kg.' })
    await page.getByLabel('Precio', { exact: true }).fill('9870')
    await page.getByLabel('Fotos', { exact: true }).setInputFiles(photos)
    let expected: string[]
    if (javaScript()) {
      const added = page.getByRole('list', { name: 'Fotos nuevas' }).getByRole('listitem')
      await expect(added).toHaveCount(3)
      await expect(added.nth(0).locator('img')).toHaveAttribute('src', /^blob:/)
      await page.getByLabel('Descripción de la foto nueva 3').fill('Pallet completo')
      await page.getByRole('button', { name: 'Subir la foto 3' }).click()
      await page.getByRole('button', { name: 'Quitar la foto 1' }).click()
      await expect(added).toHaveCount(2)
      await expect(page.getByLabel('Descripción de la foto nueva 1')).toHaveValue('Pallet completo')
      expected = ['Pallet completo', `${title}: foto 2 de 2`]
    } else {
      // Without JavaScript the photos are described in the order the files were chosen.
      await page.getByText('Describir las fotos nuevas (opcional)').click()
      await expect(page.getByLabel(/^Descripción de la foto nueva \d/)).toHaveCount(6)
      await page.getByLabel('Descripción de la foto nueva 2').fill('Bolsa de frente')
      expected = [title, 'Bolsa de frente', `${title}: foto 3 de 3`]
    }
    await page.getByRole('button', { name: 'Publicar Material' }).click()
    await expect(toast(page, 'Material publicado!')).toBeVisible()

    await page.goto(`/marketplace?q=${encodeURIComponent(title)}`)
    await page.getByRole('link', { name: `Ver detalle de ${title}` }).click()
    const gallery = page.getByRole('region', { name: `Fotos de ${title}` })
    // With JavaScript the slides out of view are hidden from assistive technology: counted as images in the markup.
    await expect(gallery.locator('img')).toHaveCount(expected.length)
    for (const [i, alt] of expected.entries()) await expect(gallery.locator('img').nth(i)).toHaveAttribute('alt', alt)
    if (javaScript()) {
      await expect(page.getByText(`1 / ${expected.length}`)).toBeVisible()
      await page.getByRole('button', { name: 'Imagen siguiente' }).click()
      await expect(page.getByText(`2 / ${expected.length}`)).toBeVisible()
    } else {
      await expect(page.getByRole('button', { name: 'Imagen siguiente' })).toBeHidden()
    }
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 780 })
    await expectNoHorizontalScroll(page)
  })

  test('without JavaScript, a description written for a photo not chosen comes back next to it, with everything typed', async ({
    page,
    loginAs,
  }) => {
    test.skip(javaScript(), 'with JavaScript each description belongs to a chosen photo')
    await loginAs()
    const title = unique('Arena fina')
    await page.goto('/PublicarMateriales')
    await fillProduct(page, { title, category: 'Áridos, cementos y cales', description: 'Bolsón de 1 m³.' })
    await page.getByLabel('Precio', { exact: true }).fill('45000')
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c9b48a' } })
      .jpeg()
      .toBuffer()
    await page.getByLabel('Fotos', { exact: true }).setInputFiles({ name: 'arena.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page.getByText('Describir las fotos nuevas (opcional)').click()
    await page.getByLabel('Descripción de la foto nueva 1').fill('Bolsón en el depósito')
    await page.getByLabel('Descripción de la foto nueva 2').fill('Una foto que no elegí')
    await page.getByRole('button', { name: 'Publicar Material' }).click()

    const refusal = 'Escribiste la descripción de la foto nueva 2, pero elegiste 1 foto: elegí las fotos de nuevo o borrá esa descripción.'
    await expect(page.getByText(refusal)).toBeVisible()
    await expect(page.getByLabel('Descripción de la foto nueva 2')).toHaveAccessibleDescription(refusal)
    await expect(page.getByLabel('Descripción de la foto nueva 1')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Título')).toHaveValue(title)
    await expect(page.getByLabel('Descripción de la foto nueva 1')).toHaveValue('Bolsón en el depósito')
    await expect(page.getByLabel('Descripción de la foto nueva 2')).toHaveValue('Una foto que no elegí')
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 780 })
    await expectNoHorizontalScroll(page)
  })

  test("the detail page's main image is described by the material's name", async ({ page }) => {
    const { db, schema } = await dbModules()
    const { eq } = await import('drizzle-orm')
    const material = db
      .select({ id: schema.materials.id, title: schema.materials.title })
      .from(schema.materials)
      .innerJoin(schema.materialPhotos, eq(schema.materialPhotos.materialId, schema.materials.id))
      .where(eq(schema.materialPhotos.position, 0))
      .limit(1)
      .get()
    expect(material, 'the demo data has materials with images').toBeTruthy()
    await page.goto(`/detalleMaterial/${material!.id}`)
    const image = page.getByRole('main').getByRole('img', { name: material!.title, exact: true })
    await expect(image).toBeVisible()
    expect(await image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0)
  })

  test('a missing or malformed material is a 404 with "Material no encontrado."', async ({ page }) => {
    for (const id of ['99999999', 'abc']) {
      const response = await page.goto(`/detalleMaterial/${id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Material no encontrado.' })).toBeVisible()
    }
  })

  test('a builder narrows the marketplace by category, unit, stock and factura A, sorts by price with IVA, and lands on the category page', async ({
    page,
  }) => {
    const { db, schema, factories } = await dbModules()
    const seller = factories.createAccount(db, { businessName: 'Corralón Morón' })
    const word = unique('Cementoprueba').split(' ').join('')
    const add = (title: string, values: Partial<typeof schema.materials.$inferInsert> & { priceCents: number }) =>
      db
        .insert(schema.materials)
        .values({
          userId: seller.user.id,
          title: `${title} ${word}`,
          description: 'Entrega en obra.',
          category: 'aridos-y-cementos',
          unit: 'bolsa',
          ...values,
        })
        .returning()
        .get()
    const portland = add('Portland', { priceCents: 10_000_00, ivaMode: 'mas_iva', ivaRateBp: 2100, invoiceA: true })
    db.insert(schema.materialDeliveryPlaces).values({ materialId: portland.id, placeSlug: 'moron' }).run()
    add('Albañilería', { priceCents: 11_000_00, pickupZona: 'CABA', pickupLocalidad: 'Palermo' })
    add('Cal', { priceCents: 5_000_00, availability: 'a_pedido', leadDays: 3 })
    const titles = () => page.getByRole('article').getByRole('heading').allTextContents()

    await page.goto(`/marketplace?q=${word}`)
    await page.getByText('Filtros', { exact: true }).click()
    await expect(page.getByText('Elegí una categoría para ordenar por precio')).toBeVisible()
    await page.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Áridos, cementos y cales' })
    await page.getByLabel('Unidad de venta').selectOption({ label: 'bolsa' })
    await page.getByRole('button', { name: 'Aplicar filtros' }).click()
    await expect(page).toHaveURL(/categoria=aridos-y-cementos/)
    await page.getByLabel('Ordenar por').selectOption({ label: 'Menor precio' })
    await page.getByRole('button', { name: 'Aplicar filtros' }).click()
    await expect(page).toHaveURL(/orden=menor-precio/)
    // $ 10.000 + IVA 21 % is $ 12.100: the dearest with IVA.
    expect(await titles()).toEqual([`Cal ${word}`, `Albañilería ${word}`, `Portland ${word}`])
    await page.getByLabel('Solo en stock').check()
    await page.getByRole('button', { name: 'Aplicar filtros' }).click()
    expect(await titles()).toEqual([`Albañilería ${word}`, `Portland ${word}`])
    await page.getByLabel('Entrega o retiro en').selectOption({ label: 'Palermo' })
    await page.getByRole('button', { name: 'Aplicar filtros' }).click()
    await expect(page).toHaveURL(/zona=palermo/)
    expect(await titles()).toEqual([`Albañilería ${word}`])
    await expect(page.getByRole('article').getByText('Retiro en Palermo')).toBeVisible()
    await page.getByLabel('Entrega o retiro en').selectOption({ label: 'Morón' })
    await page.getByLabel('Con factura A').check()
    await page.getByRole('button', { name: 'Aplicar filtros' }).click()
    expect(await titles()).toEqual([`Portland ${word}`])
    await expect(page.getByRole('article').getByText('En stock · Envío a tu zona')).toBeVisible()
    await expect(page.getByLabel('Buscar materiales')).toHaveValue(word)
    await expect(page.getByLabel('Ordenar por')).toHaveValue('menor-precio')
    await expectNoAxeViolations(page)

    await page.goto('/marketplace')
    await page.getByRole('navigation', { name: 'Categorías de materiales' }).getByRole('link', { name: 'Áridos, cementos y cales' }).click()
    await expect(page).toHaveURL(/\/marketplace\/aridos-y-cementos$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Áridos, cementos y cales' })).toBeVisible()
    await expect(page).toHaveTitle('Áridos, cementos y cales en el Mercado de Materiales | RedObra')
    await page.getByLabel('Buscar materiales').fill(word)
    await page.getByRole('button', { name: 'Buscar' }).click()
    // The form sends its empty filters too; the search stays on the category's page.
    await expect(page).toHaveURL(new RegExp(`/marketplace/aridos-y-cementos\\?q=${word}&`))
    expect((await titles()).sort()).toEqual([`Albañilería ${word}`, `Cal ${word}`, `Portland ${word}`])
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 780 })
    await expectNoHorizontalScroll(page)
    expect((await page.goto('/marketplace/no-existe'))?.status()).toBe(404)
  })

  test('the header links to the marketplace', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Materiales' }).first().click()
    await expect(page).toHaveURL(/\/marketplace$/)
  })
})

test.describe('own materials in the profile', () => {
  test('a refused edit gives back the typed photo descriptions and ticks; a saved edit keeps them', async ({ page, loginAs }) => {
    const { user } = await loginAs()
    const { db, schema, eq } = await dbModules()
    const material = await seedMaterial(user.id, unique('Malla sima'))
    const demo = db.select().from(schema.materialPhotos).limit(2).all()
    db.insert(schema.materialPhotos)
      .values(demo.map((photo, position) => ({ materialId: material.id, path: photo.path, position })))
      .run()
    await page.goto(`/perfil?tab=services&editarMaterial=${material.id}`)
    const form = javaScript()
      ? (await waitForHydration(page, 'main button'),
        await page.getByRole('button', { name: `Editar ${material.title}` }).click(),
        page.getByRole('dialog', { name: `Editar «${material.title}»` }))
      : page.locator('main')
    await form.getByLabel('Descripción de la foto guardada 1').fill('Rollo de malla 15 × 15')
    if (!javaScript()) await form.getByLabel('Quitar la foto 2').check()
    await form.getByLabel('Precio', { exact: true }).fill('-3')
    await form.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(form.getByText('El precio no puede ser negativo')).toBeVisible()
    await expect(form.getByLabel('Descripción de la foto guardada 1')).toHaveValue('Rollo de malla 15 × 15')
    if (javaScript()) await form.getByRole('button', { name: 'Quitar la foto 2' }).click()
    else await expect(form.getByLabel('Quitar la foto 2')).toBeChecked()
    await form.getByLabel('Precio', { exact: true }).fill('3000')
    await form.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(toast(page, 'Material actualizado correctamente')).toBeVisible()
    const photos = db.select().from(schema.materialPhotos).where(eq(schema.materialPhotos.materialId, material.id)).all()
    expect(photos.map((photo) => [photo.path, photo.alt])).toEqual([[demo[0]!.path, 'Rollo de malla 15 × 15']])
  })

  test('edit (a dialog with JavaScript, its own URL without) and delete after confirming', async ({ page, loginAs }) => {
    const { user } = await loginAs()
    const title = unique('Cal hidráulica')
    const renamed = `${title} (editado)`
    await seedMaterial(user.id, title)
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/perfil?tab=services')
    await expect(page.getByRole('heading', { name: 'Materiales publicados' })).toBeVisible()
    await expect(page.getByText('$ 2.500,00')).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    let form = page.locator('main')
    if (javaScript()) {
      await waitForHydration(page, 'main button')
      await page.getByRole('button', { name: `Editar ${title}` }).click()
      form = page.getByRole('dialog', { name: `Editar «${title}»` })
      await expect(form).toBeVisible()
      await expectNoAxeViolations(page)
    } else {
      await page.getByRole('link', { name: `Editar ${title}` }).click()
      await expect(page).toHaveURL(/editarMaterial=\d+/)
    }
    await expect(form.getByLabel('Precio', { exact: true })).toHaveValue('2500,00')
    await form.getByLabel('Precio', { exact: true }).fill('-1')
    await form.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(form.getByText('El precio no puede ser negativo')).toBeVisible()
    await form.getByLabel('Título').fill(renamed)
    await form.getByLabel('Precio', { exact: true }).fill('3000')
    await form.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(toast(page, 'Material actualizado correctamente')).toBeVisible()
    await expect(page).toHaveURL(/\/perfil\?tab=services$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible()
    await expect(page.getByText('$ 3.000,00')).toBeVisible()

    if (javaScript()) {
      await page.getByRole('button', { name: `Eliminar ${renamed}` }).click()
      await expect(page.getByRole('dialog', { name: `¿Eliminar «${renamed}»?` })).toBeVisible()
    } else {
      await page.getByRole('link', { name: `Eliminar ${renamed}` }).click()
      await expect(page.getByText(`¿Eliminar «${renamed}»?`)).toBeVisible()
    }
    await page.getByRole('button', { name: 'Sí, eliminar' }).click()
    await expect(toast(page, 'Material eliminado correctamente')).toBeVisible()
    await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0)
  })

  test("a seller confirms a stale price, pauses, resumes and marks a material sold from 'Precios a confirmar' and the list", async ({
    page,
    loginAs,
  }) => {
    const { user } = await loginAs()
    const title = unique('Hierro del 8')
    const { db, schema, eq } = await dbModules()
    const material = await seedMaterial(user.id, title)
    db.update(schema.materials)
      .set({ priceConfirmedAt: new Date(Date.now() - 45 * 86_400_000) })
      .where(eq(schema.materials.id, material.id))
      .run()
    await page.goto(`/detalleMaterial/${material.id}`)
    await expect(page.getByText('Precio a confirmar')).toBeVisible()

    await page.goto('/perfil?tab=services')
    if (javaScript()) await waitForHydration(page, 'main button')
    const toConfirm = page.getByRole('group', { name: 'Precios a confirmar' })
    await expect(toConfirm.getByText(title)).toBeVisible()
    await expectNoAxeViolations(page)
    await toConfirm.getByRole('button', { name: `Confirmar precio: ${title}` }).click()
    await expect(toast(page, 'Precio confirmado')).toBeVisible()
    await expect(page.getByRole('group', { name: 'Precios a confirmar' })).toHaveCount(0)

    await page.getByRole('button', { name: `Pausar: ${title}` }).click()
    await expect(toast(page, 'Material pausado: no se muestra hasta que lo reanudes')).toBeVisible()
    expect((await page.request.get(`/detalleMaterial/${material.id}`)).status()).toBe(404)
    await page.getByRole('button', { name: `Reanudar: ${title}` }).click()
    await expect(toast(page, 'Material reanudado')).toBeVisible()
    await page.getByRole('button', { name: `Marcar como vendido: ${title}` }).click()
    await expect(toast(page, 'Material marcado como vendido')).toBeVisible()
    await expect(page.getByRole('button', { name: `Reanudar: ${title}` })).toHaveCount(0)

    await page.goto(`/detalleMaterial/${material.id}`)
    await expect(page.getByText('Vendido', { exact: true })).toBeVisible()
    await expect(page.getByText('Precio a confirmar')).toHaveCount(0)
  })

  test("another account's material offers no edit, and a forged edit or delete is refused as not found", async ({ page, loginAs }) => {
    const { db, schema, eq, factories } = await dbModules()
    const owner = factories.createAccount(db)
    const title = unique('Ajeno')
    const theirs = await seedMaterial(owner.user.id, title)
    await loginAs()
    await page.goto(`/perfil?tab=services&editarMaterial=${theirs.id}&eliminarMaterial=${theirs.id}`)
    await expect(page.getByRole('heading', { name: 'Materiales publicados' })).toBeVisible()
    await expect(page.getByText(title)).toHaveCount(0)
    await expect(page.getByLabel('Título')).toHaveCount(0)

    const edit = await page.request.post(`/perfil?tab=services&editarMaterial=${theirs.id}`, {
      multipart: { ...MATERIAL_FORM, intent: 'editar-material', materialId: String(theirs.id), title: 'Robado' },
    })
    expect(edit.status()).toBe(404)
    const remove = await page.request.post('/perfil?tab=services', { form: { intent: 'eliminar-material', materialId: String(theirs.id) } })
    expect(remove.status()).toBe(404)
    expect(db.select().from(schema.materials).where(eq(schema.materials.id, theirs.id)).get()).toEqual(theirs)
  })
})
