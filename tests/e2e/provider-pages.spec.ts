import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { SEARCH_PAGE_SIZE } from '../../app/constants'
import { PAGE_PARAM } from '../../app/utils/pagination'
import * as schema from '../../drizzle/schema'
import { E2E_DIR, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from './fixtures'
import { JS_TAG } from './projects'

const NOT_FOUND_MESSAGE = 'El proveedor que buscas no existe o no está disponible.'
const IMAGE_KEYS = ['demo/project-1-1.webp', 'demo/project-2-1.webp', 'demo/no-existe.webp']

type Rows = Awaited<ReturnType<typeof createRows>>
let rows: Rows

/**
 * A verified provider with a logo, a claimed listing with two reviews (one anonymous), a public
 * project of three images (the last one missing) and a private one; an unverified provider with
 * a logo that does not load; an unclaimed listing on a landline and an inactive one.
 */
async function createRows() {
  const { db } = await import('../../app/server/db.server')
  const { createAccount, createListing, createReview } = await import('../setup/factories')
  const suffix = `${process.pid}-${Date.now()}`
  const provider = createAccount(db, { businessName: `Hormigonera Prueba ${suffix}` })
  db.update(schema.providerProfiles)
    .set({
      contactPerson: 'Laura Benítez',
      phone: '+5491123456789',
      address: 'Av. Rivadavia 22450, Ituzaingó',
      description: 'Hormigón elaborado con camión mixer.',
      website: 'www.hormigonera-prueba.com.ar',
      logoPath: 'demo/project-1-1.webp',
      verified: true,
    })
    .where(eq(schema.providerProfiles.id, provider.profile.id))
    .run()
  const claimed = createListing(db, {
    profileId: provider.profile.id,
    businessName: provider.profile.businessName,
    contactPerson: 'Laura Benítez',
    phone: '+5491123456789',
    address: 'Av. Rivadavia 22450',
    website: 'www.hormigonera-prueba.com.ar',
    description: 'Hormigón H-21 con bombeo.',
    sectorSlug: 'estructura',
    subsectorSlug: 'hormigon',
    divisionSlug: 'hormigon-elaborado',
    zona: 'GBA Oeste',
    localidad: 'Ituzaingó',
  })
  const reviewer = createAccount(db, { role: 'constructor', businessName: 'Constructora Reseña SRL' })
  createReview(db, {
    listingId: claimed.id,
    userId: reviewer.user.id,
    rating: 5,
    comment: 'Muy prolijos.',
    createdAt: new Date('2025-03-05T12:00:00-03:00'),
  })
  createReview(db, { listingId: claimed.id, userId: null, rating: 4, createdAt: new Date('2025-01-10T12:00:00-03:00') })
  const project = db
    .insert(schema.projects)
    .values({ userId: provider.user.id, title: `Edificio de prueba ${suffix}`, description: 'Estructura de 8 pisos.', isPublic: true })
    .returning()
    .get()
  db.insert(schema.projectImages)
    .values(IMAGE_KEYS.map((path, position) => ({ projectId: project.id, path, position })))
    .run()
  const privateProject = db
    .insert(schema.projects)
    .values({ userId: provider.user.id, title: 'Obra privada', isPublic: false })
    .returning()
    .get()

  const unverified = createAccount(db, { businessName: `Techos Sin Verificar ${suffix}` })
  db.update(schema.providerProfiles)
    .set({ logoPath: 'logos/no-existe.png' })
    .where(eq(schema.providerProfiles.id, unverified.profile.id))
    .run()
  const unclaimed = createListing(db, { businessName: `Zinguería Sin Reclamar ${suffix}`, phone: '+541143214321' })
  const inactive = createListing(db, { isActive: false })

  const builder = createAccount(db, { role: 'constructor', businessName: `Constructora Privada ${suffix}` })
  db.update(schema.providerProfiles)
    .set({
      contactPerson: 'Marta Quiroga',
      phone: '+5491198765432',
      address: 'Bacacay 1234, Flores',
      website: 'www.constructora-privada.com.ar',
    })
    .where(eq(schema.providerProfiles.id, builder.profile.id))
    .run()
  const builderProject = db
    .insert(schema.projects)
    .values({ userId: builder.user.id, title: `Casa de prueba ${suffix}`, isPublic: true })
    .returning()
    .get()
  return { provider, claimed, project, privateProject, unverified, unclaimed, inactive, builder, builderProject }
}

test.beforeAll(async () => {
  rows = await createRows()
})

test.describe('provider detail (/proveedor/{id})', () => {
  test('a claimed listing: details, contact card with WhatsApp, projects and reviews', async ({ page }) => {
    const response = await page.goto(`/proveedor/${rows.claimed.id}`)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('heading', { level: 1, name: rows.provider.profile.businessName })).toBeVisible()
    for (const badge of ['Estructuras', 'Hormigón', 'Hormigón elaborado (hormigoneras)']) {
      await expect(main.getByText(badge, { exact: true })).toBeVisible()
    }
    await expect(main.getByText('Hormigón H-21 con bombeo.')).toBeVisible()
    await expect(main.getByText('Laura Benítez')).toBeVisible()
    await expect(main.getByText('+54 9 11 2345-6789')).toBeVisible()
    await expect(main.getByText('Av. Rivadavia 22450')).toBeVisible()
    const website = main.getByRole('link', { name: /Visitar sitio web/ })
    await expect(website).toHaveAttribute('href', 'https://www.hormigonera-prueba.com.ar')
    await expect(website).toHaveAttribute('target', '_blank')
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer')

    await expect(main.getByRole('heading', { name: 'Contactar Proveedor' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Llamar ahora' })).toHaveAttribute('href', 'tel:+5491123456789')
    await expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/5491123456789\?text=/)

    await expect(main.getByRole('heading', { name: 'Proyectos Realizados' })).toBeVisible()
    await expect(main.getByRole('link', { name: rows.project.title })).toHaveAttribute('href', `/proyectos/${rows.project.id}`)
    await expect(main.getByText('Obra privada')).toHaveCount(0)

    const reviews = main.getByRole('region', { name: 'Reseñas' })
    await expect(reviews.getByText('4,5')).toBeVisible()
    await expect(reviews.getByText('2 reseñas')).toBeVisible()
    await expect(reviews.getByRole('heading', { level: 3 })).toHaveText(['Constructora Reseña SRL', 'Usuario anónimo'])
    await expect(reviews.getByText('CO', { exact: true })).toBeVisible()
    await expect(reviews.getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible()
    await expect(reviews.getByText('5 de marzo de 2025')).toBeVisible()
    await expect(reviews.getByText('Muy prolijos.')).toBeVisible()

    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await expectNoHorizontalScroll(page)
  })

  test('an unclaimed listing on a landline: no WhatsApp, no projects, no reviews', async ({ page }) => {
    await page.goto(`/proveedor/${rows.unclaimed.id}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(rows.unclaimed.businessName)
    await expect(main.getByRole('link', { name: 'Llamar ahora' })).toHaveAttribute('href', 'tel:+541143214321')
    await expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0)
    await expect(main.getByText('No hay sitio web')).toBeVisible()
    await expect(main.getByText('Este proveedor todavía no tiene proyectos publicados en RedObra.')).toBeVisible()
    await expect(main.getByText('Este proveedor aún no tiene reseñas')).toBeVisible()
  })

  test('missing, non-numeric and inactive ids answer 404 with the not-found texts', async ({ page }) => {
    for (const id of ['999999999', 'abc', String(rows.inactive.id)]) {
      const response = await page.goto(`/proveedor/${id}`)
      expect(response?.status(), id).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Perfil no encontrado' })).toBeVisible()
      await expect(page.getByText(NOT_FOUND_MESSAGE)).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    }
  })
})

test.describe('verified provider profile (/perfilDeProveedorActivo/{id})', () => {
  test('shows the logo, the badge, the services, the public projects and the reviews', async ({ page }) => {
    const response = await page.goto(`/perfilDeProveedorActivo/${rows.provider.profile.id}`)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: rows.provider.profile.businessName })).toBeVisible()
    await expect(main.locator('img[src="/uploads/demo/project-1-1.webp"]').first()).toBeVisible()
    await expect(main.getByText('Perfil Verificado')).toBeVisible()
    await expect(main.getByText('Hormigón elaborado con camión mixer.')).toBeVisible()
    await expect(main.getByRole('link', { name: /Visitar sitio web/ })).toHaveAttribute('href', 'https://www.hormigonera-prueba.com.ar')
    await expect(main.getByRole('link', { name: /WhatsApp/ })).toBeVisible()

    await expect(main.getByRole('heading', { name: 'Servicios Publicados (1)' })).toBeVisible()
    await expect(main.getByRole('link', { name: /Perfil del proveedor/ })).toHaveAttribute(
      'href',
      `/perfilDeProveedorActivo/${rows.provider.profile.id}`,
    )
    await expect(main.getByRole('heading', { name: 'Proyectos Publicados (1)' })).toBeVisible()
    await expect(main.getByRole('link', { name: rows.project.title })).toBeVisible()
    await expect(main.getByText('Estructura de 8 pisos.')).toBeVisible()

    const reviews = main.getByRole('region', { name: 'Reseñas' })
    await expect(reviews.getByText('Usuario anónimo')).toBeVisible()
    await expect(reviews.getByText('Servicio: Hormigón').first()).toBeVisible()

    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await expectNoHorizontalScroll(page)
  })

  test('an unverified profile with a broken logo and nothing published', async ({ page }) => {
    await page.goto(`/perfilDeProveedorActivo/${rows.unverified.profile.id}`)
    const main = page.getByRole('main')
    await expect(main.getByText('Perfil sin verificar todavía')).toBeVisible()
    await expect(main.getByText('Perfil Verificado')).toHaveCount(0)
    await expect(main.getByRole('heading', { name: 'Servicios Publicados (0)' })).toBeVisible()
    await expect(main.getByText('Este proveedor aún no ha publicado servicios.')).toBeVisible()
    await expect(main.getByText('Este proveedor aún no ha publicado proyectos.')).toBeVisible()
    await expect(main.getByText('Este proveedor aún no tiene reseñas')).toBeVisible()
    // The page runs no app code, with JavaScript or without: the failed logo is an empty, unnamed image.
    await expect(main.locator('img[src="/uploads/logos/no-existe.png"]')).toHaveAttribute('alt', '')
  })

  test('a builder without services: name and projects, no contact data, not indexed, no structured data', async ({ page }) => {
    const response = await page.goto(`/perfilDeProveedorActivo/${rows.builder.profile.id}`)
    expect(response?.status()).toBe(200)
    const html = await response!.text()
    for (const personal of ['Marta Quiroga', '1198765432', 'Bacacay', 'constructora-privada']) expect(html).not.toContain(personal)
    expect(html).not.toContain('application/ld+json')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: rows.builder.profile.businessName })).toBeVisible()
    await expect(main.getByRole('link', { name: rows.builderProject.title })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Contactar Proveedor' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 800 })
    await expectNoHorizontalScroll(page)
  })

  test('answers 404 when the profile does not exist', async ({ page }) => {
    const response = await page.goto('/perfilDeProveedorActivo/999999999')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Proveedor no encontrado' })).toBeVisible()
    await expect(page.getByText(NOT_FOUND_MESSAGE)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
  })

  test('carries a title, description, canonical, OpenGraph and rated LocalBusiness data, a data block that needs no nonce', async ({
    request,
    baseURL,
  }) => {
    const path = `/perfilDeProveedorActivo/${rows.provider.profile.id}`
    const response = await request.get(path)
    const html = await response.text()
    expect(html).toContain(`<title>${rows.provider.profile.businessName} | Proveedor en Ituzaingó | RedObra</title>`)
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/)
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`)
    for (const property of ['og:title', 'og:description', 'og:type', 'og:url']) expect(html).toContain(`property="${property}"`)
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)
    expect(JSON.parse(script![1]!)).toMatchObject({
      '@type': 'LocalBusiness',
      name: rows.provider.profile.businessName,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    })
  })

  test('/perfilProveedor/{id} moves there for good', async ({ request }) => {
    const response = await request.get(`/perfilProveedor/${rows.provider.profile.id}`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(`/perfilDeProveedorActivo/${rows.provider.profile.id}`)
  })
})

test.describe('projects', () => {
  test('a project card opens the project on its own page, with JavaScript or without', { tag: JS_TAG }, async ({ page }) => {
    await page.goto(`/perfilDeProveedorActivo/${rows.provider.profile.id}`)
    const card = page.getByRole('link', { name: rows.project.title })
    await waitForHydration(page)
    await card.click()
    await expect(page).toHaveURL(new RegExp(`/proyectos/${rows.project.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: rows.project.title })).toBeVisible()
    const images = page.getByRole('region', { name: 'Imágenes del proyecto' }).getByRole('img')
    await expect(images).toHaveCount(3)
    await expect(images.first()).toHaveAttribute('src', '/uploads/demo/project-1-1.webp')
    await expect(images.first()).toHaveAttribute('alt', `${rows.project.title}: imagen 1 de 3`)
    await expect(images.first()).toHaveAttribute('loading', 'lazy')
    await expect(page.getByText(rows.provider.profile.businessName)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver Perfil del Proveedor' })).toHaveAttribute(
      'href',
      `/perfilDeProveedorActivo/${rows.provider.profile.id}`,
    )
  })

  test('the project page passes axe and fits 360 px; a private project is not found', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto(`/proyectos/${rows.project.id}`)
    await expect(page.getByRole('heading', { level: 1, name: rows.project.title })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
    const response = await page.goto(`/proyectos/${rows.privateProject.id}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Proyecto no encontrado' })).toBeVisible()
  })

  test('uploads are served with their type, long caching and nosniff; escapes are not', async ({ request }) => {
    // An image beside the uploads folder: reachable only by escaping it.
    fs.writeFileSync(path.join(E2E_DIR, 'secreto.webp'), 'secreto')
    const image = await request.get('/uploads/demo/project-1-1.webp')
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/webp')
    expect(image.headers()['x-content-type-options']).toBe('nosniff')
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const url of ['/uploads/..%2fsecreto.webp', '/uploads/demo/..%2f..%2fsecreto.webp', '/uploads/demo/x.svg']) {
      expect((await request.get(url)).status(), url).toBe(404)
    }
  })
})

test.describe('providers grid (/proveedores)', () => {
  test('lists provider profiles a page at a time, each linking to its profile, with working pages', async ({ page }) => {
    const response = await page.goto('/proveedores')
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Otros Proveedores' })).toBeVisible()
    const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards).toHaveCount(SEARCH_PAGE_SIZE)
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/perfilDeProveedorActivo\/\d+$/)
    await expect(cards.first()).toContainText(/Proveedor n\.º \d+/)
    await expectNoAxeViolations(page)

    await main.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Siguiente' }).click()
    await expect(page).toHaveURL(new RegExp(`/proveedores\\?${PAGE_PARAM}=2$`))
    await expect(main.getByRole('navigation', { name: 'Paginación' }).locator('[aria-current="page"]')).toContainText('2')
    await page.setViewportSize({ width: 360, height: 800 })
    await expectNoHorizontalScroll(page)
    expect((await page.goto(`/proveedores?${PAGE_PARAM}=999`))?.status()).toBe(404)
    expect((await page.goto(`/proveedores?${PAGE_PARAM}=abc`))?.status()).toBe(200)
    await expect(main.getByRole('navigation', { name: 'Paginación' }).locator('[aria-current="page"]')).toContainText('1')
  })

  test('/otros moves to /proveedores for good, keeping the query', async ({ page, request }) => {
    const response = await request.get(`/otros?${PAGE_PARAM}=2`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(`/proveedores?${PAGE_PARAM}=2`)
    await page.goto('/otros')
    await expect(page).toHaveURL(/\/proveedores$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Otros Proveedores' })).toBeVisible()
  })
})
