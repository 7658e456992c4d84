import { expect, test, waitForHydration } from './fixtures'

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'hydration happens where scripts run')

  test('a click while the page is still starting is answered, with no error in the console', async ({ page }) => {
    // The page's data reaches the app as a stream; holding its end back keeps the app starting
    // for a while, as a slow phone does, so the click lands in that window.
    await page.addInitScript(() => {
      let context: object | undefined
      Object.defineProperty(window, '__remixContext', {
        configurable: true,
        get: () => context,
        set(value: object) {
          context = value
          let stream: ReadableStream | undefined
          Object.defineProperty(value, 'stream', {
            configurable: true,
            get: () => stream,
            set(original?: ReadableStream) {
              const held = new TransformStream({
                transform: (chunk, controller) => new Promise((resolve) => setTimeout(() => resolve(controller.enqueue(chunk)), 1500)),
              })
              stream = original?.pipeThrough(held)
            },
          })
        },
      })
    })
    await page.goto('/contacto')
    // React has taken the document (its root is on it) but cannot have finished with it.
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))
    const inputHydrated = () =>
      page.evaluate(() => Object.keys(document.querySelector('form input')!).some((key) => key.startsWith('__reactFiber')))
    expect(await inputHydrated()).toBe(false)
    await page.getByRole('heading', { level: 1 }).click()
    await page.getByLabel('Nombre').first().fill('Ana')
    // The app starts all the same and keeps what was typed; the fixture fails the test on any page error.
    await waitForHydration(page, 'form input')
    await expect(page.getByLabel('Nombre').first()).toHaveValue('Ana')
  })
})
