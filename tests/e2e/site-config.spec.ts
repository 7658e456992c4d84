/*
 * A deployment configured as a real operator would: its own business details, an analytics
 * script and the page cache on. The spec runs its own server with that configuration.
 */
import type { ChildProcess } from 'node:child_process'
import { openDatabase } from '../../app/server/sqlite.server'
import { createAccount, TEST_PASSWORD } from '../setup/factories'
import { startOwnServer } from './own-server'
import { expect, test, waitForHydration } from './fixtures'

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
  const started = startOwnServer(`site-config-${testInfo.project.name}`, testInfo.project.name === 'js' ? 9 : 10, {
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

test('the analytics script is on every page once, with the nonce and the site id, and the policy allows its origin', async ({ page }) => {
  const answer = await page.request.get(`${ORIGIN}/contacto`)
  const csp = answer.headers()['content-security-policy']!
  const nonce = csp.match(/'nonce-([^']+)'/)![1]
  expect(csp).toContain(`script-src 'self' ${ANALYTICS_ORIGIN} 'nonce-${nonce}'`)
  expect(csp).toContain(`connect-src 'self' ${ANALYTICS_ORIGIN};`)
  const tags = (await answer.text()).match(/<script[^>]*estadisticas[^>]*>/g) ?? []
  expect(tags).toHaveLength(1)
  expect(tags[0]).toContain(`src="${ANALYTICS_SCRIPT_URL}"`)
  expect(tags[0]).toContain(`nonce="${nonce}"`)
  expect(tags[0]).toContain(`data-domain="${ANALYTICS_SITE_ID}"`)
  expect(tags[0]).toContain(`data-website-id="${ANALYTICS_SITE_ID}"`)

  await page.goto(`${ORIGIN}/contacto`)
  await expect(page.locator(`script[src="${ANALYTICS_SCRIPT_URL}"]`)).toHaveCount(1)
  const javaScript = test.info().project.use.javaScriptEnabled !== false
  // A click before hydration would load the next page whole, and prove nothing about client navigation.
  if (javaScript) await waitForHydration(page, 'footer a')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nosotros' }).click()
  await expect(page).toHaveURL(/\/sobre-nosotros$/)
  await expect(page.locator(`script[src="${ANALYTICS_SCRIPT_URL}"]`)).toHaveCount(1)
  if (javaScript) {
    // A client-side navigation keeps the document: the script ran once, and runs no more.
    expect(await page.evaluate(() => (window as unknown as { analyticsRuns?: number }).analyticsRuns)).toBe(1)
  }
})

test('a cached visitor page never reaches a signed-in user, nor a signed-in page a visitor', async () => {
  test.skip(test.info().project.name !== 'js', 'No browser here: one run covers it.')
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

  const get = async (cookie?: string) => {
    const answer = await fetch(`${ORIGIN}/`, { headers: cookie ? { Cookie: cookie } : {} })
    const html = await answer.text()
    const footer = html.slice(html.indexOf('<footer'))
    return { age: answer.headers.get('age'), signUpCards: html.includes('Crear cuenta de constructor'), footer }
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
})
