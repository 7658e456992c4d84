import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN_SECTIONS } from '../../app/routes/admin/sections'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../drizzle/seed/data'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from './fixtures'

const NOT_FOUND = '¡Ups! Página no encontrada'
const UNKNOWN_CONSOLE_PATH = '/admin/x'

/** A console page is built once its folder route exists; until then it 404s to staff as well. */
const routeFileOf = (to: string) =>
  to === '/admin' ? 'app/routes/admin._index/route.tsx' : `app/routes/admin.${to.split('/')[2]}/route.tsx`
const CONSOLE_PAGES = ADMIN_SECTIONS.map((section) => ({ to: section.to, built: fs.existsSync(routeFileOf(section.to)) }))

/** A form as a page of the site would post it: same origin, every field a console form might read. */
const CONSOLE_FORM = { intent: 'approve', id: '1', checkId: '1', claimId: '1', reviewId: '1', userId: '1', reason: 'Prueba' }
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']
/** Headers of the moment, not of the answer: when it was sent, how long the path made it. */
const PASSING_HEADERS = new Set(['date', 'content-length', 'connection', 'keep-alive'])

/** An answer with what differs per request masked: the CSP nonce, and the address asked for. */
async function answerTo(request: APIRequestContext, baseURL: string, method: string, path: string) {
  const response = await request.fetch(path, {
    method,
    headers: { Origin: baseURL },
    ...(method === 'GET' || method === 'HEAD' ? {} : { form: CONSOLE_FORM }),
    maxRedirects: 0,
  })
  const mask = (text: string) => text.replaceAll(path, '<path>').replace(/nonce-[\w+/=]+|nonce="[\w+/=]+"/g, '<nonce>')
  const headers = Object.fromEntries(
    Object.entries(response.headers())
      .filter(([name]) => !PASSING_HEADERS.has(name))
      .map(([name, value]) => [name, mask(value)]),
  )
  return { status: response.status(), headers, body: mask(await response.text()) }
}

/**
 * Every /admin address answers exactly what an address of the same shape that nothing claims
 * answers ('/zzzzz' is a sector that does not exist, deeper ones the splat): each console page to
 * GET and POST, and one address of each shape to every method, as a page and as data.
 */
async function expectConsoleHidden(request: APIRequestContext, baseURL: string) {
  const pages = [...CONSOLE_PAGES.map((p) => p.to), UNKNOWN_CONSOLE_PATH].map((path) => [path, ['GET', 'POST']] as const)
  const shapes = ['/admin', UNKNOWN_CONSOLE_PATH, '/admin/documentos/1/abrir'].flatMap((path) =>
    [path, `${path}.data`].map((p) => [p, METHODS] as const),
  )
  for (const [path, methods] of [...pages, ...shapes]) {
    const nowhere = path.replace(/^\/admin/, '/zzzzz')
    for (const method of methods) {
      const hidden = await answerTo(request, baseURL, method, path)
      expect(hidden, `${method} ${path}`).toEqual(await answerTo(request, baseURL, method, nowhere))
      if (method === 'GET' && !path.endsWith('.data')) {
        expect(hidden.status, `GET ${path}`).toBe(404)
        expect(hidden.body, `GET ${path}`).toContain(NOT_FOUND)
        expect(hidden.body, `GET ${path}`).toContain('<title>Página no encontrada | RedObra</title>')
      }
    }
  }
}

async function signInAsDemoStaff(page: Page) {
  await page.goto('/auth')
  await page.getByLabel('Correo electrónico').fill(DEMO_ACCOUNTS.staff)
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mi Perfil', includeHidden: true }).first()).toBeAttached()
}

test.describe('the console does not exist for anyone but staff', () => {
  // Plain HTTP: the answer is the same with or without JavaScript in a browser.
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'HTTP only')
  // About a hundred requests a test, on a machine running other work.
  test.describe.configure({ timeout: 90_000 })

  test('a visitor gets the site’s not-found answer on every /admin URL, whatever the method', async ({ page, baseURL }) => {
    await expectConsoleHidden(page.request, baseURL!)
  })

  for (const role of ['constructor', 'proveedor'] as const) {
    test(`a signed-in ${role} gets the site’s not-found answer on every /admin URL, whatever the method, and no link to it`, async ({
      page,
      baseURL,
      loginAs,
    }) => {
      await loginAs({ role })
      await page.goto('/')
      await expect(page.getByRole('link', { name: 'Mi Perfil' }).first()).toBeAttached()
      await expect(page.getByRole('link', { name: 'Administración' })).toHaveCount(0)
      await expectConsoleHidden(page.request, baseURL!)
    })
  }

  test('staff get every built console page, and the not-found page on an unknown one', async ({ page, loginAs }) => {
    const { dbModules } = await import('./fixtures')
    const { db, schema, eq } = await dbModules()
    const { user } = await loginAs()
    db.update(schema.users).set({ isStaff: true }).where(eq(schema.users.id, user.id)).run()
    for (const { to, built } of CONSOLE_PAGES) {
      const response = await page.request.get(to)
      expect(response.status(), to).toBe(built ? 200 : 404)
    }
    expect((await page.request.get(UNKNOWN_CONSOLE_PATH)).status()).toBe(404)
  })
})

test.describe('the demo staff account', () => {
  test('signs in, finds the console from the header, reads the dashboard and filters the log', async ({ page }) => {
    await signInAsDemoStaff(page)
    await page.getByRole('banner').getByRole('link', { name: 'Administración' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible()
    for (const queue of ['Verificaciones pendientes', 'Reclamos pendientes', 'Reseñas denunciadas']) {
      await expect(page.getByRole('link', { name: queue })).toBeVisible()
    }
    // Other specs report and resolve reviews on the same database, so the count itself varies.
    await expect(page.getByRole('link', { name: /^[\d.]+ Reseñas denunciadas$/ })).toHaveAttribute('href', '/admin/resenas')
    const recent = page.getByRole('region', { name: 'Últimas acciones del equipo' })
    await expect(recent.getByRole('cell', { name: DEMO_ACCOUNTS.staff }).first()).toBeVisible()
    await expect(recent.getByRole('cell', { name: 'Aprobó una verificación' }).first()).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Ver el registro completo' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de acciones' })).toBeVisible()
    await expect(page).toHaveTitle(/Registro/)
    await expect(page.getByRole('status').filter({ hasText: /acciones?$/ })).toBeVisible()
    await expectNoAxeViolations(page)

    // Other specs hide reviews with staff accounts of their own; the demo staff member never has.
    await page.getByLabel('Acción').selectOption({ label: 'Ocultó una reseña' })
    await page.getByLabel('Miembro del equipo').selectOption({ label: DEMO_ACCOUNTS.staff })
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(/accion=review\.hide/)
    await expect(page.getByText('0 acciones')).toBeVisible()
    await expect(page.getByLabel('Acción')).toHaveValue('review.hide')

    await page.getByLabel('Acción').selectOption({ label: 'Aprobó una verificación' })
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(/accion=verification\.approve/)
    const log = page.getByRole('region', { name: /Acciones del equipo/ })
    await expect(log.getByRole('row')).not.toHaveCount(1)
    await expect(log.getByRole('cell', { name: 'Aprobó una verificación' }).first()).toBeVisible()
    await log.getByText('Antes y después').first().click()
    await expect(log.getByText('"status": "approved"').first()).toBeVisible()
  })

  test('the dashboard and the log fit 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await signInAsDemoStaff(page)
    await page.goto('/marketplace')
    // At 360 px the header's links sit in its menu.
    await page.getByRole('banner').getByText('Menú').click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Administración' })).toBeVisible()
    for (const path of ['/admin', '/admin/registro']) {
      await page.goto(path)
      await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
    }
  })
})
