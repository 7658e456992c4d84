import type { Page } from '@playwright/test'
import { DEMO_OPERATOR, LOCATION } from '../../app/site'
import { formatPhone } from '../../app/utils/format'
import { lastEmailTo } from '../setup/outbox'
import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, OUTBOX_DIR, test, toast, waitForHydration } from './fixtures'
import { JS_TAG } from './projects'

// The e2e server runs unconfigured, so the site shows the demo operator.
const EMAIL = DEMO_OPERATOR.email
const PHONE_DISPLAY = formatPhone(DEMO_OPERATOR.phone)

let sequence = 0
const unique = (label: string) => `${label} ${Date.now()}-${++sequence}`

/** Without JavaScript the browser's own checks would stop the post; the server's answer is what we test. */
async function skipBrowserChecks(page: Page) {
  await page.locator('form#contacto').evaluate((form: HTMLFormElement) => {
    form.noValidate = true
  })
}

async function openContact(page: Page) {
  await page.goto('/contacto')
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page, 'form#contacto')
}

test.describe('contact page', () => {
  test('shows the company contact data and the form; axe and 360 px', async ({ page }) => {
    await page.goto('/contacto')
    await expect(page).toHaveTitle(/Sumate/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /RedObra/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Sumate' })).toBeVisible()
    await expect(main.getByRole('link', { name: PHONE_DISPLAY })).toHaveAttribute('href', /^tel:/)
    await expect(main.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`)
    await expect(main.getByText(LOCATION)).toBeVisible()
    for (const label of ['Nombre', 'Correo electrónico', 'Teléfono (opcional)', 'Mensaje']) {
      await expect(main.getByLabel(label, { exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await expectNoHorizontalScroll(page)
  })

  test('a sent inquiry is confirmed, the form cleared, and the team gets the e-mail', async ({ page }) => {
    const message = unique('Necesito presupuesto de membrana para 80 m2 de terraza')
    await openContact(page)
    await page.getByLabel('Nombre', { exact: true }).fill('Carlos Ferreyra')
    await page.getByLabel('Correo electrónico').fill('carlos@obrasur.com.ar')
    await page.getByLabel('Teléfono (opcional)').fill('11 4567-8901')
    await page.getByLabel('Mensaje').fill(message)
    await page.getByRole('button', { name: 'Enviar consulta' }).click()
    await expect(toast(page, '¡Consulta enviada con éxito!')).toBeVisible()
    await expect(page).toHaveURL(/\/contacto$/)
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Mensaje')).toHaveValue('')

    const email = await lastEmailTo(OUTBOX_DIR, EMAIL, { subject: /Carlos Ferreyra/ })
    expect(email.text).toContain(message)
    expect(email.text).toContain('+541145678901')
    const { db, schema, eq } = await dbModules()
    const stored = db.select().from(schema.contactMessages).where(eq(schema.contactMessages.message, message)).get()
    expect(stored).toMatchObject({ name: 'Carlos Ferreyra', email: 'carlos@obrasur.com.ar', phone: '+541145678901' })
  })

  for (const [label, error] of [
    ['Nombre', 'Ingresá tu nombre'],
    ['Correo electrónico', 'Ingresá tu correo electrónico'],
    ['Mensaje', 'Escribí tu mensaje'],
  ] as const) {
    test(`a missing "${label}" is named and the typed values stay`, async ({ page }) => {
      const values = { Nombre: 'Lucía Paz', 'Correo electrónico': 'lucia@ejemplo.com.ar', Mensaje: '¿Hacen entregas en Morón?' }
      await openContact(page)
      await skipBrowserChecks(page)
      for (const [field, value] of Object.entries(values)) {
        if (field !== label) await page.getByLabel(field, { exact: true }).fill(value)
      }
      await page.getByLabel('Teléfono (opcional)').fill('11 2345-6789')
      await page.getByRole('button', { name: 'Enviar consulta' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Los campos nombre, email y mensaje son obligatorios' })).toBeVisible()
      await expect(page.getByText(error)).toBeVisible()
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true')
      for (const [field, value] of Object.entries(values)) {
        if (field !== label) await expect(page.getByLabel(field, { exact: true })).toHaveValue(value)
      }
      await expect(page.getByLabel('Teléfono (opcional)')).toHaveValue('11 2345-6789')
      await expectNoAxeViolations(page)
    })
  }

  test('a malformed e-mail is answered next to the field', async ({ page }) => {
    await openContact(page)
    await skipBrowserChecks(page)
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía Paz')
    await page.getByLabel('Correo electrónico').fill('lucia@')
    await page.getByLabel('Mensaje').fill('¿Trabajan en Zona Oeste?')
    await page.getByRole('button', { name: 'Enviar consulta' }).click()
    await expect(page.getByText('El correo electrónico no es válido')).toBeVisible()
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('lucia@')
    await expect(page.getByLabel('Mensaje')).toHaveValue('¿Trabajan en Zona Oeste?')
  })

  test('the button reads "Enviando..." while the inquiry is on its way', { tag: JS_TAG }, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'the pending text is an enhancement')
    await openContact(page)
    // The page is replaced when the answer comes: what the button showed meanwhile is reported as it happens.
    const shown: string[] = []
    page.on('console', (message) => shown.push(message.text()))
    await page.evaluate(() =>
      document.addEventListener('submit', (event) =>
        setTimeout(() => {
          const button = (event as SubmitEvent).submitter as HTMLButtonElement
          console.info(`${button.textContent} ${button.disabled ? 'disabled' : 'enabled'}`)
        }),
      ),
    )
    await page.getByLabel('Nombre', { exact: true }).fill('Ana Ruiz')
    await page.getByLabel('Correo electrónico').fill('ana@ejemplo.com.ar')
    await page.getByLabel('Mensaje').fill(unique('Consulta'))
    await page.getByRole('button', { name: 'Enviar consulta' }).click()
    await expect(toast(page, '¡Consulta enviada con éxito!')).toBeVisible()
    expect(shown).toContain('Enviando... disabled')
  })
})
