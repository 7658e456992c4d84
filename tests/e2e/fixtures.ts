import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * The app's pages must hydrate without errors: any uncaught page error or console error fails
 * the test that caused it.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        // The browser logs every 404 response it receives; the not-found tests expect those.
        if (message.type() === 'error' && !message.text().includes('status of 404')) errors.push(message.text())
      })
      await use(errors)
      expect(errors, 'errors in the browser console').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export async function expectNoAxeViolations(page: Page) {
  // axe runs as a script inside the page; the no-JS project serves the very same HTML, so the
  // scan belongs to the JS project.
  if (base.info().project.use.javaScriptEnabled === false) return
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(summary, 'axe violations').toEqual([])
}

/** At 360 px nothing may overflow sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
}
