import type { Page } from '@playwright/test'
import { addCookieFrom, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForHydration } from './fixtures'

/** A builder's request, routed to the signed-in provider: the state 'Recibidas' starts from. */
async function requestReaching(profileId: number) {
  const { db } = await import('../../app/server/db.server')
  const { createAccount, createRoutedRequest } = await import('../setup/factories')
  const suffix = `${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const builder = createAccount(db, { role: 'constructor', businessName: `Obras Gómez ${suffix}` })
  const title = `Membrana en terraza ${suffix}`
  const { requestId } = createRoutedRequest(db, { userId: builder.user.id, recipientProfileIds: [profileId], title })
  return { title, requestId, builderName: builder.profile.businessName }
}

async function openFromInbox(page: Page, title: string, requestId: number) {
  await page.goto('/solicitudes')
  await page.getByRole('link', { name: 'Recibidas' }).click()
  await expect(page).toHaveURL(/\/solicitudes\?tab=recibidas$/)
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(row).toContainText('Enviada')
  await row.getByRole('button', { name: `Ver la solicitud «${title}»` }).click()
  await expect(page).toHaveURL(new RegExp(`/solicitudes/${requestId}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

const line = (page: Page, n: number) => page.getByRole('group', { name: `Línea ${n}` })

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
})

test('a provider opens a received request, sends an itemised offer, revises it and sees it', async ({
  page,
  loginAs,
  javaScriptEnabled,
}) => {
  // Four posts and two scans on a shared machine: more than the default 30 s at times.
  test.slow()
  const { profile } = await loginAs({ businessName: 'Techos Ramírez e2e' })
  const { title, requestId, builderName } = await requestReaching(profile.id)
  await openFromInbox(page, title, requestId)
  await expect(page.getByText('Vista', { exact: true })).toBeVisible()
  await expect(page.getByText(builderName)).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Membrana asfáltica con aluminio' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  if (javaScriptEnabled) await waitForHydration(page, 'form button')

  // The lines come prefilled with the request's items; 'Agregar línea' keeps what was typed.
  await expect(line(page, 1).getByLabel('Descripción')).toHaveValue('Membrana asfáltica con aluminio')
  await expect(line(page, 1).getByLabel('Cantidad')).toHaveValue('45,5')
  await line(page, 1).getByLabel('Precio unitario ($)').fill('12.345,67')
  await page.getByRole('button', { name: 'Agregar línea' }).click()
  await expect(line(page, 4)).toBeVisible()
  await expect(line(page, 1).getByLabel('Precio unitario ($)')).toHaveValue('12.345,67')

  await line(page, 2).getByLabel('Precio unitario ($)').fill('250000')
  await line(page, 2).getByLabel('Tipo').selectOption({ label: 'Mano de obra' })
  await page.getByLabel('Más IVA (21 %)').check()
  await page.getByLabel('Válido hasta').fill('2099-12-31')
  await page.getByLabel('Plazo de ejecución (días)').fill('10')
  await page.getByLabel('Forma de pago (opcional)').fill('50 % de anticipo')
  if (javaScriptEnabled) {
    await expect(page.getByRole('region', { name: 'Totales del presupuesto' })).toContainText('$ 982.190,87')
  }
  await page.getByRole('button', { name: 'Enviar presupuesto' }).click()

  if (javaScriptEnabled) await expect(toast(page, 'Presupuesto enviado')).toBeVisible()
  const offer = page.getByRole('region', { name: 'Tu presupuesto' })
  await expect(offer).toContainText('$ 561.727,99')
  await expect(offer).toContainText('$ 170.462,88')
  await expect(offer).toContainText('$ 982.190,87')
  await expect(page.locator('header').getByText('Presupuesto enviado', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)

  await page.getByText('Modificar presupuesto').click()
  await line(page, 2).getByLabel('Precio unitario ($)').fill('300.000,00')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(offer).toContainText('Actualizado el')
  await expect(offer).toContainText('$ 1.042.690,87')
})

test('another provider answers "No me interesa" with a reason', async ({ page, loginAs }) => {
  const { profile } = await loginAs({ businessName: 'Impermeabilizaciones Sur e2e' })
  const { title, requestId } = await requestReaching(profile.id)
  await openFromInbox(page, title, requestId)
  const decline = page.getByRole('region', { name: 'No me interesa' })
  await decline.getByLabel('Motivo (opcional)').fill('Este mes no trabajamos en Palermo.')
  await decline.getByRole('button', { name: 'No me interesa' }).click()
  await expect(page.getByText('Respondiste que no te interesa esta solicitud.')).toBeVisible()
  await expect(page.getByText('Motivo: Este mes no trabajamos en Palermo.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enviar presupuesto' })).toHaveCount(0)
  await page.goto('/solicitudes?tab=recibidas')
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('No le interesa')
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
})

test("a provider whose offer lost reads its own words in 'Recibidas'; a request opened from its e-mail's link becomes 'Vista'", async ({
  page,
  loginAs,
  javaScriptEnabled,
}) => {
  const { db } = await import('../../app/server/db.server')
  const { addRecipient, createAccount, submitTestOffer } = await import('../setup/factories')
  const { acceptOffer } = await import('../../app/models/quote-decisions.server')
  const { profile } = await loginAs({ businessName: 'Techos Perdedores e2e' })
  const winner = createAccount(db, { businessName: 'Techos Ganadores e2e' })
  const lost = await requestReaching(profile.id)
  const winning = addRecipient(db, { requestId: lost.requestId, profileId: winner.profile.id })
  const lines = [{ description: 'Membrana', quantityHundredths: 100, unitPriceCents: 100_000, kind: 'materiales' as const }]
  const loserRecipient = db.$client
    .prepare('SELECT id FROM quote_request_recipients WHERE request_id = ? AND profile_id = ?')
    .pluck()
    .get(lost.requestId, profile.id) as number
  submitTestOffer(db, { recipientId: loserRecipient, lines })
  const { offerId, revisionId } = submitTestOffer(db, { recipientId: winning.id, lines })
  expect(acceptOffer(db, { requestId: lost.requestId, offerId, revisionId })).toMatchObject({ status: 'accepted' })
  const unseen = await requestReaching(profile.id)

  await page.goto('/solicitudes?tab=recibidas')
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: lost.title }) })
  await expect(row).toContainText('Presupuesto enviado')
  await expect(row).toContainText('El cliente eligió otro presupuesto')
  await expect(row).not.toContainText('Presupuesto recibido')
  await expect(row).not.toContainText('Presupuesto aceptado')
  await expectNoAxeViolations(page)

  // The e-mail links straight to the request.
  await page.goto(`/solicitudes/${unseen.requestId}`)
  await expect(page.getByRole('heading', { level: 1, name: unseen.title })).toBeVisible()
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Marcar como vista' }).click()
  await expect(page.getByRole('button', { name: 'Marcar como vista' })).toHaveCount(0)
  await expect(page.locator('header').getByText('Vista', { exact: true })).toBeVisible()
  await page.goto('/solicitudes?tab=recibidas')
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: unseen.title }) })).toContainText('Vista')
})

test('a provider attaches its own PDF presupuesto to the offer, and the builder downloads it', async ({
  page,
  context,
  baseURL,
  loginAs,
  javaScriptEnabled,
}) => {
  const { profile } = await loginAs({ businessName: 'Techos con PDF e2e' })
  const { title, requestId } = await requestReaching(profile.id)
  await page.goto(`/solicitudes/${requestId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  if (javaScriptEnabled) await waitForHydration(page, 'form button')
  await line(page, 1).getByLabel('Precio unitario ($)').fill('12.345,67')
  await line(page, 2).getByLabel('Precio unitario ($)').fill('250000')
  await page.getByLabel('Válido hasta').fill('2099-12-31')
  await page.getByLabel('Plazo de ejecución (días)').fill('10')
  const { PDF_BYTES } = await import('../setup/factories')
  await page.getByLabel('Adjuntos (opcional, hasta 3)').setInputFiles({
    name: 'presupuesto-techos.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_BYTES,
  })
  await page.getByRole('button', { name: 'Enviar presupuesto' }).click()
  const offer = page.getByRole('region', { name: 'Tu presupuesto' })
  await expect(offer.getByRole('link', { name: 'presupuesto-techos.pdf' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The builder who asked: the file beside the offer, and it downloads.
  const { db } = await import('../../app/server/db.server')
  const { createSession } = await import('../../app/server/session.server')
  const builderId = db.get<{ id: number }>(
    (await import('drizzle-orm')).sql`SELECT user_id AS id FROM quote_requests WHERE id = ${requestId}`,
  ).id
  await addCookieFrom(context, baseURL!, await createSession(builderId))
  await page.goto(`/solicitudes/${requestId}`)
  const link = page.getByRole('link', { name: 'presupuesto-techos.pdf' })
  await expect(link).toBeVisible()
  const download = await page.request.get((await link.getAttribute('href'))!)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toBe('application/pdf')
})
