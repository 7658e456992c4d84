import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForHydration } from './fixtures'

let sequence = 0
/** Titles unique across tests and runs, since every test shares the one e2e database. */
const unique = (title: string) => `${title} ${Date.now().toString(36)}${++sequence}`

const photo = (color: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
const jpeg = async (name: string, color = '#8a6d3b') => ({ name, mimeType: 'image/jpeg', buffer: await photo(color) })

/**
 * A project created as the signed-in browser creates one (a post of the form, images through the
 * upload pipeline), returning its id.
 */
async function seedProject(page: Page, baseURL: string, title: string, { isPublic = true, images = 0 } = {}) {
  const form = new FormData()
  form.append('intent', 'crear-proyecto')
  form.append('title', title)
  form.append('description', 'Una obra de prueba.')
  form.append('visibility', isPublic ? 'publico' : 'privado')
  const colors = ['#1f3a5f', '#f28a1b', '#1b7a3d', '#b42318'].slice(0, images)
  for (const [n, color] of colors.entries()) {
    form.append('images', new Blob([new Uint8Array(await photo(color))], { type: 'image/jpeg' }), `${n}.jpg`)
  }
  const response = await page.request.post('/perfil?tab=projects&crear', { multipart: form, headers: { Origin: baseURL }, maxRedirects: 0 })
  expect(response.status()).toBe(302)
  const { db } = await import('../../app/server/db.server')
  return db.$client.prepare('SELECT id FROM projects WHERE title = ?').pluck().get(title) as number
}

/** Opens "Crear proyecto": a dialog with JavaScript, its own section of the tab without. */
async function openCreateForm(page: Page, javaScriptEnabled: boolean): Promise<Locator> {
  await page.goto('/perfil?tab=projects')
  if (javaScriptEnabled) {
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Crear proyecto' }).click()
    const dialog = page.getByRole('dialog', { name: 'Crear proyecto' })
    await expect(dialog).toBeVisible()
    return dialog
  }
  await page.getByRole('link', { name: 'Crear proyecto' }).click()
  await expect(page).toHaveURL(/tab=projects&crear/)
  return page.getByRole('region', { name: 'Crear proyecto' })
}

test.describe('projects', () => {
  test('create a public and a private project with images; the feed and the profile show only the public one', async ({
    page,
    loginAs,
    javaScriptEnabled,
  }) => {
    const { profile } = await loginAs()
    const shown = unique('Casa en Tigre')
    const hidden = unique('Quincho privado')

    let form = await openCreateForm(page, javaScriptEnabled)
    await expectNoAxeViolations(page)
    await form.getByLabel('Título').fill(shown)
    await form.getByLabel('Descripción (opcional)').fill('Ampliación con galería y pileta.')
    await form.getByLabel(/^Público/).check()
    await form.getByLabel('Imágenes (opcional)').setInputFiles([await jpeg('a.jpg'), await jpeg('b.jpg', '#1f3a5f')])
    await form.getByRole('button', { name: 'Crear proyecto' }).click()
    await expect(toast(page, 'Proyecto creado exitosamente')).toBeVisible()
    const row = page.getByRole('listitem').filter({ hasText: shown })
    await expect(row).toContainText('Público')
    await expect(page.getByRole('dialog', { name: 'Crear proyecto' })).toBeHidden()

    form = await openCreateForm(page, javaScriptEnabled)
    await form.getByLabel('Título').fill(hidden)
    await form.getByLabel(/^Privado/).check()
    await form.getByLabel('Imágenes (opcional)').setInputFiles(await Promise.all([1, 2, 3, 4].map((n) => jpeg(`${n}.jpg`))))
    await form.getByRole('button', { name: 'Crear proyecto' }).click()
    await expect(toast(page, 'Proyecto creado exitosamente')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: hidden })).toContainText('Privado')

    await page.goto('/proyectos-publicados')
    await expect(page.getByRole('heading', { name: shown })).toBeVisible()
    await expect(page.getByRole('heading', { name: hidden })).toHaveCount(0)
    await page.goto(`/perfilDeProveedorActivo/${profile.id}`)
    await expect(page.getByRole('link', { name: shown })).toBeVisible()
    await expect(page.getByText(hidden)).toHaveCount(0)
  })

  test('a fifth image and a non-image are refused next to the field, the typed text kept', async ({ page, loginAs, javaScriptEnabled }) => {
    await loginAs()
    const title = unique('Demasiadas fotos')
    let form = await openCreateForm(page, javaScriptEnabled)
    await form.getByLabel('Título').fill(title)
    await form.getByLabel('Descripción (opcional)').fill('Detalle escrito')
    await form.getByLabel(/^Público/).check()
    await form.getByLabel('Imágenes (opcional)').setInputFiles(await Promise.all([1, 2, 3, 4, 5].map((n) => jpeg(`${n}.jpg`))))
    await form.getByRole('button', { name: 'Crear proyecto' }).click()
    if (!javaScriptEnabled) form = page.getByRole('region', { name: 'Crear proyecto' })
    await expect(form.getByText('Máximo 4 imágenes por proyecto.')).toBeVisible()
    await expect(form.getByLabel('Título')).toHaveValue(title)
    await expect(form.getByLabel('Descripción (opcional)')).toHaveValue('Detalle escrito')
    await expect(form.getByLabel(/^Público/)).toBeChecked()

    await form
      .getByLabel('Imágenes (opcional)')
      .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una imagen') })
    await form.getByRole('button', { name: 'Crear proyecto' }).click()
    await expect(form.getByText('Algunas imágenes exceden 5MB o no son válidas.')).toBeVisible()
    await expect(form.getByLabel('Título')).toHaveValue(title)

    await page.goto('/perfil?tab=projects')
    await expect(page.getByText(title)).toHaveCount(0)
  })

  test('delete an own project after confirming', async ({ page, loginAs, javaScriptEnabled, baseURL }) => {
    await loginAs()
    const title = unique('Obra a borrar')
    await seedProject(page, baseURL!, title, { images: 1 })
    await page.goto('/perfil?tab=projects')
    if (javaScriptEnabled) {
      await waitForHydration(page)
      await page.getByRole('button', { name: `Eliminar ${title}` }).click()
      const dialog = page.getByRole('dialog', { name: `¿Eliminar «${title}»?` })
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: 'Sí, eliminar' }).click()
    } else {
      await page.getByRole('link', { name: `Eliminar ${title}` }).click()
      await expect(page.getByText(`¿Eliminar «${title}»?`)).toBeVisible()
      await page.getByRole('button', { name: 'Sí, eliminar' }).click()
    }
    await expect(toast(page, 'Proyecto eliminado')).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0)
  })

  test("another account's project cannot be deleted", async ({ page, loginAs, baseURL }) => {
    await loginAs()
    const title = unique('Obra ajena')
    const id = await seedProject(page, baseURL!, title)
    await loginAs()
    // A forged post with the other account's session cookie.
    const response = await page.request.post('/perfil?tab=projects', {
      form: { intent: 'eliminar-proyecto', projectId: String(id) },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    })
    // Answered as for a project that does not exist: whether it exists is not told.
    expect(response.status()).toBe(404)
    await page.goto(`/proyectos/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  test('the feed: carousel, project dialog, axe and 360 px', async ({ page, loginAs, javaScriptEnabled, baseURL }) => {
    await loginAs({ businessName: 'Constructora Feed' })
    const title = unique('Edificio con tres fotos')
    await seedProject(page, baseURL!, title, { images: 3 })
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/proyectos-publicados')
    await expect(page).toHaveTitle(/Proyectos publicados/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos publicados' })).toBeVisible()
    await expect(page.getByText('PUBLICITA TU SERVICIO')).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'Contactar' }).first()).toHaveAttribute('href', '/contacto')
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
    await expect(card.locator('li img')).toHaveCount(3)
    await expect(card).toContainText('Constructora Feed')
    await expect(card.getByRole('link', { name: /Ver Perfil/ })).toHaveAttribute('href', /\/perfilDeProveedorActivo\/\d+/)
    await expect(page.locator('main img').first()).not.toHaveAttribute('loading', 'lazy')
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)

    if (!javaScriptEnabled) {
      await expect(card.getByRole('region', { name: `Imágenes de ${title}` })).toBeVisible()
      await expect(card.getByRole('button')).toHaveCount(0)
      await card.getByRole('link', { name: title }).click()
      await expect(page).toHaveURL(/\/proyectos\/\d+$/)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      return
    }

    await waitForHydration(page)
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByText('1 / 3')).toBeVisible()
    await card.getByRole('button', { name: 'Imagen siguiente' }).click()
    await expect(card.getByText('2 / 3')).toBeVisible()
    await card.getByRole('button', { name: 'Imagen anterior' }).click()
    await card.getByRole('button', { name: 'Imagen anterior' }).click()
    await expect(card.getByText('3 / 3')).toBeVisible()
    await card.getByRole('button', { name: 'Ver imagen 1' }).click()
    await expect(card.getByText('1 / 3')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Ver imagen 1' })).toHaveAttribute('aria-current', 'true')

    // The project opens on its own page, as without JavaScript: the feed sends no app runtime.
    await card.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/proyectos\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })

  test('a project without images shows the placeholder', async ({ page, loginAs, baseURL }) => {
    await loginAs()
    const title = unique('Sin fotos')
    await seedProject(page, baseURL!, title)
    await page.goto('/proyectos-publicados')
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
    await expect(card.getByRole('img')).toHaveAttribute('src', '/placeholder.svg')
  })
})

test('with JavaScript, the next page of the feed is a whole document with working carousels', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the carousels have no controls to wire')
  await page.goto('/proyectos-publicados')
  const pagination = page.getByRole('navigation', { name: 'Paginación' })
  test.skip((await pagination.count()) === 0, 'the demo data fills one page only')
  await waitForHydration(page)
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request.url())
  })
  await pagination.getByRole('link', { name: 'Página 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.locator('main article').first()).toBeVisible()
  expect(documents).toEqual([expect.stringMatching(/\/proyectos-publicados\?page=2$/)])
  // The new page runs the enhancements like the first one.
  await page.waitForFunction(() => customElements.get('image-carousel') !== undefined)
})
