import type { Locator, Page } from '@playwright/test'
import { REVIEW_COMMENT_MAX } from '../../app/constants'
import { addCookieFrom, expect, expectNoAxeViolations, expectNoHorizontalScroll, test } from './fixtures'

const SUCCESS_TITLE = '¡Éxito!'
const SUCCESS_TEXT = 'Tu reseña ha sido enviada correctamente'
const DUPLICATE = 'Ya has dejado una reseña para este proveedor'

/** A provider of its own for each test, so averages and counts are the test's alone. */
async function createProvider({ services = 1, existingRating }: { services?: 1 | 2; existingRating?: number } = {}) {
  const { db } = await import('../../app/server/db.server')
  const { createAccount, createListing, createReview } = await import('../setup/factories')
  const suffix = `${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const owner = createAccount(db, { businessName: `Techos Reseñas ${suffix}` })
  const values = { profileId: owner.profile.id, businessName: owner.profile.businessName }
  const listings = [createListing(db, { ...values, localidad: 'Palermo' })]
  if (services === 2) {
    listings.push(
      createListing(db, { ...values, sectorSlug: 'estructura', subsectorSlug: 'hormigon', localidad: 'Morón', zona: 'GBA Oeste' }),
    )
  }
  if (existingRating) {
    const reviewer = createAccount(db, { role: 'constructor', businessName: 'Constructora Previa SRL' })
    createReview(db, { listingId: listings[0]!.id, userId: reviewer.user.id, rating: existingRating })
  }
  return { owner, listings }
}

async function insertReview(listingId: number, userId: number, rating: number) {
  const { db } = await import('../../app/server/db.server')
  const { createReview } = await import('../setup/factories')
  createReview(db, { listingId, userId, rating })
}

/**
 * Opens the review form: a provider page is a reading page, so with or without JavaScript
 * "Dejar reseña" leads to the form shown on the page itself (`?resena`).
 */
async function openReviewForm(page: Page): Promise<Locator> {
  const reviews = page.getByRole('region', { name: 'Reseñas' })
  await reviews.getByRole('link', { name: 'Dejar reseña' }).click()
  await expect(page).toHaveURL(/\?resena#dejar-resena$/)
  const section = page.getByRole('region', { name: 'Dejar reseña' })
  await expect(section).toBeVisible()
  return section
}

const reviewsRegion = (page: Page) => page.getByRole('region', { name: 'Reseñas' })

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByRole(title === SUCCESS_TITLE ? 'status' : 'alert').filter({ hasText: title })
  await expect(toast).toBeVisible()
  if (description) await expect(toast).toContainText(description)
}

test.describe('leaving a review', () => {
  test('with a comment: the toast, the review in the list and the new average', async ({ page, loginAs }) => {
    const { listings } = await createProvider({ existingRating: 5 })
    const businessName = `Obras Quilmes ${Date.now()}`
    await loginAs({ role: 'constructor', businessName })
    await page.goto(`/proveedor/${listings[0]!.id}`)
    await expect(reviewsRegion(page).getByText('1 reseña', { exact: true })).toBeVisible()

    const form = await openReviewForm(page)
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 360, height: 780 })
    await expectNoHorizontalScroll(page)
    await form.getByRole('radio', { name: '3 estrellas' }).check()
    await form.getByLabel('Comentario (opcional)').fill('  Cumplieron los plazos.  ')
    await form.getByRole('button', { name: 'Enviar reseña' }).click()

    await expectToast(page, SUCCESS_TITLE, SUCCESS_TEXT)
    await expect(page).toHaveURL(new RegExp(`/proveedor/${listings[0]!.id}$`))
    const reviews = reviewsRegion(page)
    await expect(reviews.getByText('2 reseñas')).toBeVisible()
    await expect(reviews.getByText('4,0')).toBeVisible()
    const mine = reviews.getByRole('listitem').filter({ has: page.getByRole('heading', { name: businessName }) })
    await expect(mine.getByRole('img', { name: '3 de 5 estrellas' })).toBeVisible()
    await expect(mine.getByText('Cumplieron los plazos.', { exact: true })).toBeVisible()
    // Reviewed: the note replaces the action, and the dialog is gone with it.
    await expect(reviews.getByText('Ya dejaste tu reseña')).toBeVisible()
    await expect(reviews.getByRole('link', { name: 'Dejar reseña' })).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('without a comment', async ({ page, loginAs }) => {
    const { listings } = await createProvider()
    const businessName = `Arquitecta Ramos ${Date.now()}`
    await loginAs({ role: 'constructor', businessName })
    await page.goto(`/proveedor/${listings[0]!.id}`)
    await expect(reviewsRegion(page).getByText('Este proveedor aún no tiene reseñas')).toBeVisible()

    const form = await openReviewForm(page)
    await form.getByRole('radio', { name: '5 estrellas' }).check()
    await form.getByRole('button', { name: 'Enviar reseña' }).click()

    await expectToast(page, SUCCESS_TITLE, SUCCESS_TEXT)
    const reviews = reviewsRegion(page)
    await expect(reviews.getByText('1 reseña', { exact: true })).toBeVisible()
    await expect(reviews.getByText('5,0')).toBeVisible()
    await expect(reviews.getByRole('heading', { level: 3 })).toHaveText([businessName])
    await expect(reviews.getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible()
  })

  test('a second review of the same listing is refused', async ({ page, loginAs }) => {
    const { listings } = await createProvider()
    const { user } = await loginAs({ role: 'constructor' })
    await page.goto(`/proveedor/${listings[0]!.id}`)
    const form = await openReviewForm(page)
    // Reviewed meanwhile (another tab): the form still shows, the database says no.
    await insertReview(listings[0]!.id, user.id, 2)
    await form.getByRole('radio', { name: '4 estrellas' }).check()
    await form.getByLabel('Comentario (opcional)').fill('Otra vez')
    await form.getByRole('button', { name: 'Enviar reseña' }).click()

    await expectToast(page, DUPLICATE)
    const reviews = reviewsRegion(page)
    await expect(reviews.getByText('1 reseña', { exact: true })).toBeVisible()
    await expect(reviews.getByRole('img', { name: '2 de 5 estrellas' })).toBeVisible()
    await expect(reviews.getByText('Otra vez')).toHaveCount(0)
    await expect(reviews.getByText('Ya dejaste tu reseña')).toBeVisible()
  })

  test(`a comment over ${REVIEW_COMMENT_MAX} characters: maxlength stops typing; forced past it, it is refused with the text kept`, async ({
    page,
    loginAs,
  }) => {
    const { listings } = await createProvider()
    await loginAs({ role: 'constructor' })
    await page.goto(`/proveedor/${listings[0]!.id}`)
    const form = await openReviewForm(page)
    const comment = form.getByLabel('Comentario (opcional)')
    await expect(comment).toHaveAttribute('maxlength', String(REVIEW_COMMENT_MAX))

    // Typing stops at the limit.
    await comment.pressSequentially('x'.repeat(5))
    await comment.fill('x'.repeat(REVIEW_COMMENT_MAX - 5))
    await comment.press('End')
    await comment.pressSequentially('yyyyyyyyyy')
    await expect(comment).toHaveValue('x'.repeat(REVIEW_COMMENT_MAX - 5) + 'yyyyy')

    // A browser that ignores maxlength (or a forged form): the schema refuses it. With JavaScript
    // the same schema answers in the browser; without, the server does.
    const tooLong = `${'Muy buen trabajo. '.repeat(28)}`.slice(0, REVIEW_COMMENT_MAX) + '!'
    await comment.evaluate((element) => element.removeAttribute('maxlength'))
    await comment.fill(tooLong)
    await form.getByRole('radio', { name: '4 estrellas' }).check()
    await form.getByRole('button', { name: 'Enviar reseña' }).click()

    const message = `El comentario puede tener hasta ${REVIEW_COMMENT_MAX} caracteres; el tuyo tiene ${REVIEW_COMMENT_MAX + 1}.`
    const shown = page.getByRole('region', { name: 'Dejar reseña' })
    await expect(shown.getByText(message)).toBeVisible()
    const field = shown.getByLabel('Comentario (opcional)')
    await expect(field).toHaveValue(tooLong)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.;]/g, '\\$&')))
    await expect(shown.getByRole('radio', { name: '4 estrellas' })).toBeChecked()
    await expect(reviewsRegion(page).getByText('Este proveedor aún no tiene reseñas')).toBeVisible()
  })

  test('a missing rating is refused with the spec message', async ({ page, loginAs }) => {
    const { listings } = await createProvider()
    await loginAs({ role: 'constructor' })
    await page.goto(`/proveedor/${listings[0]!.id}`)
    const form = await openReviewForm(page)
    await form.getByLabel('Comentario (opcional)').fill('Me olvidé de las estrellas')
    // The browser refuses an unchecked required radio itself; skip that to reach the server.
    await expect(form.getByRole('radio', { name: '1 estrella', exact: true })).toHaveAttribute('required', '')
    await form.locator('form').evaluate((element: HTMLFormElement) => {
      element.noValidate = true
    })
    await form.getByRole('button', { name: 'Enviar reseña' }).click()

    const shown = page.getByRole('region', { name: 'Dejar reseña' })
    await expect(shown.getByText('Por favor selecciona una calificación')).toBeVisible()
    await expect(shown.getByLabel('Comentario (opcional)')).toHaveValue('Me olvidé de las estrellas')
    await expect(reviewsRegion(page).getByText('Este proveedor aún no tiene reseñas')).toBeVisible()
  })

  test('on a profile with two services the user picks one, and has then reviewed the provider', async ({ page, loginAs }) => {
    const { owner, listings } = await createProvider({ services: 2 })
    await loginAs({ role: 'constructor' })
    await page.goto(`/perfilDeProveedorActivo/${owner.profile.id}`)

    const form = await openReviewForm(page)
    const service = form.getByLabel('Servicio que reseñás')
    // The profile's services in its own order; the first is chosen unless the user picks another.
    await expect(service.getByRole('option')).toHaveText(['Techistas (Palermo)', 'Hormigón (Morón)'])
    await expect(service).toHaveValue(String(listings[0]!.id))
    await service.selectOption({ label: 'Hormigón (Morón)' })
    await form.getByRole('radio', { name: '2 estrellas' }).check()
    await form.getByRole('button', { name: 'Enviar reseña' }).click()

    await expectToast(page, SUCCESS_TITLE, SUCCESS_TEXT)
    const reviews = reviewsRegion(page)
    await expect(reviews.getByText('Servicio: Hormigón')).toBeVisible()
    await expect(reviews.getByText('2,0')).toBeVisible()

    // One review per provider: the other service is not offered again.
    await expect(reviews.getByText('Ya dejaste tu reseña')).toBeVisible()
    await expect(page.getByText('Dejar reseña')).toHaveCount(0)
  })

  test('visitors and the owner are not offered the form', async ({ page, context, baseURL }) => {
    const { owner, listings } = await createProvider()
    const pages = [`/proveedor/${listings[0]!.id}`, `/perfilDeProveedorActivo/${owner.profile.id}`]
    for (const path of [...pages, ...pages.map((p) => `${p}?resena`)]) {
      await page.goto(path)
      await expect(reviewsRegion(page), path).toBeVisible()
      await expect(page.getByText('Dejar reseña'), path).toHaveCount(0)
      await expect(page.getByRole('radio'), path).toHaveCount(0)
    }

    const { createSession } = await import('../../app/server/session.server')
    await addCookieFrom(context, baseURL!, await createSession(owner.user.id))
    for (const path of pages) {
      await page.goto(path)
      await expect(reviewsRegion(page), path).toBeVisible()
      await expect(page.getByText('Dejar reseña'), path).toHaveCount(0)
      await expect(page.getByText('Ya dejaste tu reseña'), path).toHaveCount(0)
    }
  })
})
