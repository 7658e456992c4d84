/*
 * A deployment configured as a real operator would: its own business details, an analytics
 * script and the page cache on. The spec runs its own server with that configuration.
 */
import type { ChildProcess } from 'node:child_process'
import { openDatabase } from '../../app/server/sqlite.server'
import { createAccount, createListing, TEST_PASSWORD } from '../setup/factories'
import { startOwnServer } from './own-server'
import { expect, test } from './fixtures'
import { JS_TAG } from './projects'

const OPERATOR = {
  OPERATOR_NAME: 'Obras del Plata S.R.L.',
  CONTACT_EMAIL: 'hola@obrasdelplata.com.ar',
  OPERATOR_PHONE: '(011) 4321-9876',
  OPERATOR_WHATSAPP: '11 15-6543-2109',
  OPERATOR_ADDRESS: 'Av. Belgrano 1500, C1093 CABA',
}
const ANALYTICS_ORIGIN = 'https://estadisticas.example.com.ar'
const ANALYTICS_SCRIPT_URL = `${ANALYTICS_ORIGIN}/js/script.js`
const ANALYTICS_SITE_ID = 'redobra.com.ar'

let server: ChildProcess
let ORIGIN: string
let DATABASE: string
let serverErrors = ''

// One server per project, each on its own port, shared by this file's tests in one worker.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  const started = startOwnServer(`site-config-${testInfo.project.name}`, testInfo.project.use.javaScriptEnabled === false ? 10 : 9, {
    ...OPERATOR,
    ANALYTICS_SCRIPT_URL,
    ANALYTICS_SITE_ID,
    PAGE_CACHE_TTL_MS: '60000',
    SEED_DEMO_DATA: 'false',
  })
  server = started.server
  ORIGIN = started.origin
  DATABASE = started.database
  server.stdout!.resume()
  server.stderr!.on('data', (chunk: Buffer) => (serverErrors += chunk.toString()))
  await expect(async () => expect((await fetch(`${ORIGIN}/healthz`)).ok).toBe(true)).toPass({ timeout: 90_000 })
})

test.afterAll(async () => {
  if (!server) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
  expect(serverErrors).not.toMatch(/Error/)
})

test.beforeEach(async ({ page }) => {
  // The analytics server is not part of the test: the browser gets a stand-in script that counts its runs.
  await page.route(`${ANALYTICS_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.analyticsRuns = (window.analyticsRuns || 0) + 1' }),
  )
})

test("the operator's details show in the footer, on the contact page and in the terms", async ({ page }) => {
  await page.goto(`${ORIGIN}/contacto`)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: '+54 11 4321-9876' })).toHaveAttribute('href', 'tel:+541143219876')
  await expect(main.getByRole('link', { name: OPERATOR.CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${OPERATOR.CONTACT_EMAIL}`)

  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(OPERATOR.OPERATOR_NAME)
  await expect(footer).toContainText(OPERATOR.OPERATOR_ADDRESS)
  await expect(footer.getByRole('link', { name: '+54 11 4321-9876' })).toHaveAttribute('href', 'tel:+541143219876')
  await expect(footer.getByRole('link', { name: OPERATOR.CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${OPERATOR.CONTACT_EMAIL}`)
  await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/5491165432109\?text=/)
  await expect(page.locator('body')).not.toContainText(/demostración|0000-0000/)

  await page.goto(`${ORIGIN}/terminosycondiciones`)
  const terms = page.getByRole('main')
  await expect(terms).toContainText(OPERATOR.OPERATOR_NAME)
  await expect(terms).toContainText(OPERATOR.OPERATOR_ADDRESS)
  await expect(terms.getByRole('link', { name: OPERATOR.CONTACT_EMAIL }).first()).toHaveAttribute(
    'href',
    `mailto:${OPERATOR.CONTACT_EMAIL}`,
  )
})

test(
  'the analytics script is on every page once, with the site id; the policy allows its origin, with no nonce on a reading page',
  { tag: JS_TAG },
  async ({ page }) => {
    const answer = await page.request.get(`${ORIGIN}/contacto`)
    const csp = answer.headers()['content-security-policy']!
    expect(csp).toContain(`script-src 'self' ${ANALYTICS_ORIGIN};`)
    expect(csp).not.toContain('nonce-')
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+';/)
    expect(csp).toContain(`connect-src 'self' ${ANALYTICS_ORIGIN};`)
    const tags = (await answer.text()).match(/<script[^>]*estadisticas[^>]*>/g) ?? []
    expect(tags).toHaveLength(1)
    expect(tags[0]).toContain(`src="${ANALYTICS_SCRIPT_URL}"`)
    expect(tags[0]).not.toContain('nonce')
    expect(tags[0]).toContain(`data-domain="${ANALYTICS_SITE_ID}"`)
    expect(tags[0]).toContain(`data-website-id="${ANALYTICS_SITE_ID}"`)

    await page.goto(`${ORIGIN}/contacto`)
    await expect(page.locator(`script[src="${ANALYTICS_SCRIPT_URL}"]`)).toHaveCount(1)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nosotros' }).click()
    await expect(page).toHaveURL(/\/sobre-nosotros$/)
    await expect(page.locator(`script[src="${ANALYTICS_SCRIPT_URL}"]`)).toHaveCount(1)
    if (test.info().project.use.javaScriptEnabled !== false) {
      // A reading page is a document of its own: the script ran once on it.
      await expect.poll(() => page.evaluate(() => (window as unknown as { analyticsRuns?: number }).analyticsRuns)).toBe(1)
    }
  },
)

test('a cached visitor page never reaches a signed-in user, nor a signed-in page a visitor', async () => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, 'No browser here: the run without JavaScript covers it.')
  const db = openDatabase(DATABASE)
  const { user } = createAccount(db, { role: 'proveedor' })
  db.$client.close()
  const signIn = await fetch(`${ORIGIN}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'login', email: user.email, password: TEST_PASSWORD }),
  })
  expect(signIn.status, await signIn.clone().text()).toBe(302)
  const session = signIn.headers.get('set-cookie')!.match(/ro_session=[^;]+/)![0]

  const get = async (cookie?: string, path = '/') => {
    const answer = await fetch(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
    const html = await answer.text()
    const footer = html.slice(html.indexOf('<footer'))
    return {
      age: answer.headers.get('age'),
      headers: answer.headers,
      html,
      signUpCards: html.includes('Crear cuenta de constructor'),
      footer,
    }
  }
  // Each of the server's two workers keeps its own cache: ask until both answer from it.
  await expect
    .poll(async () => [(await get()).age, (await get()).age], { message: 'the visitor page comes from the cache' })
    .toEqual([expect.any(String), expect.any(String)])

  const member = await get(session)
  expect(member.age).toBeNull()
  expect(member.signUpCards).toBe(false)
  expect(member.footer).toContain('href="/perfil"')
  expect(member.footer).toContain('href="/publicar-servicio"')
  expect(member.footer).not.toContain('href="/auth')

  const visitor = await get()
  expect(visitor.age).not.toBeNull()
  expect(visitor.signUpCards).toBe(true)
  expect(visitor.footer).toContain('href="/auth?register=true"')
  expect(visitor.footer).not.toContain('href="/perfil"')

  expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=30')
  expect(visitor.headers.get('vary')).toMatch(/Cookie/)
  expect(member.headers.get('cache-control')).toBe('private, no-cache')
  expect(member.headers.get('etag')).toBeNull()
  // A workspace page and its data are kept nowhere.
  expect((await get(session, '/perfil')).headers.get('cache-control')).toBe('private, no-store')
  expect((await get(session, '/perfil.data')).headers.get('cache-control')).toBe('private, no-store')

  // The reverse: a member's page first, then a visitor's copy of the same address.
  const memberFirst = await get(session, '/sobre-nosotros')
  expect(memberFirst.html).toContain(`title="${user.email}"`)
  const visitorAfter = await get(undefined, '/sobre-nosotros')
  expect(visitorAfter.html).not.toContain(user.email)
  expect(visitorAfter.html).toContain('Ingresar')
  expect(visitorAfter.html).not.toMatch(/name="csrf"|ro_session/)
})

test('a visitor revalidates by ETag (304 without the page); a member sees their own write at once', async () => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, 'No browser here: the run without JavaScript covers it.')
  const db = openDatabase(DATABASE)
  const { user } = createAccount(db, { role: 'constructor' })
  const listing = createListing(db, { businessName: 'Corralón del Oeste' })
  db.$client.close()
  const address = `${ORIGIN}/proveedor/${listing.id}`

  const first = await fetch(address)
  const etag = first.headers.get('etag')!
  expect(etag).toMatch(/^W\/".+"$/)
  // As a browser revalidates (fetch on its own would add `no-cache`).
  const again = await fetch(address, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } })
  expect(again.status).toBe(304)
  expect(await again.text()).toBe('')
  expect(again.headers.get('etag')).toBe(etag)

  const signIn = await fetch(`${ORIGIN}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'login', email: user.email, password: TEST_PASSWORD }),
  })
  const session = signIn.headers.get('set-cookie')!.match(/ro_session=[^;]+/)![0]
  const pressed = async () =>
    (await (await fetch(address, { headers: { Cookie: session } })).text()).match(/aria-pressed="(true|false)"/)?.[1]
  expect(await pressed()).toBe('false')
  const favorite = await fetch(`${ORIGIN}/favoritos`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: session, Origin: ORIGIN },
    body: new URLSearchParams({ intent: 'add', listingId: String(listing.id), redirectTo: `/proveedor/${listing.id}` }),
  })
  expect(favorite.status).toBe(302)
  expect(await pressed()).toBe('true')
})
