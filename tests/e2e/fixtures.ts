import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import type { Plan, Role } from '../../app/constants'
import { alsoRunsWithJavaScript } from './projects'

// The server started by tests/e2e/start-server.js works on these; the fixtures below open the
// same database to create accounts and sessions directly.
export const E2E_DIR = path.resolve('tests/.tmp/e2e')
export const OUTBOX_DIR = path.join(E2E_DIR, 'outbox')
process.env.DATABASE_PATH = path.join(E2E_DIR, 'redobra.db')
process.env.UPLOADS_DIR = path.join(E2E_DIR, 'uploads')
process.env.SESSION_SECRET = 'e2e-secret'

type AccountOptions = { role?: Role; plan?: Plan; businessName?: string; email?: string; verified?: boolean; isStaff?: boolean }

/** Puts the cookie of a Set-Cookie header into the browser context. */
export async function addCookieFrom(context: BrowserContext, baseURL: string, setCookie: string) {
  const [pair] = setCookie.split(';')
  const [name, value] = pair!.split(/=(.*)/s)
  await context.addCookies([{ name: name!, value: value!, url: baseURL }])
}

let ipSequence = 0

export const test = base.extend<{
  pageErrors: string[]
  loginAs: (options?: AccountOptions) => Promise<{ user: { id: number; email: string }; profile: { id: number } }>
}>({
  // Each test speaks from its own address, so per-IP rate limits of one test never reach another.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    ipSequence++
    await use({ 'X-Forwarded-For': `10.${testInfo.workerIndex % 250}.${Math.floor(ipSequence / 250)}.${ipSequence % 250}` })
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        // The browser logs every 4xx answer it receives (a 404 page, a refused form); tests expect those.
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text())
      })
      await use(errors)
      expect(errors, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
  /** Creates an account (verified unless told otherwise) and signs the browser in, straight in the database. */
  loginAs: async ({ context, baseURL }, use) => {
    await use(async (options = {}) => {
      const { db } = await import('../../app/server/db.server')
      const { createSession } = await import('../../app/server/session.server')
      const { createAccount } = await import('../setup/factories')
      const account = createAccount(db, options)
      await addCookieFrom(context, baseURL!, await createSession(account.user.id))
      return account
    })
  },
})

export { expect }

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/**
 * One scan per test, of the page as the browser holds it: with JavaScript where the test also runs
 * with it (its markup is the enhanced one), else in the one run there is. axe is a script, so
 * without JavaScript it reads a copy of the document in a page where scripts run and nothing loads.
 */
export async function expectNoAxeViolations(page: Page) {
  const info = base.info()
  if (info.project.use.javaScriptEnabled !== false) {
    expect(await axeViolations(page), 'axe violations').toEqual([])
    return
  }
  if (alsoRunsWithJavaScript(info)) return
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
  try {
    const copy = await context.newPage()
    await copy.route('**/*', (route) => route.abort())
    await copy.setContent(await page.content())
    expect(await axeViolations(copy), 'axe violations').toEqual([])
  } finally {
    await context.close()
  }
}

/** At 360 px nothing may overflow sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
}

/**
 * Actions before the page's scripts run would be plain posts and link follows: on a workspace page
 * wait until React owns `selector`; on a reading page (no runtime), until the enhancements are defined.
 */
export async function waitForHydration(page: Page, selector = 'main a') {
  if (base.info().project.use.javaScriptEnabled === false) return
  await page.waitForFunction((css) => {
    if (!('__remixContext' in window)) return customElements.get('listing-views') !== undefined
    const element = document.querySelector(css)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
  }, selector)
}

/**
 * With JavaScript, a favourite button clicked before it is enhanced would be a plain post: wait
 * until it is. On a page the app runs (a member's lists) it stays a plain post: wait for the app.
 */
export async function waitForFavoriteButtons(page: Page) {
  if (base.info().project.use.javaScriptEnabled === false) return
  await page.waitForFunction(() =>
    '__remixContext' in window
      ? (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true
      : document.querySelector('favorite-toggle[data-enhanced] input[name="enhanced"]') !== null,
  )
}

/** The test's own handle on the server's database: the same file, opened in this process. */
export async function dbModules() {
  const { db } = await import('../../app/server/db.server')
  const schema = await import('../../drizzle/schema')
  const { eq } = await import('drizzle-orm')
  const factories = await import('../setup/factories')
  return { db, schema, eq, factories }
}

/** A success toast carrying `text`. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
