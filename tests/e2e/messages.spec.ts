import { addCookieFrom, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForHydration } from './fixtures'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
const HOSTILE = '<img src=x onerror=alert(1)> ¿Pueden mirar el plano? https://ejemplo.com.ar/plano'

/** A provider with a claimed listing of its own, and the way to sign the browser in as it. */
async function claimedProvider() {
  const { db } = await import('../../app/server/db.server')
  const { createSession } = await import('../../app/server/session.server')
  const { createAccount, createListing } = await import('../setup/factories')
  const suffix = `${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const account = createAccount(db, { businessName: `Techos Consulta ${suffix}` })
  const listing = createListing(db, { profileId: account.profile.id, businessName: `Techos Consulta ${suffix}` })
  const unclaimed = createListing(db, { businessName: `Techos Sin Dueño ${suffix}`, phone: '+541143214321' })
  return { account, listing, unclaimed, session: () => createSession(account.user.id) }
}

test('a builder sends a consulta from a provider page; the provider sees it in the header, replies with a file, and the builder reads it', async ({
  page,
  context,
  baseURL,
  loginAs,
  javaScriptEnabled,
}) => {
  test.slow()
  const provider = await claimedProvider()
  const builder = await loginAs({ role: 'constructor', businessName: `Obras Consulta ${provider.listing.id}` })
  const { createSession } = await import('../../app/server/session.server')
  const signInAs = async (session: string) => {
    await context.clearCookies()
    await addCookieFrom(context, baseURL!, session)
  }

  await page.goto(`/proveedor/${provider.unclaimed.id}`)
  await expect(page.getByText('Este proveedor todavía no recibe consultas en RedObra')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Enviar consulta' })).toHaveCount(0)

  await page.goto(`/proveedor/${provider.listing.id}`)
  await page.getByRole('link', { name: 'Enviar consulta' }).click()
  await expect(page).toHaveURL(`/mensajes/nueva?proveedor=${provider.listing.id}`)
  await page.setViewportSize({ width: 360, height: 800 })
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  if (javaScriptEnabled) await waitForHydration(page, 'main form')
  await page.getByLabel('Asunto').fill('Techo de chapa en Palermo')
  await page.getByLabel('Tu mensaje').fill(HOSTILE)
  await page.getByRole('button', { name: 'Enviar consulta' }).click()
  await expect(toast(page, 'Enviamos tu consulta')).toBeVisible()
  await expect(page).toHaveURL(/\/mensajes\/\d+$/)
  const conversationPath = new URL(page.url()).pathname

  // The message is text: the tag shows as typed and no image exists; the address is a link to itself.
  const messages = page.getByRole('list', { name: 'Mensajes' })
  await expect(messages).toContainText('<img src=x onerror=alert(1)>')
  await expect(messages.locator('img')).toHaveCount(0)
  await expect(messages.getByRole('link', { name: 'https://ejemplo.com.ar/plano' })).toHaveAttribute('rel', 'nofollow noopener ugc')
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  await signInAs(await provider.session())
  await page.goto('/')
  // On a phone the news shows on the closed menu's button, and the menu names where it is.
  const menu = page.locator('summary').filter({ hasText: 'Menú' })
  await expect(menu).toHaveText(/Menú\s*1 novedad$/)
  await menu.click()
  await expect(page.getByRole('link', { name: 'Mensajes (1)' })).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await page.getByRole('link', { name: 'Mensajes (1)' }).click()
  await expect(page).toHaveURL('/mensajes')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Techo de chapa en Palermo' }).click()
  await expect(page).toHaveURL(conversationPath)
  await expect(page.getByRole('list', { name: 'Mensajes' })).toContainText('¿Pueden mirar el plano?')
  if (javaScriptEnabled) {
    // Seen with JavaScript, the conversation is marked read by itself.
    await expect(page.getByRole('link', { name: 'Mensajes', exact: true })).toBeVisible()
    await waitForHydration(page, 'main form')
  } else {
    await page.getByRole('button', { name: 'Marcar como leída' }).click()
    await expect(page.getByRole('link', { name: 'Mensajes', exact: true })).toBeVisible()
  }
  await page.getByLabel('Responder').fill('Sí, va el presupuesto.')
  await page.getByLabel(/^Adjuntos/).setInputFiles({ name: 'presupuesto.pdf', mimeType: 'application/pdf', buffer: PDF })
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(
    page.getByRole('list', { name: 'Mensajes' }).getByRole('listitem').filter({ hasText: 'Sí, va el presupuesto.' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'presupuesto.pdf' })).toBeVisible()
  await expect(page.getByLabel('Responder')).toHaveValue('')

  await signInAs(await createSession(builder.user.id))
  await page.goto('/')
  await page.getByRole('link', { name: 'Mensajes (1)' }).click()
  await page.getByRole('link', { name: 'Techo de chapa en Palermo' }).click()
  await expect(page.getByRole('list', { name: 'Mensajes' })).toContainText('Sí, va el presupuesto.')
  const download = await page.getByRole('link', { name: 'presupuesto.pdf' }).getAttribute('href')
  expect((await page.request.get(download!)).status()).toBe(200)
})

test('an open conversation shows a new message without a reload', async ({ page, loginAs, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript a page shows what it had when it loaded')
  test.slow()
  const provider = await claimedProvider()
  const builder = await loginAs({ role: 'constructor' })
  const { db } = await import('../../app/server/db.server')
  const { startInquiry, postMessage } = await import('../../app/models/conversations.server')
  const started = startInquiry(db, {
    askerUserId: builder.user.id,
    target: { kind: 'listing', listingId: provider.listing.id, materialId: null, providerUserId: provider.account.user.id, name: 'Techos' },
    subject: 'Fecha de visita',
    body: '¿Cuándo pueden venir?',
    idempotencyKey: `clave-${Date.now()}`,
    documents: [],
  })
  if (started.status !== 'sent') throw new Error('the consulta was not sent')
  await page.goto(`/mensajes/${started.conversationId}`)
  await waitForHydration(page, 'main form')
  postMessage(db, {
    conversationId: started.conversationId,
    senderUserId: provider.account.user.id,
    side: 'provider',
    otherUserId: builder.user.id,
    body: 'El jueves a las 10.',
    idempotencyKey: `clave-${Date.now()}-respuesta`,
    documents: [],
  })
  await expect(page.getByRole('list', { name: 'Mensajes' })).toContainText('El jueves a las 10.', { timeout: 20_000 })
})

test('when the provider deletes its account, the builder keeps the conversation: its messages show “Cuenta eliminada” and its file “Archivo eliminado”', async ({
  page,
  context,
  baseURL,
  loginAs,
}) => {
  const provider = await loginAs({ role: 'proveedor', businessName: 'Techos que se Van' })
  const { db } = await import('../../app/server/db.server')
  const { createSession } = await import('../../app/server/session.server')
  const { createAccount, createConversation, createMessage, createPrivateDocument, TEST_PASSWORD } = await import('../setup/factories')
  const builder = createAccount(db, { role: 'constructor', businessName: `Obras que Quedan ${provider.user.id}` })
  const conversationId = createConversation(db, {
    requesterUserId: builder.user.id,
    providerUserId: provider.user.id,
    subject: 'Techo de la terraza',
  })
  createMessage(db, { conversationId, senderUserId: builder.user.id, body: '¿Pueden pasar el martes?' })
  const quote = await createPrivateDocument(db, provider.user.id, { originalName: 'presupuesto-techo.pdf' })
  createMessage(db, { conversationId, senderUserId: provider.user.id, body: 'Sí, te dejo el presupuesto.', documentIds: [quote] })

  await page.goto('/cuenta/eliminar')
  await page.getByLabel('Tu contraseña, para confirmar').fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cuenta eliminada' })).toBeVisible()

  await context.clearCookies()
  await addCookieFrom(context, baseURL!, await createSession(builder.user.id))
  await page.goto('/mensajes')
  await expect(page.getByRole('listitem').filter({ hasText: 'Techo de la terraza' })).toContainText('Cuenta eliminada')
  await page.getByRole('link', { name: /Techo de la terraza/ }).click()
  const messages = page.getByRole('list', { name: 'Mensajes' })
  await expect(messages.getByRole('listitem').filter({ hasText: 'Sí, te dejo el presupuesto.' })).toContainText('Cuenta eliminada')
  await expect(messages.getByRole('listitem').filter({ hasText: 'Sí, te dejo el presupuesto.' })).toContainText('Archivo eliminado')
  await expect(messages.getByRole('link', { name: /presupuesto-techo\.pdf/ })).toHaveCount(0)
  await expect(messages.getByRole('listitem').filter({ hasText: '¿Pueden pasar el martes?' })).toContainText('Vos')
  await expectNoAxeViolations(page)
})
