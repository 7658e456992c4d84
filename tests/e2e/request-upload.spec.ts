import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { REQUEST_FORM_MAX_BYTES } from '../../app/constants'
import { ATTACHMENTS_TOO_LARGE_MESSAGE } from '../../app/utils/request-form'
import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from './fixtures'

/** A valid PDF of about 2 MB: a long comment line between the header and the trailer. */
const PLAN = Buffer.concat([
  Buffer.from('%PDF-1.4\n%'),
  Buffer.alloc(2 * 1024 * 1024, 'x'),
  Buffer.from('\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
])

type LoginAs = (options: { role: 'constructor'; plan: 'premium' }) => Promise<unknown>

async function openFilledForm(page: Page, loginAs: LoginAs, javaScriptEnabled: boolean, title: string) {
  const { db, factories } = await dbModules()
  factories.createMatchingProvider(db, {
    businessName: `Techos Lentos ${Date.now()}`,
    sectorSlug: 'cubiertas',
    subsectorSlug: 'techistas',
    zona: 'CABA',
  })

  await page.setViewportSize({ width: 360, height: 780 })
  await loginAs({ role: 'constructor', plan: 'premium' })
  await page.goto('/solicitudes/nueva?sector=cubiertas&subsector=techistas')
  if (javaScriptEnabled) await waitForHydration(page, 'form button')
  await page.getByLabel('Título').fill(title)
  await page.getByLabel('Zona de la obra').selectOption('Palermo')
  await page.getByLabel('Ítem 1: descripción').fill('Membrana asfáltica')
  await page.getByLabel('Ítem 1: cantidad').fill('40,5')
  await page.getByLabel('Ítem 1: unidad').selectOption('m2')
  await page.getByLabel(/^Adjuntos/).setInputFiles({ name: 'plano-terraza.pdf', mimeType: 'application/pdf', buffer: PLAN })
}

/** Chromium's own throttling: the body goes up at about 256 KB/s, so 2 MB takes several seconds. */
async function slowUpload(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  })
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
}

const percentOf = async (page: Page) => Number(await page.locator('progress').getAttribute('value'))

test.describe('sending a solicitud with a plan on a slow connection', () => {
  test('a plan goes up with the request, its progress shown with JavaScript, and the request opens with it', async ({
    page,
    loginAs,
    javaScriptEnabled,
  }) => {
    await openFilledForm(page, loginAs, javaScriptEnabled, 'Terraza con plano')
    if (javaScriptEnabled) await slowUpload(page)
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()

    if (javaScriptEnabled) {
      const progress = page.getByRole('progressbar', { name: /^Subiendo adjuntos… \d+ %$/ })
      await expect(progress).toBeVisible()
      await expect.poll(() => percentOf(page)).toBeGreaterThan(0)
      const first = await percentOf(page)
      await expect.poll(() => percentOf(page)).toBeGreaterThan(first)
      await expect(page.getByText(/^Subiendo adjuntos… \d+ %$/).first()).toBeVisible()
      await expectNoAxeViolations(page)
      await expectNoHorizontalScroll(page)
    }

    await expect(page).toHaveURL(/\/solicitudes\/\d+$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'Terraza con plano' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'plano-terraza.pdf' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /Tu solicitud llegó a \d proveedor/ })).toBeVisible()
  })

  test("'Cancelar envío' stops the upload and leaves the form as it was", async ({ page, loginAs, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'Without JavaScript the browser sends the form itself.')
    await openFilledForm(page, loginAs, javaScriptEnabled, 'Terraza que no se envía')
    await slowUpload(page)
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()
    await expect(page.getByRole('progressbar')).toBeVisible()
    await page.getByRole('button', { name: 'Cancelar envío' }).click()

    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expect(page).toHaveURL(/\/solicitudes\/nueva\?/)
    await expect(page.getByLabel('Título')).toHaveValue('Terraza que no se envía')
    await expect(page.getByLabel('Ítem 1: cantidad')).toHaveValue('40,5')
    await expect(page.getByRole('list', { name: 'Archivos elegidos' })).toContainText('plano-terraza.pdf')
    await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled()
  })

  test('a refused send shows the message next to the field and keeps what was typed', async ({ page, loginAs, javaScriptEnabled }) => {
    await openFilledForm(page, loginAs, javaScriptEnabled, 'Terraza con programa')
    await page.getByLabel(/^Adjuntos/).setInputFiles({
      name: 'plano.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00programa de windows'),
    })
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()

    await expect(page.getByText(/^plano\.pdf: /)).toBeVisible()
    await expect(page.getByLabel(/^Adjuntos/)).toHaveAccessibleDescription(/plano\.pdf: /)
    await expect(page.getByLabel('Título')).toHaveValue('Terraza con programa')
    await expect(page.getByLabel('Ítem 1: cantidad')).toHaveValue('40,5')
    await expect(page.getByLabel('Zona de la obra')).toHaveValue('Palermo')
    if (javaScriptEnabled) await expect(page).toHaveURL(/\/solicitudes\/nueva\?/)
    await expectNoAxeViolations(page)
  })

  test('files past the whole form’s size come back beside Adjuntos, with everything typed kept', async ({
    page,
    loginAs,
    javaScriptEnabled,
  }, testInfo) => {
    await openFilledForm(page, loginAs, javaScriptEnabled, 'Terraza con un video enorme')
    // Over 50 MB: Playwright hands a file that large to the page from disk.
    const video = testInfo.outputPath('video-de-la-obra.mp4')
    fs.writeFileSync(video, Buffer.alloc(REQUEST_FORM_MAX_BYTES + 1))
    await page.getByLabel(/^Adjuntos/).setInputFiles(video)
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()

    await expect(page.getByText(ATTACHMENTS_TOO_LARGE_MESSAGE)).toBeVisible()
    await expect(page.getByLabel(/^Adjuntos/)).toHaveAccessibleDescription(new RegExp(ATTACHMENTS_TOO_LARGE_MESSAGE.slice(0, 30)))
    await expect(page.getByLabel('Título')).toHaveValue('Terraza con un video enorme')
    await expect(page.getByLabel('Ítem 1: descripción')).toHaveValue('Membrana asfáltica')
    await expect(page.getByLabel('Ítem 1: cantidad')).toHaveValue('40,5')
    await expect(page.getByLabel('Zona de la obra')).toHaveValue('Palermo')
    await expect(page.getByLabel('Subrubro')).toHaveValue('techistas')
    await expectNoAxeViolations(page)
  })
})
