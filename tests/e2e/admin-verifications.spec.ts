import { checkCuit } from '../../app/utils/cuit'
import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast } from './fixtures'

/** A valid CUIT no other run has used: approved CUITs are unique across the whole database. */
function freshCuit() {
  for (;;) {
    const body = `20${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    for (let digit = 0; digit <= 9; digit++) {
      const check = checkCuit(`${body}${digit}`)
      if (check.ok) return check.digits
    }
  }
}

/** A provider with its profile complete and two checks waiting, older than anything else in the queue. */
async function providerWithPendingChecks(businessName: string) {
  const { db, schema, eq, factories } = await dbModules()
  const { user, profile } = factories.createAccount(db, { businessName })
  db.update(schema.providerProfiles)
    .set({ contactPerson: 'Ana Pérez', phone: '+541143214321', address: 'Av. Rivadavia 1234', description: 'Techos y membranas.' })
    .where(eq(schema.providerProfiles.id, profile.id))
    .run()
  const longAgo = new Date(Date.UTC(2020, 0, 1))
  const [cuit, domicilio] = db
    .insert(schema.verificationChecks)
    .values([
      {
        profileId: profile.id,
        kind: 'cuit',
        cuit: freshCuit(),
        legalName: `${businessName} S.R.L.`,
        taxCondition: 'Monotributo',
        submittedAt: longAgo,
      },
      { profileId: profile.id, kind: 'domicilio', streetAddress: 'Av. Rivadavia 1234', localidad: 'Caballito', submittedAt: longAgo },
    ])
    .returning({ id: schema.verificationChecks.id })
    .all()
  const stateOf = (id: number) => db.select().from(schema.verificationChecks).where(eq(schema.verificationChecks.id, id)).get()!
  return { user, profile, stateOf, cuitId: cuit!.id, domicilioId: domicilio!.id }
}

test.describe('staff review verification checks', () => {
  test('staff approve one check and reject another with a reason; the page passes axe and fits 360 px', async ({ page, loginAs }) => {
    const businessName = `Techos Verificables ${test.info().project.name} ${Date.now()}`
    const provider = await providerWithPendingChecks(businessName)
    await loginAs({ isStaff: true })
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/admin/verificaciones')
    await expect(page).toHaveTitle('Verificaciones pendientes | Administración | RedObra')
    await expect(page.getByRole('heading', { level: 1, name: 'Verificaciones pendientes' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    const item = (kind: string) =>
      page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: `${kind}: ${businessName}` }) })
    await expect(item('CUIT')).toContainText(`${businessName} S.R.L.`)
    await expect(item('CUIT').getByRole('link', { name: businessName })).toHaveAttribute(
      'href',
      `/perfilDeProveedorActivo/${provider.profile.id}`,
    )

    await item('CUIT').getByRole('button', { name: 'Aprobar' }).click()
    await expect(toast(page, 'Aprobaste la verificación de CUIT')).toBeVisible()
    await expect(item('CUIT')).toHaveCount(0)
    expect(provider.stateOf(provider.cuitId).status).toBe('approved')

    await item('Domicilio').getByRole('button', { name: 'Rechazar' }).click()
    await expect(item('Domicilio').getByText('Escribí el motivo del rechazo: se lo enviamos al proveedor')).toBeVisible()
    expect(provider.stateOf(provider.domicilioId).status).toBe('pending')

    await item('Domicilio').getByLabel('Motivo (obligatorio para rechazar)').fill('La factura está a nombre de otra persona.')
    await item('Domicilio').getByRole('button', { name: 'Rechazar' }).click()
    await expect(toast(page, 'Rechazaste la verificación de Domicilio')).toBeVisible()
    await expect(item('Domicilio')).toHaveCount(0)
    expect(provider.stateOf(provider.domicilioId)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'La factura está a nombre de otra persona.',
    })
  })

  test('the queue is not there for anyone but staff', async ({ page, loginAs }) => {
    const visitor = await page.goto('/admin/verificaciones')
    expect(visitor?.status()).toBe(404)
    await loginAs()
    const provider = await page.goto('/admin/verificaciones')
    expect(provider?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible()
  })
})
