import { expect, test, waitForHydration } from './fixtures'

/* Workspace pages hydrate (reading pages send no runtime): a member's account settings stand for them. */
test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'hydration happens where scripts run')

  test('a click while the page is still starting is answered, with no error in the console', async ({ page, loginAs }) => {
    await loginAs({ role: 'constructor' })
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
    await page.goto('/perfil/cuenta')
    // The app's code has loaded, and waits for the page's data before React takes the document.
    await page.waitForFunction(() => '__remixRouteModules' in window)
    const inputHydrated = () =>
      page.evaluate(() => Object.keys(document.querySelector('form input')!).some((key) => key.startsWith('__reactFiber')))
    expect(await inputHydrated()).toBe(false)
    await page.getByRole('heading', { level: 1 }).click()
    await page.getByLabel('Correo electrónico nuevo').fill('ana@example.com')
    // The app starts all the same and keeps what was typed; the fixture fails the test on any page error.
    await waitForHydration(page, 'form input')
    await expect(page.getByLabel('Correo electrónico nuevo')).toHaveValue('ana@example.com')
  })

  test('a key pressed in the instant React takes the document is answered, with no error in the console', async ({ page, loginAs }) => {
    await loginAs({ role: 'constructor' })
    // React schedules its first render of the page as a task once it has taken the document; a key
    // pressed before that task makes it render at once. The key is pressed in exactly that gap:
    // right after React posts the task (its scheduler posts a message) and before it runs.
    await page.addInitScript(() => {
      const post = MessagePort.prototype.postMessage
      let pressed = false
      MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
        if (!pressed && Object.keys(document).some((key) => key.startsWith('__reactContainer'))) {
          pressed = true
          queueMicrotask(() => document.querySelector('input')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true })))
        }
        return post.apply(this, args as Parameters<typeof post>)
      } as typeof post
    })
    await page.goto('/perfil/cuenta')
    await waitForHydration(page, 'form input')
    // The fixture fails the test on any page error (React's "Root did not complete", #345, before the fix).
    await page.getByLabel('Correo electrónico nuevo').fill('ana@example.com')
    await expect(page.getByLabel('Correo electrónico nuevo')).toHaveValue('ana@example.com')
  })
})
