import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForHydration } from './fixtures'

/** An unclaimed listing of its own for each test, with one review and one builder's favourite. */
async function createUnclaimedListing() {
  const { db } = await import('../../app/server/db.server')
  const schema = await import('../../drizzle/schema')
  const { createAccount, createListing, createReview } = await import('../setup/factories')
  const suffix = `${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const listing = createListing(db, { businessName: `Zinguería Reclamo ${suffix}`, phone: '+541143214321', address: 'Av. Cabildo 1234' })
  const builder = createAccount(db, { role: 'constructor', businessName: `Obras Reclamo ${suffix}` })
  createReview(db, { listingId: listing.id, userId: builder.user.id, rating: 4, comment: 'Trabajo prolijo y a tiempo.' })
  db.insert(schema.favorites).values({ userId: builder.user.id, listingId: listing.id }).run()
  return listing
}

test('a provider claims an unclaimed listing and staff approve it: the listing becomes the provider’s, its review stays', async ({
  page,
  context,
  loginAs,
  javaScriptEnabled,
}) => {
  // Two accounts, three pages and two posts: more than the default budget on a busy machine.
  test.slow()
  const listing = await createUnclaimedListing()
  const claimPath = `/proveedor/${listing.id}/reclamar`

  // Signed out, the link leads to sign-in and back.
  await page.goto(`/proveedor/${listing.id}`)
  await page.getByRole('link', { name: 'Reclamar este perfil' }).click()
  await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(claimPath)}`)

  const provider = await loginAs({ businessName: `Zinguería Titular ${listing.id}` })
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(`/proveedor/${listing.id}`)
  await page.getByRole('link', { name: 'Reclamar este perfil' }).click()
  await expect(page).toHaveURL(claimPath)
  await expect(page.getByRole('heading', { level: 1, name: 'Reclamar este perfil' })).toBeVisible()
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  if (javaScriptEnabled) await waitForHydration(page, 'main form')

  await page.getByRole('radio', { name: 'Soy el titular' }).check()
  await page.getByLabel('CUIT de la empresa').fill('20-12345678-5')
  await page.getByLabel('Un teléfono o correo electrónico que aparezca en el perfil').fill('11 4321-4321')
  await page.getByLabel('Mensaje para el equipo (opcional)').fill('Soy el dueño desde 1998.')
  await page.getByRole('button', { name: 'Enviar reclamo' }).click()
  await expect(page.getByText('El CUIT no es válido: revisá el dígito verificador')).toBeVisible()
  await expect(page.getByLabel('Un teléfono o correo electrónico que aparezca en el perfil')).toHaveValue('11 4321-4321')
  await expect(page.getByLabel('Mensaje para el equipo (opcional)')).toHaveValue('Soy el dueño desde 1998.')
  await expect(page.getByRole('radio', { name: 'Soy el titular' })).toBeChecked()

  await page.getByLabel('CUIT de la empresa').fill('20-12345678-6')
  await page.getByLabel('Documento que pruebe tu relación con la empresa (opcional)').setInputFiles({
    name: 'estatuto.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  })
  await page.getByRole('button', { name: 'Enviar reclamo' }).click()
  await expect(toast(page, 'Recibimos tu reclamo')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'En revisión' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Staff approve it from the queue.
  await context.clearCookies()
  await loginAs({ isStaff: true })
  await page.goto('/admin/reclamos')
  const card = page.getByRole('article', { name: listing.businessName })
  await expect(card).toContainText('20-12345678-6')
  await expect(card).toContainText('(coincide con el perfil)')
  await expect(card).toContainText('Soy el titular')
  // The document opens only through the console, after a reason that the log keeps.
  const documentLink = card.getByRole('link', { name: 'Ver documento' })
  await expect(documentLink).toHaveAttribute('href', /^\/admin\/documentos\/\d+$/)
  const documentPath = (await documentLink.getAttribute('href'))!
  expect((await page.request.get(documentPath.replace('/admin', ''))).status()).toBe(404)
  const opened = await page.request.post(`${documentPath}/abrir`, {
    headers: { Origin: new URL(page.url()).origin },
    form: { reason: 'Revisión del reclamo' },
  })
  expect([opened.status(), opened.headers()['content-type']]).toEqual([200, 'application/pdf'])
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  if (javaScriptEnabled) await waitForHydration(page, 'main form')
  await card.getByRole('button', { name: 'Aprobar' }).click()
  await expect(toast(page, `Aprobaste el reclamo de ${listing.businessName}`)).toBeVisible()
  await expect(page.getByRole('article', { name: listing.businessName })).toHaveCount(0)

  // The listing is the provider's now, with the same review and count, and no claim link.
  await page.goto(`/proveedor/${listing.id}`)
  await expect(page.getByRole('link', { name: 'Reclamar este perfil' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Ver el perfil completo del proveedor' })).toHaveAttribute(
    'href',
    `/perfilDeProveedorActivo/${provider.profile.id}`,
  )
  await expect(page.getByText('Trabajo prolijo y a tiempo.')).toBeVisible()
  // The provider's own page, where the card links now, shows it too.
  await page.getByRole('link', { name: 'Ver el perfil completo del proveedor' }).click()
  await expect(page).toHaveURL(`/perfilDeProveedorActivo/${provider.profile.id}`)
  await expect(page.getByText('Trabajo prolijo y a tiempo.')).toBeVisible()
  await expect(page.getByText('Este proveedor aún no tiene reseñas')).toHaveCount(0)
  await page.goto(claimPath)
  await expect(page.getByText('Este perfil ya fue reclamado.')).toBeVisible()
})

test('a builder is told only providers can claim, and a staff rejection needs a reason', async ({
  page,
  context,
  loginAs,
  javaScriptEnabled,
}) => {
  const listing = await createUnclaimedListing()
  await loginAs({ role: 'constructor' })
  await page.goto(`/proveedor/${listing.id}/reclamar`)
  await expect(page.getByText('Solo las cuentas de proveedor pueden reclamar un perfil.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enviar reclamo' })).toHaveCount(0)

  const { db } = await import('../../app/server/db.server')
  const schema = await import('../../drizzle/schema')
  const { createAccount } = await import('../setup/factories')
  const claimant = createAccount(db)
  db.insert(schema.listingClaims)
    .values({ listingId: listing.id, profileId: claimant.profile.id, relation: 'empleado', cuit: '30123456781' })
    .run()

  await context.clearCookies()
  await loginAs({ isStaff: true })
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/admin/reclamos')
  if (javaScriptEnabled) await waitForHydration(page, 'main form')
  // The queue is searched by the listing's name; the search stays through the decision.
  await page.getByRole('searchbox', { name: 'Buscar por perfil, reclamante, correo o CUIT' }).fill(listing.businessName)
  await page.getByRole('button', { name: 'Buscar', exact: true }).click()
  await expect(page).toHaveURL(`/admin/reclamos?q=${encodeURIComponent(listing.businessName).replaceAll('%20', '+')}`)
  await expect(page.getByText(`1 reclamo para «${listing.businessName}».`)).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
  await expectNoHorizontalScroll(page)
  const searched = page.url()
  const card = page.getByRole('article', { name: listing.businessName })
  // Without JavaScript the browser's own check stops an empty reason; the server says it too.
  await card.getByLabel('Motivo del rechazo').evaluate((field) => field.removeAttribute('required'))
  await card.getByRole('button', { name: 'Rechazar' }).click()
  await expect(page.getByRole('article', { name: listing.businessName }).getByText('Escribí el motivo del rechazo')).toBeVisible()
  await page.getByRole('article', { name: listing.businessName }).getByLabel('Motivo del rechazo').fill('El CUIT no es de la empresa.')
  await page.getByRole('article', { name: listing.businessName }).getByRole('button', { name: 'Rechazar' }).click()
  await expect(toast(page, `Rechazaste el reclamo de ${listing.businessName}`)).toBeVisible()
  await expect(page.getByRole('article', { name: listing.businessName })).toHaveCount(0)
  expect(page.url()).toBe(searched)
  await expect(page.getByText(`0 reclamos para «${listing.businessName}».`)).toBeVisible()
})
