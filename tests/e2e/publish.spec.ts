import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from './fixtures'

/** A made-up word of letters only, so a search finds exactly this test's listing. */
function uniqueWord() {
  return `publi${Array.from(crypto.randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`
}

async function giveProfilePhone(profileId: number) {
  const { db } = await import('../../app/server/db.server')
  const { providerProfiles } = await import('../../drizzle/schema')
  const { eq } = await import('drizzle-orm')
  db.update(providerProfiles).set({ phone: '+541143214321', contactPerson: 'Ana Pérez' }).where(eq(providerProfiles.id, profileId)).run()
}

/** With JavaScript the lists filter each other once the page is hydrated; wait for that first. */
async function open(page: Page) {
  await page.goto('/publicar-servicio')
  if (test.info().project.use.javaScriptEnabled !== false) {
    await expect(page.getByText('Solo si el subrubro tiene divisiones.')).toHaveCount(0)
  }
}

async function fillCommon(page: Page, description: string) {
  await page.getByLabel('Zona').selectOption('CABA')
  await page.getByLabel('Localidad o barrio').fill('Palermo')
  await page.getByLabel('Descripción').fill(description)
}

test.describe('publishing a service', () => {
  test("a builder's account is told publishing services is for providers", async ({ page, loginAs }) => {
    await loginAs({ role: 'constructor' })
    const response = await page.goto('/publicar-servicio')
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'No podés hacer esto con tu cuenta' })).toBeVisible()
    await expect(page.getByText('Publicar servicios es solo para cuentas de proveedor.')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('publish in a sector with divisions, then find it in search and on its sector page', async ({ page, loginAs }) => {
    const word = uniqueWord()
    const { profile } = await loginAs({ businessName: `Estudio ${word}` })
    await giveProfilePhone(profile.id)
    await open(page)
    await page.getByLabel('Rubro', { exact: true }).selectOption('preliminares')
    await page.getByLabel('Subrubro', { exact: true }).selectOption('empresas-y-profesionales')
    await page.getByLabel('División').selectOption('arquitectos')
    await fillCommon(page, 'Proyecto y dirección de obra de viviendas.')
    await page.getByRole('button', { name: 'Publicar servicio' }).click()

    await expect(page).toHaveURL(/\/perfil$/)
    await expect(page.getByRole('status').filter({ hasText: '¡Servicio publicado!' })).toBeVisible()

    await page.goto(`/?q=${word}`)
    await expect(page.getByText(`Estudio ${word}`).first()).toBeVisible()
    await page.goto('/preliminares/empresas-y-profesionales/arquitectos')
    await expect(page.getByText(`Estudio ${word}`).first()).toBeVisible()
  })

  test('the form answers next to the fields and keeps what was typed', async ({ page, loginAs }) => {
    const { profile } = await loginAs()
    await giveProfilePhone(profile.id)
    await open(page)
    await page.getByLabel('Rubro', { exact: true }).selectOption('fundaciones')
    await page.getByLabel('Subrubro', { exact: true }).selectOption('bases')
    await page.getByLabel('Zona').selectOption('GBA Norte')
    await page.getByLabel('Localidad o barrio').fill('Palermo')
    await page.getByLabel('Descripción').fill('Bases y zapatas.')
    await page.getByRole('button', { name: 'Publicar servicio' }).click()
    await expect(page.getByText('Elegí una localidad de GBA Norte de la lista')).toBeVisible()
    await expect(page.getByLabel('Descripción')).toHaveValue('Bases y zapatas.')
    await expect(page.getByLabel('Rubro', { exact: true })).toHaveValue('fundaciones')
  })

  test('a free plan gets the limit message with a link to the plans', async ({ page, loginAs }) => {
    const { user, profile } = await loginAs()
    await giveProfilePhone(profile.id)
    const { db } = await import('../../app/server/db.server')
    const { publishListing } = await import('../../app/models/publishing.server')
    for (const subsector of ['bases', 'plateas']) {
      const outcome = publishListing(db, {
        userId: user.id,
        sector: 'fundaciones',
        subsector,
        zona: 'CABA',
        localidad: 'Palermo',
        description: 'Obra',
      })
      expect(outcome.status).toBe('published')
    }
    await open(page)
    await page.getByLabel('Rubro', { exact: true }).selectOption('otros')
    await page.getByRole('textbox', { name: /^Subrubro/ }).fill('Drones para relevamientos')
    await fillCommon(page, 'Relevamientos con drones.')
    await page.getByRole('button', { name: 'Publicar servicio' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'hasta 2 subrubros' })
    await expect(alert).toBeVisible()
    await alert.getByRole('link', { name: 'Conocé el plan Premium' }).click()
    await expect(page).toHaveURL(/\/upgrade$/)
  })

  test('a visitor is sent to sign in', async ({ page }) => {
    await page.goto('/publicar-servicio')
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fpublicar-servicio$/)
  })

  test('nothing moves when the page starts its scripts (what it drops is hidden from the first paint)', async ({ page, loginAs }) => {
    test.skip(test.info().project.use.javaScriptEnabled === false, 'the page hydrates only where scripts run')
    await loginAs()
    await page.setViewportSize({ width: 360, height: 800 })
    await open(page)
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0))
          }).observe({ type: 'layout-shift', buffered: true })
          // No entry at all is no shift: the observer calls back only when there are entries.
          setTimeout(() => resolve(0), 500)
        }),
    )
    expect(shifted).toBe(0)
    await expect(page.getByLabel('Subrubro', { exact: true })).toHaveCount(0)
    await page.getByLabel('Rubro', { exact: true }).selectOption('preliminares')
    await expect(page.getByLabel('Subrubro', { exact: true })).toBeVisible()
  })

  test('without JavaScript every list and the Otros field are on the page', async ({ page, loginAs }) => {
    test.skip(test.info().project.use.javaScriptEnabled !== false, 'scripts collapse the form to what fits the choice')
    await loginAs()
    await open(page)
    await expect(page.getByLabel('Subrubro', { exact: true })).toBeVisible()
    await expect(page.getByLabel('División')).toBeVisible()
    await expect(page.getByLabel('Subrubro, si elegiste Otros')).toBeVisible()
    await expect(page.getByText('Solo si el subrubro tiene divisiones.')).toBeVisible()
  })

  test('accessible, and no sideways scroll at 360 px', async ({ page, loginAs }) => {
    await loginAs()
    await page.setViewportSize({ width: 360, height: 800 })
    await open(page)
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
  })
})
