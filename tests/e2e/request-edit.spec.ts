import { addCookieFrom, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForHydration } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
})

test('a builder changes a sent request before any offer, and the provider reads it as modified', async ({
  page,
  context,
  baseURL,
  loginAs,
  javaScriptEnabled,
}) => {
  const { db } = await import('../../app/server/db.server')
  const { createAccount, createRoutedRequest } = await import('../setup/factories')
  const suffix = `${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const provider = createAccount(db, { businessName: `Techos Ramírez ${suffix}` })
  const builder = await loginAs({ role: 'constructor', businessName: `Obras Gómez ${suffix}` })
  const title = `Membrana en terraza ${suffix}`
  const { requestId } = createRoutedRequest(db, { userId: builder.user.id, recipientProfileIds: [provider.profile.id], title })

  await page.goto(`/solicitudes/${requestId}`)
  await page.getByRole('link', { name: 'Modificar solicitud' }).click()
  await expect(page).toHaveURL(new RegExp(`/solicitudes/${requestId}/editar$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Modificar solicitud' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  if (javaScriptEnabled) await waitForHydration(page, 'form button')

  await expect(page.getByLabel('Título')).toHaveValue(title)
  await expect(page.getByLabel('Ítem 1: cantidad')).toHaveValue('45,5')
  await page.getByLabel('Título').fill(`${title} y babetas`)
  await page.getByLabel('Ítem 1: cantidad').fill('60')
  // 'Agregar ítem' keeps what was typed, with or without JavaScript.
  await page.getByRole('button', { name: 'Agregar ítem' }).click()
  await expect(page.getByLabel('Título')).toHaveValue(`${title} y babetas`)
  const added = page.getByRole('group', { name: 'Ítem 4' })
  await added.getByLabel('Ítem 4: descripción').fill('Babetas de zinc')
  await added.getByLabel('Ítem 4: cantidad').fill('12,5')
  await added.getByLabel('Ítem 4: unidad').selectOption({ label: 'ml' })
  // A mistake comes back beside its field with the rest kept.
  await page.getByLabel('Ítem 1: cantidad').fill('0')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText('La cantidad tiene que ser mayor que cero')).toBeVisible()
  await expect(page.getByText('No guardamos los cambios: revisá los campos marcados.')).toBeVisible()
  await expect(page.getByLabel('Ítem 4: descripción')).toHaveValue('Babetas de zinc')
  await page.getByLabel('Ítem 1: cantidad').fill('60')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()

  await expect(page).toHaveURL(new RegExp(`/solicitudes/${requestId}$`))
  if (javaScriptEnabled) await expect(toast(page, 'Guardamos los cambios')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: `${title} y babetas` })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Babetas de zinc' })).toBeVisible()
  await expect(page.getByRole('cell', { name: '60 m²' })).toBeVisible()
  await expect(page.getByText('Modificada el')).toBeVisible()

  // The provider it reached, on the same request: what changed and when, before pricing it.
  const { createSession } = await import('../../app/server/session.server')
  await addCookieFrom(context, baseURL!, await createSession(provider.user.id))
  await page.goto(`/solicitudes/${requestId}`)
  await expect(page.getByRole('heading', { level: 1, name: `${title} y babetas` })).toBeVisible()
  await expect(page.getByText('Modificada el')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Línea 3' }).getByLabel('Descripción')).toHaveValue('Babetas de zinc')
  await expect(page.getByRole('link', { name: 'Modificar solicitud' })).toHaveCount(0)
})
