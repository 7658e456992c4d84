import type { Browser, Page } from '@playwright/test'
import { TEST_PASSWORD } from '../setup/factories'
import { addCookieFrom, dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast } from './fixtures'

const SUSPENDED = 'Tu cuenta está suspendida. Si creés que es un error, escribinos desde /contacto.'

/** A staff member signed in on `page`, and a spammer with one listing in search. */
async function staffAndSpammer(page: Page, baseURL: string) {
  const { db, factories } = await dbModules()
  const { createSession } = await import('../../app/server/session.server')
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
  const staff = factories.createAccount(db, { isStaff: true, email: `equipo-${suffix}@redobra.com.ar` })
  await addCookieFrom(page.context(), baseURL, await createSession(staff.user.id))
  const spammer = factories.createAccount(db, { email: `spam-${suffix}@obra.com.ar`, businessName: `Zanguango ${suffix}` })
  const listing = factories.createListing(db, { businessName: `Zanguango ${suffix}`, profileId: spammer.profile.id })
  return { spammer, listing, name: `Zanguango ${suffix}` }
}

/** Signs in from a browser of its own (the spammer's), with the project's JavaScript setting. */
async function trySignIn(browser: Browser, baseURL: string, javaScriptEnabled: boolean, email: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, locale: 'es-AR' })
  const page = await context.newPage()
  await page.goto('/auth')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  return { page, close: () => context.close() }
}

async function expectInSearch(page: Page, name: string, listed: boolean) {
  await page.goto(`/?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(listed ? 1 : 0)
}

test('staff finds a spammer by e-mail, suspends it with a reason and reactivates it; everything comes back', async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  // Three browsers' worth of pages and two axe scans on a shared machine.
  test.slow()
  const { spammer, listing, name } = await staffAndSpammer(page, baseURL!)
  await expectInSearch(page, name, true)

  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/admin/cuentas')
  await expect(page).toHaveTitle('Cuentas | Administración | RedObra')
  await page.getByLabel('Buscar por correo o empresa').fill(spammer.user.email.toUpperCase())
  await page.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/\/admin\/cuentas\?q=/)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: spammer.user.email }) })
  await expect(card).toContainText('Activa')
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)

  await card.getByLabel('Motivo de la suspensión').fill('Publica ofertas falsas')
  await card.getByRole('button', { name: 'Suspender' }).click()
  await expect(toast(page, 'Cuenta suspendida')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/cuentas\?q=/)
  await expect(card).toContainText('Suspendida')
  await expect(card).toContainText('Motivo: Publica ofertas falsas')
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)

  await expectInSearch(page, name, false)
  expect((await page.goto(`/proveedor/${listing.id}`))?.status()).toBe(404)
  expect((await page.goto(`/perfilDeProveedorActivo/${spammer.profile.id}`))?.status()).toBe(404)
  const refused = await trySignIn(browser, baseURL!, javaScriptEnabled, spammer.user.email)
  await expect(refused.page.getByRole('alert').filter({ hasText: SUSPENDED })).toBeVisible()
  await expect(refused.page).toHaveURL(/\/auth/)
  await refused.close()

  await page.goto(`/admin/cuentas?q=${encodeURIComponent(spammer.user.email)}`)
  await card.getByRole('button', { name: 'Reactivar' }).click()
  await expect(toast(page, 'Cuenta reactivada')).toBeVisible()
  await expect(card).toContainText('Activa')

  await expectInSearch(page, name, true)
  expect((await page.goto(`/proveedor/${listing.id}`))?.status()).toBe(200)
  const welcomed = await trySignIn(browser, baseURL!, javaScriptEnabled, spammer.user.email)
  await expect(welcomed.page).not.toHaveURL(/\/auth/)
  await welcomed.close()
})

test('the accounts console is the not-found page to anyone who is not staff', async ({ page }) => {
  const response = await page.goto('/admin/cuentas')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible()
})
