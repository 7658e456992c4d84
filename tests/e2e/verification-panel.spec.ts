import { eq } from 'drizzle-orm'
import { checkCuit, formatCuit } from '../../app/utils/cuit'
import * as schema from '../../drizzle/schema'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from './fixtures'

const APPROVED_ON = new Date('2026-11-12T15:00:00-03:00')
const HOME = 'Av. Triunvirato 4321, 3° B'
/**
 * A valid CUIT no other run has approved: an approved CUIT belongs to one profile only. Drawn
 * afresh for each set of rows, since a worker may run this file's `beforeAll` more than once.
 */
function freshCuit() {
  for (;;) {
    const body = `20${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    for (let digit = 0; digit <= 9; digit++) if (checkCuit(`${body}${digit}`).ok) return `${body}${digit}`
  }
}
type Rows = Awaited<ReturnType<typeof createRows>>
let rows: Rows

/** A provider verified check by check, one whose insurance expired, and an unclaimed listing. */
async function createRows() {
  const { db } = await import('../../app/server/db.server')
  const { createAccount, createListing } = await import('../setup/factories')
  const suffix = `${process.pid}-${Date.now()}`
  const cuit = freshCuit()

  function provider(businessName: string) {
    const { profile } = createAccount(db, { businessName })
    db.update(schema.providerProfiles)
      .set({
        contactPerson: 'Laura Benítez',
        phone: '+5491123456789',
        address: 'Av. Rivadavia 22450',
        description: 'Techos.',
        verified: true,
      })
      .where(eq(schema.providerProfiles.id, profile.id))
      .run()
    const listing = createListing(db, { profileId: profile.id, businessName, localidad: 'Ituzaingó', zona: 'GBA Oeste' })
    return { profile, listing }
  }
  function approve(profileId: number, seguroExpiresOn: string) {
    const approved = { profileId, status: 'approved' as const, decidedAt: APPROVED_ON }
    db.insert(schema.verificationChecks)
      .values([
        { ...approved, kind: 'cuit', cuit, legalName: 'Techos Benítez S.R.L.', taxCondition: 'Monotributo' },
        { ...approved, kind: 'domicilio', streetAddress: HOME, localidad: 'Villa Urquiza' },
        { ...approved, kind: 'matricula', licenseIssuer: 'CPIC', licenseNumber: '1234', licenseTrade: 'Ingeniería civil' },
        {
          ...approved,
          kind: 'seguro',
          insuranceKind: 'Responsabilidad civil',
          insurer: 'Aseguradora',
          policyNumber: 'RC-1',
          expiresOn: seguroExpiresOn,
        },
      ])
      .run()
  }

  const verified = provider(`Techos Verificados ${suffix}`)
  approve(verified.profile.id, '2099-06-30')
  const expired = provider(`Techos Vencidos ${suffix}`)
  db.insert(schema.verificationChecks)
    .values({
      profileId: expired.profile.id,
      kind: 'seguro',
      status: 'approved',
      decidedAt: APPROVED_ON,
      insuranceKind: 'ART',
      expiresOn: '2025-06-30',
    })
    .run()
  const unclaimed = createListing(db, { businessName: `Zinguería Sin Reclamar ${suffix}` })
  return { cuit, verified, expired, unclaimed }
}

test.beforeAll(async () => {
  rows = await createRows()
})

const FULLY_VERIFIED = [
  'CUIT verificado el 12/11/2026',
  'Domicilio en Villa Urquiza verificado el 12/11/2026',
  'Matrícula CPIC 1234 verificada el 12/11/2026',
  'Seguro de responsabilidad civil vigente hasta el 30/6/2099',
]
const NOTHING_VERIFIED = ['CUIT: No verificado', 'Domicilio: No verificado', 'Matrícula: No verificado', 'Seguro: No verificado']

test.describe("'Qué verificamos'", () => {
  test('a fully verified provider shows its four lines on both pages, and nothing private', async ({ page }) => {
    for (const url of [`/perfilDeProveedorActivo/${rows.verified.profile.id}`, `/proveedor/${rows.verified.listing.id}`]) {
      await page.goto(url)
      const panel = page.getByRole('list', { name: 'Qué verificamos' })
      await expect(panel.getByRole('listitem')).toHaveText(FULLY_VERIFIED)
      const html = await page.content()
      for (const secret of [rows.cuit, formatCuit(rows.cuit), 'Triunvirato']) expect(html, url).not.toContain(secret)
      await expectNoAxeViolations(page)
      await page.setViewportSize({ width: 360, height: 800 })
      await expectNoHorizontalScroll(page)
      await page.setViewportSize({ width: 1280, height: 800 })
    }
  })

  test('an expired insurance and an unclaimed listing read No verificado', async ({ page }) => {
    await page.goto(`/perfilDeProveedorActivo/${rows.expired.profile.id}`)
    await expect(page.getByRole('list', { name: 'Qué verificamos' }).getByRole('listitem')).toHaveText(NOTHING_VERIFIED)
    await expect(page.getByText('Vencida')).toHaveCount(0)

    await page.goto(`/proveedor/${rows.unclaimed.id}`)
    await expect(page.getByRole('list', { name: 'Qué verificamos' }).getByRole('listitem')).toHaveText(NOTHING_VERIFIED)
    await expectNoAxeViolations(page)
  })
})

test.describe('the /perfil banner', () => {
  test('tells a provider which checks are missing and links to Verificación', async ({ page, loginAs }) => {
    await loginAs({ businessName: 'Techos por Verificar' })
    await page.goto('/perfil')
    await expect(page.getByText('Completa los datos necesarios para estar verificado')).toBeVisible()
    await expect(page.getByText('Para estar verificado también necesitás estas verificaciones aprobadas:')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: /^CUIT: Sin enviar$/ })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: /^Domicilio: Sin enviar$/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ir a Verificación' })).toHaveAttribute('href', '/perfil?tab=verificacion')
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await expectNoHorizontalScroll(page)
  })
})
