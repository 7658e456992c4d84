import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast } from './fixtures'

/** A builder's request that reached one provider, with a plan attached and a message in their conversation. */
async function requestWithPlan() {
  const { db, factories } = await dbModules()
  const builder = factories.createAccount(db, { role: 'constructor', plan: 'premium', businessName: 'Constructora Delta' })
  const provider = factories.createAccount(db, { businessName: 'Techos Ramírez' })
  const request = factories.createQuoteRequest(db, { userId: builder.user.id, title: 'Cambio de membrana' })
  const { conversationId } = factories.addRecipient(db, { requestId: request.id, profileId: provider.profile.id })
  const plan = await factories.createPrivateDocument(db, builder.user.id, { originalName: 'plano.pdf' })
  factories.attachToQuoteRequest(db, request.id, [plan])
  factories.createMessage(db, { conversationId, senderUserId: provider.user.id, body: 'Paso el jueves a las 9 a medir.' })
  return { plan, conversationId }
}

test.describe('notifications, attachments and the console', () => {
  test("'Notificaciones por e-mail' in /perfil/cuenta turns the e-mails off and on", async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await loginAs()
    await page.goto('/perfil/cuenta')
    const section = page.getByRole('region', { name: 'Notificaciones por e-mail' })
    const box = section.getByLabel('Recibir avisos por e-mail de consultas, solicitudes, presupuestos y mensajes')
    await expect(box).toBeChecked()
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)

    await box.uncheck()
    await section.getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Preferencias guardadas')).toBeVisible()
    await expect(box).not.toBeChecked()
    await page.reload()
    await expect(page.getByLabel('Recibir avisos por e-mail de consultas, solicitudes, presupuestos y mensajes')).not.toBeChecked()

    await page.getByLabel('Recibir avisos por e-mail de consultas, solicitudes, presupuestos y mensajes').check()
    await page.getByRole('region', { name: 'Notificaciones por e-mail' }).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Preferencias guardadas')).toBeVisible()
    await expect(page.getByLabel('Recibir avisos por e-mail de consultas, solicitudes, presupuestos y mensajes')).toBeChecked()
  })

  test("a request's attachment opened by another account is the not-found page", async ({ page, loginAs }) => {
    const { plan } = await requestWithPlan()
    await loginAs({ role: 'proveedor' })
    const response = await page.goto(`/documentos/${plan}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Página no encontrada')).toBeVisible()
    await expect(page.getByText('plano')).toHaveCount(0)
  })

  test('staff read a conversation only after typing a reason, and the log keeps it', async ({ page, loginAs }) => {
    const { conversationId } = await requestWithPlan()
    await page.setViewportSize({ width: 360, height: 740 })
    await loginAs({ isStaff: true })
    await page.goto('/admin/conversaciones')
    await page.getByLabel('Número de conversación').fill(String(conversationId))
    await page.getByRole('button', { name: 'Abrir' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/conversaciones/${conversationId}$`))
    await expect(page.getByRole('heading', { name: `Conversación ${conversationId}` })).toBeVisible()
    await expect(page.getByText('Paso el jueves')).toHaveCount(0)
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)

    await page.getByLabel('Motivo de la lectura').fill('El cliente denunció mensajes ofensivos')
    await page.getByRole('button', { name: 'Leer la conversación' }).click()
    await expect(page.getByText('Paso el jueves a las 9 a medir.')).toBeVisible()
    await expect(page.getByText('Techos Ramírez (Proveedor)', { exact: false })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto(`/admin/registro?tipo=conversation&objeto=${conversationId}`)
    await expect(page.getByText('El cliente denunció mensajes ofensivos')).toBeVisible()
  })

  test('staff open a request’s plan only after typing a reason, and the log keeps it', async ({ page, loginAs }) => {
    const { plan } = await requestWithPlan()
    await loginAs({ isStaff: true })
    expect((await page.request.get(`/documentos/${plan}`)).status()).toBe(404)
    await page.goto(`/admin/documentos/${plan}`)
    await expect(page.getByRole('heading', { name: `Documento ${plan}` })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('Motivo de la lectura').fill('El proveedor denunció un plano falso')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Abrir el documento' }).click()
    expect((await download).suggestedFilename()).toBe('plano.pdf')
    await page.goto(`/admin/registro?tipo=document&objeto=${plan}`)
    await expect(page.getByText('El proveedor denunció un plano falso')).toBeVisible()
  })

  test('the console page of a conversation is the not-found page for anyone but staff', async ({ page, loginAs }) => {
    const { conversationId } = await requestWithPlan()
    await loginAs({ role: 'constructor' })
    const response = await page.goto(`/admin/conversaciones/${conversationId}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible()
  })
})
