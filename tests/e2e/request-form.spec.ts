import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from './fixtures'

test.describe('sending a solicitud de presupuesto', () => {
  test("a premium builder fills the form, adds an item with 'Agregar ítem' (values kept) and lands on the request", async ({
    page,
    loginAs,
    javaScriptEnabled,
  }) => {
    const { db, factories } = await dbModules()
    const provider = factories.createMatchingProvider(db, {
      businessName: 'Techos del Oeste',
      sectorSlug: 'cubiertas',
      subsectorSlug: 'techistas',
      zona: 'CABA',
    })

    await page.setViewportSize({ width: 360, height: 780 })
    await loginAs({ role: 'constructor', plan: 'premium' })
    await page.goto('/cubiertas/techistas')
    await page.getByRole('link', { name: 'Pedir presupuestos' }).click()
    await expect(page).toHaveURL(/\/solicitudes\/nueva\?sector=cubiertas&subsector=techistas$/)
    await expect(page).toHaveTitle('Pedir presupuestos | RedObra')
    if (javaScriptEnabled) await waitForHydration(page, 'form button')
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    await expect(page.getByLabel('Rubro', { exact: true })).toHaveValue('cubiertas')
    await expect(page.getByLabel('Subrubro')).toHaveValue('techistas')
    // The subrubros come grouped by rubro; with JavaScript only the chosen rubro's are offered.
    const groups = page.getByLabel('Subrubro').locator('optgroup')
    if (javaScriptEnabled) await expect(groups).toHaveCount(1)
    else expect(await groups.count()).toBeGreaterThan(10)
    await expect(page.getByLabel('Subrubro').locator('optgroup[label="Cubiertas"] option[value="techistas"]')).toHaveCount(1)
    if (javaScriptEnabled) await expect(groups.first()).toHaveAttribute('label', 'Cubiertas')
    await page.getByLabel('Título').fill('Impermeabilizar terraza')
    await page.getByLabel('Zona de la obra').selectOption('Palermo')
    await page.getByLabel('Ítem 1: descripción').fill('Membrana asfáltica')
    await page.getByLabel('Ítem 1: cantidad').fill('40,5')
    await page.getByLabel('Ítem 1: unidad').selectOption('m2')
    await page.getByLabel('Ítem 2: descripción').fill('Babeta de zinc')
    await page.getByLabel('Ítem 2: cantidad').fill('12')
    await page.getByLabel('Ítem 2: unidad').selectOption('ml')
    await page.getByLabel('Ítem 3: descripción').fill('Pintura asfáltica')
    await page.getByLabel('Ítem 3: cantidad').fill('2')
    await page.getByLabel('Ítem 3: unidad').selectOption('u')

    await page.getByRole('button', { name: 'Agregar ítem' }).click()
    await expect(page.getByLabel('Ítem 4: descripción')).toBeVisible()
    await expect(page.getByLabel('Título')).toHaveValue('Impermeabilizar terraza')
    await expect(page.getByLabel('Ítem 1: cantidad')).toHaveValue('40,5')
    await expect(page.getByLabel('Ítem 3: unidad')).toHaveValue('u')
    await expect(page.getByLabel('Zona de la obra')).toHaveValue('Palermo')
    await page.getByLabel('Ítem 4: descripción').fill('Flete')
    await page.getByLabel('Ítem 4: cantidad').fill('1')
    await page.getByLabel('Ítem 4: unidad').selectOption('global')

    await page.getByRole('button', { name: 'Enviar solicitud' }).click()
    await expect(page).toHaveURL(/\/solicitudes\/\d+$/)
    // The demo data may hold other techistas of CABA: at least the one made here received it.
    await expect(page.getByRole('status').filter({ hasText: /Tu solicitud llegó a \d proveedor/ })).toBeVisible()
    const reached = db.$client
      .prepare('SELECT count(*) FROM quote_request_recipients WHERE request_id = ? AND profile_id = ?')
      .pluck()
      .get(Number(new URL(page.url()).pathname.split('/').pop()), provider.account.profile.id)
    expect(reached).toBe(1)
    const requestId = Number(new URL(page.url()).pathname.split('/').pop())
    const items = db.$client
      .prepare('SELECT description FROM quote_request_items WHERE request_id = ? ORDER BY position')
      .pluck()
      .all(requestId)
    expect(items).toEqual(['Membrana asfáltica', 'Babeta de zinc', 'Pintura asfáltica', 'Flete'])
  })

  test('a free account gets the premium offer', async ({ page, loginAs }) => {
    await loginAs({ role: 'constructor' })
    await page.goto('/solicitudes/nueva')
    await expect(page.getByRole('heading', { name: 'Función Exclusiva Premium' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Actualizar a Premium' })).toHaveAttribute('href', '/upgrade')
    await expectNoAxeViolations(page)
  })
})

test('a builder in Palermo reaches the provider who said it works in Palermo, though its listing is in another zone', async ({
  page,
  loginAs,
}) => {
  const { db, factories } = await dbModules()
  const { saveServiceAreas } = await import('../../app/models/service-areas.server')
  const businessName = `Zinguería Declarada ${Date.now()}`
  const provider = factories.createAccount(db, { businessName, plan: 'premium' })
  // Rated far above anything the demo data holds, so it is among the five whatever else serves Palermo.
  factories.createListing(db, {
    profileId: provider.profile.id,
    businessName,
    sectorSlug: 'cubiertas',
    subsectorSlug: 'zingueria',
    zona: 'GBA Oeste',
    localidad: 'Morón',
    reviewCount: 100_000,
    ratingTotal: 500_000,
  })
  saveServiceAreas(db, { userId: provider.user.id, placeSlugs: ['palermo'] })

  await loginAs({ role: 'constructor', plan: 'premium' })
  await page.goto('/solicitudes/nueva?sector=cubiertas&subsector=zingueria&zona=Palermo')
  await page.getByLabel('Título').fill('Canaletas en Palermo')
  await page.getByLabel('Ítem 1: descripción').fill('Canaleta de zinc')
  await page.getByLabel('Ítem 1: cantidad').fill('14')
  await page.getByLabel('Ítem 1: unidad').selectOption('ml')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page).toHaveURL(/\/solicitudes\/\d+$/)
  await expect(page.getByRole('region', { name: 'Quiénes la recibieron' }).getByText(businessName, { exact: true })).toBeVisible()
})

test("a request that reached nobody lists unclaimed listings to call and 'Ampliar la zona' in the zone's partidos, items kept", async ({
  page,
  loginAs,
}) => {
  const { db, factories } = await dbModules()
  const { saveServiceAreas } = await import('../../app/models/service-areas.server')
  // The most reviewed listing with a phone comes first, whatever the demo data holds.
  const name = `Techos Sin Reclamar ${Date.now()}`
  const listing = factories.createListing(db, {
    businessName: name,
    phone: '+5491144556677',
    zona: 'GBA Norte',
    localidad: 'Tigre',
    reviewCount: 100_000,
    ratingTotal: 500_000,
  })
  const neighbour = factories.createAccount(db, { plan: 'premium' })
  factories.createListing(db, { profileId: neighbour.profile.id, zona: 'CABA', localidad: 'Palermo' })
  saveServiceAreas(db, { userId: neighbour.user.id, placeSlugs: ['san-fernando'] })
  const builder = await loginAs({ role: 'constructor', plan: 'premium' })
  const request = factories.createQuoteRequest(db, { userId: builder.user.id, title: 'Techo en Tigre', place: 'Tigre' }, [
    { description: 'Chapa sinusoidal', quantityHundredths: 4550, unit: 'm2' },
  ])

  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto(`/solicitudes/${request.id}`)
  await expect(page.getByText('Todavía no hay proveedores de Techistas que trabajen en Tigre.')).toBeVisible()
  await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/proveedor/${listing.id}`)
  const phone = page.getByRole('link', { name: `Llamar a ${name}: +54 9 11 4455-6677` })
  await expect(phone).toHaveAttribute('href', 'tel:+5491144556677')
  const wider = page.getByRole('form', { name: 'Ampliar la zona' })
  await expect(wider.getByRole('button', { name: 'Tigre' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await wider.getByRole('button', { name: 'San Fernando' }).click()
  await expect(page.getByLabel('Título')).toHaveValue('Techo en Tigre')
  await expect(page.getByLabel('Zona de la obra')).toHaveValue('San Fernando')
  await expect(page.getByLabel('Subrubro')).toHaveValue('techistas')
  await expect(page.getByLabel('Ítem 1: descripción')).toHaveValue('Chapa sinusoidal')
  await expect(page.getByLabel('Ítem 1: cantidad')).toHaveValue('45,5')
  await expect(page.getByLabel('Ítem 1: unidad')).toHaveValue('m2')
})
