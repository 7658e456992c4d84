import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForHydration } from './fixtures'

/** A builder's request that reached two providers, each with an offer: the dearer one revised. */
async function requestWithTwoOffers(builderUserId: number) {
  const { db, factories } = await dbModules()
  const suffix = `${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const cheap = factories.createAccount(db, { businessName: `Techos Baratos ${suffix}` })
  const dear = factories.createAccount(db, { businessName: `Techos Caros ${suffix}` })
  const request = factories.createQuoteRequest(db, { userId: builderUserId, title: `Impermeabilizar terraza ${suffix}` })
  const listing = factories.createListing(db, { profileId: cheap.profile.id, businessName: cheap.profile.businessName })
  const lines = (materials: number, labour: number) => [
    { description: 'Membrana asfáltica con aluminio', quantityHundredths: 12_000, unitPriceCents: materials, kind: 'materiales' as const },
    { description: 'Colocación con soplete', quantityHundredths: 12_000, unitPriceCents: labour, kind: 'mano_de_obra' as const },
  ]
  const dearRecipient = factories.addRecipient(db, { requestId: request.id, profileId: dear.profile.id })
  factories.submitTestOffer(db, { recipientId: dearRecipient.id, lines: lines(90_000, 80_000) })
  factories.submitTestOffer(db, { recipientId: dearRecipient.id, lines: lines(85_000, 80_000), ivaRateBp: 2100 })
  const cheapRecipient = factories.addRecipient(db, { requestId: request.id, profileId: cheap.profile.id })
  factories.submitTestOffer(db, { recipientId: cheapRecipient.id, lines: lines(70_000, 50_000), paymentTerms: 'Contado' })
  return { cheap: cheap.profile.businessName, dear: dear.profile.businessName, request, listing, cheapRecipient, lines }
}

test('a builder compares two offers, cheapest first, and accepts one through the confirmation step', async ({
  page,
  loginAs,
  javaScriptEnabled,
}) => {
  test.slow()
  const builder = await loginAs({ role: 'constructor', businessName: 'Obras Benítez' })
  const { cheap, dear, request, listing } = await requestWithTwoOffers(builder.user.id)
  const path = `/solicitudes/${request.id}`

  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: request.title })).toBeVisible()
  await expect(page).toHaveTitle(`${request.title} | Solicitud de presupuesto | RedObra`)
  await expect(page.getByRole('listitem').filter({ hasText: cheap })).toContainText('Presupuesto recibido')
  await expect(page.getByRole('link', { name: `Mensajes con ${cheap}` })).toHaveAttribute('href', /^\/mensajes\/\d+$/)

  const table = page.getByRole('table', { name: 'Presupuestos comparados, del total más bajo al más alto' })
  await expect(table.getByRole('columnheader')).toHaveText([cheap, dear])
  await expect(table.getByRole('row', { name: /^Total con IVA/ })).toContainText('$ 144.000,00')
  await expect(table.getByRole('row', { name: /^Total con IVA/ })).toContainText('$ 239.580,00')
  await expect(table.getByRole('row', { name: /^IVA/ })).toContainText('Incluido')
  await expect(table.getByRole('row', { name: /^IVA/ })).toContainText('$ 41.580,00 (21 %)')
  await expect(table.getByRole('row', { name: /^Forma de pago/ })).toContainText('Contado')
  await expect(table.getByRole('row', { name: /^Estado/ })).toContainText('Actualizado el')
  await page.locator('summary', { hasText: `Ítems del presupuesto de ${cheap}` }).click()
  await expect(page.getByRole('table', { name: `Ítems del presupuesto de ${cheap}` })).toContainText('Colocación con soplete')
  await expectNoAxeViolations(page)

  // At 360 px the same offers are stacked cards, in the same order, and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 })
  await expect(table).toBeHidden()
  const cards = page.getByRole('list', { name: 'Presupuestos, del total más bajo al más alto' }).getByRole('listitem')
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([cheap, dear])
  await expect(cards.first()).toContainText('$ 144.000,00')
  // The same 16 px side margins as every other page.
  for (const box of [await page.getByRole('heading', { level: 1, name: request.title }).boundingBox(), await cards.first().boundingBox()]) {
    expect(box!.x).toBeGreaterThanOrEqual(16)
    expect(box!.x + box!.width).toBeLessThanOrEqual(360 - 16)
  }
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)

  if (javaScriptEnabled) await waitForHydration(page, 'main form')
  await page.getByRole('button', { name: `Aceptar el presupuesto de ${cheap}` }).click()
  await expect(page.getByText(`Vas a aceptar el presupuesto de ${cheap} por $ 144.000,00`)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Confirmar' }).click()

  await expect(toast(page, `Aceptaste el presupuesto de ${cheap}`)).toBeVisible()
  await expect(page).toHaveURL(path)
  await expect(page.getByText('Presupuesto aceptado', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Aceptar/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cancelar solicitud' })).toHaveCount(0)
  await expect(cards.first()).toContainText('Aceptado')

  // A month later the request asks for a review of the hired provider.
  const { db, factories } = await dbModules()
  await expect(page.getByRole('link', { name: '¿Trabajo terminado? Dejá tu reseña' })).toHaveCount(0)
  db.$client
    .prepare('UPDATE quote_requests SET closed_at = ? WHERE id = ?')
    .run(Date.now() - 31 * 24 * 60 * 60 * 1000, Number(path.split('/').pop()))
  await page.reload()
  await expect(page.getByRole('link', { name: '¿Trabajo terminado? Dejá tu reseña' })).toHaveAttribute(
    'href',
    /^\/perfilDeProveedorActivo\/\d+\?resena#dejar-resena$/,
  )

  // The builder's review of that provider now says the hiring is verified.
  factories.createReview(db, { listingId: listing.id, userId: builder.user.id, rating: 5, comment: 'Impecable y a tiempo.' })
  await page.goto(`/proveedor/${listing.id}`)
  await expect(page.getByRole('listitem').filter({ hasText: 'Impecable y a tiempo.' })).toContainText('Contratación verificada')
})

test('an offer revised between Aceptar and Confirmar is shown with its new figures and asked again, not accepted', async ({
  page,
  loginAs,
  javaScriptEnabled,
}) => {
  const builder = await loginAs({ role: 'constructor' })
  const { cheap, request, cheapRecipient, lines } = await requestWithTwoOffers(builder.user.id)
  const path = `/solicitudes/${request.id}`
  await page.goto(path)
  if (javaScriptEnabled) await waitForHydration(page, 'main form')
  await page.getByRole('button', { name: `Aceptar el presupuesto de ${cheap}` }).click()
  await expect(page.getByText(`Vas a aceptar el presupuesto de ${cheap} por $ 144.000,00`)).toBeVisible()

  // The provider sends a new revision while the builder reads the confirmation.
  const { db, factories, schema, eq } = await dbModules()
  factories.submitTestOffer(db, { recipientId: cheapRecipient.id, lines: lines(41_666_700, 0) })
  await page.getByRole('button', { name: 'Confirmar' }).click()

  await expect(
    page.getByRole('alert').filter({ hasText: 'El presupuesto cambió desde que lo abriste: revisalo antes de aceptar.' }),
  ).toBeVisible()
  await expect(page.getByText(`Vas a aceptar el presupuesto de ${cheap} por $ 50.000.040,00`)).toBeVisible()
  expect(db.select().from(schema.quoteRequests).where(eq(schema.quoteRequests.id, request.id)).get()).toMatchObject({
    status: 'open',
    acceptedOfferId: null,
  })
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(toast(page, `Aceptaste el presupuesto de ${cheap}`)).toBeVisible()
  expect(db.select().from(schema.quoteRequests).where(eq(schema.quoteRequests.id, request.id)).get()).toMatchObject({
    status: 'accepted',
  })
})

test('a builder cancels a request through the confirmation step, or goes back', async ({ page, loginAs, javaScriptEnabled }) => {
  const builder = await loginAs({ role: 'constructor' })
  const { request } = await requestWithTwoOffers(builder.user.id)
  await page.goto(`/solicitudes/${request.id}`)
  if (javaScriptEnabled) await waitForHydration(page, 'main form')

  await page.getByRole('button', { name: 'Cancelar solicitud' }).click()
  await expect(page.getByText(`Vas a cancelar la solicitud «${request.title}»`)).toBeVisible()
  await page.getByRole('link', { name: 'Volver' }).click()
  await expect(page.getByText('Vas a cancelar la solicitud')).toHaveCount(0)

  await page.getByRole('button', { name: 'Cancelar solicitud' }).click()
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(toast(page, 'Cancelaste la solicitud')).toBeVisible()
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Aceptar/ })).toHaveCount(0)
})

test('another builder gets the not-found page for someone else’s request', async ({ page, loginAs }) => {
  const owner = await loginAs({ role: 'constructor' })
  const { request } = await requestWithTwoOffers(owner.user.id)
  await page.context().clearCookies()
  await loginAs({ role: 'constructor' })
  const response = await page.goto(`/solicitudes/${request.id}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Solicitud no encontrada' })).toBeVisible()
})

test('an offer past its validity shows Vencido, offers no Aceptar, and a forged accept of it is refused', async ({
  page,
  loginAs,
  baseURL,
}) => {
  const builder = await loginAs({ role: 'constructor' })
  const { db, schema, eq, factories } = await dbModules()
  const suffix = `${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const request = factories.createQuoteRequest(db, { userId: builder.user.id, title: `Cambiar membrana ${suffix}` })
  const offerOf = (businessName: string, unitPriceCents: number, validUntil?: string) => {
    const provider = factories.createAccount(db, { businessName })
    const recipient = factories.addRecipient(db, { requestId: request.id, profileId: provider.profile.id })
    const lines = [{ description: 'Membrana asfáltica', quantityHundredths: 10_000, unitPriceCents, kind: 'materiales' as const }]
    return factories.submitTestOffer(db, { recipientId: recipient.id, lines, validUntil }).offerId
  }
  const expiredName = `Techos Vencidos ${suffix}`
  const currentName = `Techos Vigentes ${suffix}`
  const expiredOfferId = offerOf(expiredName, 50_000, '2026-01-15')
  offerOf(currentName, 60_000)
  const path = `/solicitudes/${request.id}`

  await page.goto(path)
  const validity = page.getByRole('table', { name: /^Presupuestos comparados/ }).getByRole('row', { name: /^Validez/ })
  await expect(validity.getByRole('cell')).toHaveText([/^Hasta el 15\/1\/2026\s*Vencido$/, 'Hasta el 31/12/2099'])
  await expect(page.getByRole('button', { name: `Aceptar el presupuesto de ${expiredName}` })).toHaveCount(0)
  await expect(page.getByRole('button', { name: `Aceptar el presupuesto de ${currentName}` })).toBeVisible()

  await page.setViewportSize({ width: 360, height: 800 })
  const cards = page.getByRole('list', { name: 'Presupuestos, del total más bajo al más alto' }).getByRole('listitem')
  await expect(cards.filter({ hasText: expiredName })).toContainText('Vencido')
  await expect(cards.filter({ hasText: expiredName }).getByRole('button', { name: /^Aceptar/ })).toHaveCount(0)
  await expect(cards.filter({ hasText: currentName })).not.toContainText('Vencido')

  const refused = 'Este presupuesto está vencido: ya no se puede aceptar.'
  for (const intent of ['confirm-accept', 'accept']) {
    const forged = await page.request.post(path, {
      headers: { Origin: baseURL! },
      form: { intent, offerId: String(expiredOfferId) },
      maxRedirects: 0,
    })
    expect(forged.status(), intent).toBe(400)
    expect(await forged.text(), intent).toContain(refused)
  }
  const stored = db.select().from(schema.quoteRequests).where(eq(schema.quoteRequests.id, request.id)).get()!
  expect(stored).toMatchObject({ status: 'open', acceptedOfferId: null, closedAt: null })
  await page.reload()
  await expect(page.getByText('Aceptado', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Cancelar solicitud' })).toBeVisible()
})
