import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from './fixtures'

/** A made-up word of letters only, so a search finds exactly this test's listing. */
function uniqueWord() {
  return `serv${Array.from(crypto.randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title })

/** A provider signed in with one published roofing service named by a word of its own. */
async function providerWithService(loginAs: Parameters<Parameters<typeof test>[2]>[0]['loginAs']) {
  const word = uniqueWord()
  const account = await loginAs({ businessName: `Techos ${word}` })
  const { db } = await import('../../app/server/db.server')
  const { providerProfiles } = await import('../../drizzle/schema')
  const { eq } = await import('drizzle-orm')
  const { publishListing } = await import('../../app/models/publishing.server')
  db.update(providerProfiles)
    .set({ phone: '+541143214321', contactPerson: 'Ana Pérez' })
    .where(eq(providerProfiles.id, account.profile.id))
    .run()
  const outcome = publishListing(db, {
    userId: account.user.id,
    sector: 'cubiertas',
    subsector: 'techistas',
    zona: 'CABA',
    localidad: 'Palermo',
    description: 'Techos de chapa y tejas con garantía.',
  })
  if (outcome.status !== 'published') throw new Error(outcome.status)
  return { ...account, word, listingId: outcome.listingId, name: `Techos ${word}` }
}

test.describe("maintaining a service from 'Servicios Publicados'", () => {
  test("'Pausar' takes it out of search and its sector page, 'Reactivar' brings it back", async ({ page, loginAs }) => {
    const { word, name } = await providerWithService(loginAs)
    await page.goto('/perfil?tab=services')
    await expect(page.getByText('Activo', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: `Pausar ${name} (Techistas)` }).click()
    await expect(toast(page, 'Servicio pausado')).toBeVisible()
    await expect(page.getByText('Inactivo', { exact: true })).toBeVisible()
    await page.goto(`/?q=${word}`)
    await expect(page.getByRole('heading', { name })).toHaveCount(0)
    await page.goto('/cubiertas/techistas')
    await expect(page.getByText(name)).toHaveCount(0)

    await page.goto('/perfil?tab=services')
    await page.getByRole('button', { name: `Reactivar ${name} (Techistas)` }).click()
    await expect(toast(page, 'Servicio reactivado')).toBeVisible()
    await expect(page.getByText('Activo', { exact: true })).toBeVisible()
    await page.goto(`/?q=${word}`)
    await expect(page.getByText(name).first()).toBeVisible()
  })

  test("'Editar' opens the publish form filled in; saving changes the listing", async ({ page, loginAs }) => {
    const { word, name } = await providerWithService(loginAs)
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/perfil?tab=services')
    await page.getByRole('link', { name: `Editar ${name} (Techistas)` }).click()
    await expect(page.getByRole('heading', { name: 'Editar Servicio' })).toBeVisible()
    await expect(page).toHaveTitle('Editar Servicio | RedObra')
    await expect(page.getByLabel('Descripción')).toHaveValue('Techos de chapa y tejas con garantía.')
    await expect(page.getByLabel('Rubro', { exact: true })).toHaveValue('cubiertas')
    await expect(page.getByLabel('Localidad o barrio')).toHaveValue('Palermo')
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    await page.getByLabel('Descripción').fill(`Zinguería y canaletas ${word}ext.`)
    await page.getByLabel('Localidad o barrio').fill('Atlantis')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Elegí una localidad de CABA de la lista')).toBeVisible()
    await expect(page.getByLabel('Descripción')).toHaveValue(`Zinguería y canaletas ${word}ext.`)

    await page.getByLabel('Localidad o barrio').fill('Belgrano')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page).toHaveURL(/\/perfil\?tab=services$/)
    await expect(toast(page, 'Servicio actualizado')).toBeVisible()
    await expect(page.getByText('Belgrano, CABA')).toBeVisible()
    await page.goto(`/?q=${word}ext`)
    await expect(page.getByText(name).first()).toBeVisible()
  })

  test("someone else's service cannot be edited: not found", async ({ page, loginAs }) => {
    const { listingId } = await providerWithService(loginAs)
    await loginAs()
    const response = await page.goto(`/publicar-servicio?servicio=${listingId}`)
    expect(response?.status()).toBe(404)
  })

  test("a phone changed in 'Datos Personales' shows on the provider's cards at once", async ({ page, loginAs }) => {
    const { word } = await providerWithService(loginAs)
    await page.goto(`/?q=${word}`)
    await expect(page.getByRole('link', { name: '+54 11 4321-4321' }).first()).toBeVisible()

    await page.goto('/perfil?tab=personal&editar')
    await page.getByLabel('Teléfono').fill('11 5555-6666')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Los datos se guardaron correctamente')).toBeVisible()

    await page.goto(`/?q=${word}`)
    await expect(page.getByRole('link', { name: '+54 11 5555-6666' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: '+54 11 4321-4321' })).toHaveCount(0)
  })
})

test.describe('reviews survive deleting a service', () => {
  test('a reviewed service deleted and published again shows its reviews again', async ({ page, loginAs }) => {
    const { name, listingId, profile } = await providerWithService(loginAs)
    const { db } = await import('../../app/server/db.server')
    const { createAccount } = await import('../setup/factories')
    const { addReview } = await import('../../app/models/reviews.server')
    const reviewer = createAccount(db, { role: 'constructor', businessName: 'Constructora Memoriosa SRL' })
    addReview(db, { userId: reviewer.user.id, listingId, rating: 5, comment: 'Impecables, volvería a llamarlos.' })

    await page.goto('/perfil?tab=services')
    if (test.info().project.use.javaScriptEnabled !== false) {
      await page.getByRole('button', { name: new RegExp(`^Eliminar ${name}`) }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    } else {
      await page.getByRole('link', { name: new RegExp(`^Eliminar ${name}`) }).click()
    }
    await page.getByRole('button', { name: 'Sí, eliminar' }).click()
    await expect(toast(page, 'Servicio eliminado correctamente')).toBeVisible()

    await page.goto(`/perfilDeProveedorActivo/${profile.id}`)
    await expect(page.getByText('Impecables, volvería a llamarlos.')).toBeVisible()

    await page.goto('/publicar-servicio')
    if (test.info().project.use.javaScriptEnabled !== false) {
      await expect(page.getByText('Solo si el subrubro tiene divisiones.')).toHaveCount(0)
    }
    await page.getByLabel('Rubro', { exact: true }).selectOption('cubiertas')
    await page.getByLabel('Subrubro', { exact: true }).selectOption('techistas')
    await page.getByLabel('Zona').selectOption('CABA')
    await page.getByLabel('Localidad o barrio').fill('Palermo')
    await page.getByLabel('Descripción').fill('Volvimos con los techos.')
    await page.getByRole('button', { name: 'Publicar servicio' }).click()
    await expect(toast(page, '¡Servicio publicado!')).toBeVisible()

    const { listOwnListings } = await import('../../app/models/listings.server')
    const [republished] = listOwnListings(db, profile.id)
    await page.goto(`/proveedor/${republished!.id}`)
    await expect(page.getByText('Impecables, volvería a llamarlos.')).toBeVisible()
  })
})
