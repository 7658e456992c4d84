import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from './fixtures'

test("a premium builder turns an estimate of /cotiza-ia into a request with 'Pedir presupuesto con este cómputo'", async ({
  page,
  loginAs,
  javaScriptEnabled,
}) => {
  const { db, factories } = await dbModules()
  factories.createMatchingProvider(db, {
    businessName: 'Albañiles del Cómputo',
    sectorSlug: 'mamposteria',
    subsectorSlug: 'albanileria',
    zona: 'CABA',
  })

  await page.setViewportSize({ width: 360, height: 780 })
  await loginAs({ role: 'constructor', plan: 'premium' })
  await page.goto('/cotiza-ia')
  if (javaScriptEnabled) await waitForHydration(page, 'textarea')
  await page.getByPlaceholder('Escribe tu mensaje sobre construcción...').fill('pared de 12 m2 de ladrillo hueco del 12')
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  const ask = page.getByRole('button', { name: 'Pedir presupuesto con este cómputo' })
  await expect(ask).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)

  await ask.click()
  await expect(page).toHaveURL(/\/solicitudes\/nueva$/)
  await expect(page.getByLabel('Ítem 1: descripción')).toHaveValue('Ladrillos: ladrillo hueco del 12 (12×18×33)')
  await expect(page.getByLabel('Ítem 1: cantidad')).toHaveValue('212')
  await expect(page.getByLabel('Ítem 1: unidad')).toHaveValue('u')
  await expect(page.getByLabel('Ítem 2: descripción')).toHaveValue('Mortero de asiento')
  await expect(page.getByLabel('Ítem 2: cantidad')).toHaveValue('0,16')
  await expect(page.getByLabel('Ítem 2: unidad')).toHaveValue('m3')
  // The rubro and subrubro of who builds walls come filled in too.
  await expect(page.getByLabel('Rubro', { exact: true })).toHaveValue('mamposteria')
  await expect(page.getByLabel('Subrubro')).toHaveValue('albanileria')
  if (javaScriptEnabled) await waitForHydration(page, 'form button')
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)

  await page.getByLabel('Ítem 1: cantidad').fill('230')
  await page.getByLabel('Título').fill('Pared del patio')
  await page.getByLabel('Zona de la obra').selectOption('Palermo')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()

  await expect(page).toHaveURL(/\/solicitudes\/\d+$/)
  const main = page.getByRole('main')
  await expect(main.getByText('Ladrillos: ladrillo hueco del 12 (12×18×33)')).toBeVisible()
  await expect(main.getByText('Mortero de asiento')).toBeVisible()
  const requestId = Number(new URL(page.url()).pathname.split('/').pop())
  const items = db.$client
    .prepare('SELECT description, quantity_hundredths AS quantity, unit FROM quote_request_items WHERE request_id = ? ORDER BY position')
    .all(requestId)
  expect(items).toEqual([
    { description: 'Ladrillos: ladrillo hueco del 12 (12×18×33)', quantity: 23_000, unit: 'u' },
    { description: 'Mortero de asiento', quantity: 16, unit: 'm3' },
  ])
})

test('a free account pressing it gets the premium offer', async ({ page, loginAs, javaScriptEnabled }) => {
  await loginAs({ role: 'constructor' })
  await page.goto('/cotiza-ia')
  if (javaScriptEnabled) await waitForHydration(page, 'textarea')
  await page.getByPlaceholder('Escribe tu mensaje sobre construcción...').fill('pintar 40 m2 a dos manos')
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await page.getByRole('button', { name: 'Pedir presupuesto con este cómputo' }).click()
  await expect(page.getByRole('heading', { name: 'Función Exclusiva Premium' })).toBeVisible()
})
