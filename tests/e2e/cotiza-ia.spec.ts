import { CHAT_MESSAGE_MAX_LENGTH } from '../../app/constants'
import type { Page } from '@playwright/test'
import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from './fixtures'
import { JS_TAG } from './projects'

const PLACEHOLDER = 'Escribe tu mensaje sobre construcción...'

/** Opens the chat; with JavaScript, waits until React owns the box, so a send goes through the fetcher. */
async function openChat(page: Page) {
  await page.goto('/cotiza-ia')
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page, 'textarea')
}

test.describe('quote assistant', () => {
  test('shows what it does today, the greeting, the box and the send button', async ({ page }) => {
    const response = await page.goto('/cotiza-ia')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/Cotizá con IA.*\| RedObra/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ladrillos/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Cotizá con IA')
    await expect(main.getByText(/estimador integrado, en versión beta/)).toBeVisible()
    const messages = main.getByRole('list', { name: 'Mensajes' })
    await expect(messages.getByRole('listitem')).toHaveCount(1)
    await expect(messages.getByText(/Soy el asistente de cotización de RedObra/)).toBeVisible()
    await expect(messages.locator('time')).toHaveText(/^\d{2}:\d{2}$/)
    await expect(main.getByPlaceholder(PLACEHOLDER)).toBeVisible()
    await expect(main.getByRole('button', { name: 'Enviar' })).toBeEnabled()
    const chatHeight = await main
      .getByRole('region', { name: 'Conversación con el asistente' })
      .evaluate((el) => el.getBoundingClientRect().height)
    expect(chatHeight).toBe(600)
    await expectNoAxeViolations(page)
  })

  test('fits a 360 px phone, using the screen height for the chat', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/cotiza-ia')
    await expectNoHorizontalScroll(page)
    const chatHeight = await page
      .getByRole('region', { name: 'Conversación con el asistente' })
      .evaluate((el) => el.getBoundingClientRect().height)
    expect(chatHeight).toBeGreaterThan(600)
    await expectNoAxeViolations(page)
  })

  test('answers with quantities and directory links, and keeps the conversation on the next message', async ({ page }) => {
    await openChat(page)
    const box = page.getByPlaceholder(PLACEHOLDER)
    const messages = page.getByRole('list', { name: 'Mensajes' })

    await box.fill('pared de 12 m2 de ladrillo hueco del 12')
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(messages.getByText(/Ladrillos: 189–212 u/)).toBeVisible()
    await expect(messages.getByText('pared de 12 m2 de ladrillo hueco del 12')).toBeVisible()
    await expect(messages.getByRole('link', { name: 'Ladrillos huecos cerámicos' })).toHaveAttribute(
      'href',
      '/mamposteria/ladrillos-y-bloques/ladrillos-huecos',
    )
    await expect(messages.locator('time').last()).toHaveText(/^\d{2}:\d{2}$/)
    await expect(box).toHaveValue('')

    await box.fill('¿y para 20 m2?')
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(messages.getByText(/Pared de 20 m²/)).toBeVisible()
    // The greeting, two questions and two answers.
    await expect(messages.getByRole('listitem')).toHaveCount(5)
    await expect(messages.getByText(/Ladrillos: 189–212 u/)).toBeVisible()

    await page.reload()
    await expect(page.getByRole('list', { name: 'Mensajes' }).getByRole('listitem')).toHaveCount(5)
    await expectNoAxeViolations(page)
  })

  test('links a matching marketplace material, with its price, to its page', async ({ page }) => {
    const { db, schema, factories } = await dbModules()
    const { user } = factories.createAccount(db)
    const title = `Membrana asfáltica 4 mm ${test.info().project.name} ${Date.now().toString(36)}`
    db.insert(schema.materials).values({ userId: user.id, title, description: 'Rollo de 10 m².', priceCents: 4_550_000 }).run()

    await openChat(page)
    await page.getByPlaceholder(PLACEHOLDER).fill('membrana para un techo de 30 m2')
    await page.getByRole('button', { name: 'Enviar' }).click()
    const messages = page.getByRole('list', { name: 'Mensajes' })
    await expect(messages.getByText('Materiales en el marketplace:', { exact: false })).toBeVisible()
    await expect(messages.getByText(/: \$\s45\.500,00/).first()).toBeVisible()
    await messages.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/detalleMaterial\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('an empty or too long message is not sent, and the typed text stays', async ({ page }) => {
    await openChat(page)
    const box = page.getByPlaceholder(PLACEHOLDER)
    const messages = page.getByRole('list', { name: 'Mensajes' })

    await box.fill('    ')
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText('Escribí tu mensaje', { exact: true })).toBeVisible()

    const long = 'pintar '.repeat(Math.ceil(CHAT_MESSAGE_MAX_LENGTH / 7) + 1)
    await page.getByPlaceholder(PLACEHOLDER).fill(long)
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText(`El mensaje puede tener hasta ${CHAT_MESSAGE_MAX_LENGTH} caracteres`)).toBeVisible()
    await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveValue(long)
    await expect(messages.getByRole('listitem')).toHaveCount(1)
    await expectNoAxeViolations(page)
  })
})

test.describe('quote assistant with JavaScript', { tag: JS_TAG }, () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the keyboard shortcut and the pending state need JavaScript')

  test('Enter sends, Shift+Enter makes a new line; box and button wait for the reply', async ({ page }) => {
    await openChat(page)
    const box = page.getByPlaceholder(PLACEHOLDER)
    const messages = page.getByRole('list', { name: 'Mensajes' })

    await box.click()
    await box.pressSequentially('pintar 40 m2')
    await box.press('Shift+Enter')
    await box.pressSequentially('a dos manos')
    await expect(box).toHaveValue('pintar 40 m2\na dos manos')
    await expect(messages.getByRole('listitem')).toHaveCount(1)

    // The page is replaced when the answer comes: what it showed meanwhile is reported as it happens.
    const shown: string[] = []
    page.on('console', (message) => shown.push(message.text()))
    await page.evaluate(() =>
      document.addEventListener('submit', (event) =>
        setTimeout(() => {
          const form = event.target as HTMLFormElement
          const button = form.querySelector('button[type="submit"]') as HTMLButtonElement
          console.info(`${button.textContent} ${button.disabled} ${form.querySelector('textarea')!.disabled}`)
        }),
      ),
    )
    await box.press('Enter')
    await expect(messages.getByText('pintar 40 m2\na dos manos')).toBeVisible()
    await expect(messages.getByText(/Pintura: 8–10 litros/)).toBeVisible()
    await expect(page.getByPlaceholder(PLACEHOLDER)).toBeEnabled()
    await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveValue('')
    // Box and button waited for the reply.
    expect(shown).toContain('Enviando... true true')
    // The page lands on the newest message.
    await expect(messages.getByRole('listitem').last()).toBeInViewport()
  })
})
