import type { BrowserContext, Page } from '@playwright/test'
import { addCookieFrom, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForHydration } from './fixtures'

/** A claimed provider with two reviews (1 and 5 stars), and the people around them; names unique to the test. */
async function world() {
  const { db } = await import('../../app/server/db.server')
  const { createAccount, createListing, createReview } = await import('../setup/factories')
  const suffix = `${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const owner = createAccount(db, { businessName: `Techos Moderados ${suffix}` })
  const listing = createListing(db, { profileId: owner.profile.id, businessName: owner.profile.businessName })
  const author = createAccount(db, { role: 'constructor', businessName: `Autor ${suffix}` })
  const fan = createAccount(db, { role: 'constructor' })
  const reporter = createAccount(db, { role: 'constructor' })
  const staff = createAccount(db, { role: 'constructor', isStaff: true })
  const comment = `Nos trataron a los gritos ${suffix}`
  const harsh = createReview(db, { listingId: listing.id, userId: author.user.id, rating: 1, comment })
  createReview(db, { listingId: listing.id, userId: fan.user.id, rating: 5 })
  return { owner, listing, author, reporter, staff, harsh, comment }
}

/** The browser becomes this account: a fresh session, any other signed out. */
async function signInAs(context: BrowserContext, baseURL: string, userId: number) {
  const { createSession } = await import('../../app/server/session.server')
  await context.clearCookies()
  await addCookieFrom(context, baseURL, await createSession(userId))
}

const reviewsRegion = (page: Page) => page.getByRole('region', { name: 'Reseñas' })

test('a provider replies, a user reports, staff hide the review and the count drops, staff restore it', async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  // Four accounts and six pages, each scanned: a long walk.
  test.slow()
  const { owner, listing, author, reporter, staff, harsh, comment } = await world()
  const businessName = owner.profile.businessName
  const profilePath = `/perfilDeProveedorActivo/${owner.profile.id}`

  // The provider answers.
  await signInAs(context, baseURL!, owner.user.id)
  await page.goto(profilePath)
  await page.locator(`#resena-${harsh.id}`).getByRole('link', { name: 'Responder' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Responder a una reseña' })).toBeVisible()
  await expectNoAxeViolations(page)
  if (javaScriptEnabled) await waitForHydration(page)
  await page.getByLabel('Tu respuesta (pública)').fill('Lamentamos lo ocurrido; lo hablamos con el equipo.')
  await page.getByRole('button', { name: 'Publicar respuesta' }).click()
  await expect(toast(page, 'Respuesta publicada')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${profilePath}#resena-${harsh.id}$`))
  const answered = page.locator(`#resena-${harsh.id}`)
  await expect(answered.getByText(`Respuesta de ${businessName}`)).toBeVisible()
  await expect(answered.getByText('Lamentamos lo ocurrido; lo hablamos con el equipo.')).toBeVisible()
  await expect(answered.getByRole('link', { name: 'Editar respuesta' })).toBeVisible()

  // A builder reports it: 'Otro' needs a text, then a reason from the list.
  await signInAs(context, baseURL!, reporter.user.id)
  await page.goto(`/proveedor/${listing.id}`)
  await expect(reviewsRegion(page).getByText('2 reseñas')).toBeVisible()
  await expect(page.locator(`#resena-${harsh.id}`).getByRole('link', { name: 'Responder' })).toHaveCount(0)
  await page.locator(`#resena-${harsh.id}`).getByRole('link', { name: 'Denunciar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Denunciar una reseña' })).toBeVisible()
  await page.setViewportSize({ width: 360, height: 740 })
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  if (javaScriptEnabled) await waitForHydration(page)
  await page.getByRole('radio', { name: 'Otro' }).check()
  await page.getByRole('button', { name: 'Enviar denuncia' }).click()
  await expect(page.getByText('Contanos por qué denunciás esta reseña')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Otro' })).toBeChecked()
  await page.getByRole('radio', { name: 'Contenido ofensivo' }).check()
  await page.getByRole('button', { name: 'Enviar denuncia' }).click()
  await expect(toast(page, 'Denuncia enviada')).toBeVisible()
  await page.goto(`/resenas/${harsh.id}/denunciar`)
  await expect(page.getByText('Ya denunciaste esta reseña.')).toBeVisible()

  // Staff hide it: a reason is required.
  await signInAs(context, baseURL!, staff.user.id)
  await page.goto('/admin/resenas')
  await expect(page.getByRole('heading', { level: 1, name: 'Reseñas denunciadas' })).toBeVisible()
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  if (javaScriptEnabled) await waitForHydration(page)
  const item = page
    .getByRole('listitem')
    .filter({ hasText: comment })
    .filter({ has: page.getByRole('button', { name: 'Ocultar' }) })
  await expect(item.getByText('1 denuncia: Contenido ofensivo (1)')).toBeVisible()
  await item.getByLabel('Motivo para ocultarla (lo ve su autor)').fill('Insultos al personal')
  await item.getByRole('button', { name: 'Ocultar' }).click()
  await expect(toast(page, 'Reseña ocultada')).toBeVisible()
  await expect(page.getByText(comment)).toHaveCount(0)

  // The public page drops it, with the count and the average.
  await page.goto(`/proveedor/${listing.id}`)
  await expect(reviewsRegion(page).getByText('1 reseña', { exact: true })).toBeVisible()
  await expect(page.getByText(comment)).toHaveCount(0)

  // Its author sees why.
  await signInAs(context, baseURL!, author.user.id)
  await page.goto('/perfil')
  await expect(page.getByText('Ocultada por moderación: Insultos al personal')).toBeVisible()
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)

  // Staff restore it from the hidden list.
  await signInAs(context, baseURL!, staff.user.id)
  await page.goto('/admin/resenas')
  await page.getByRole('link', { name: 'Ocultas' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reseñas ocultas' })).toBeVisible()
  await expectNoAxeViolations(page)
  if (javaScriptEnabled) await waitForHydration(page)
  const hidden = page
    .getByRole('listitem')
    .filter({ hasText: comment })
    .filter({ has: page.getByRole('button', { name: 'Restaurar' }) })
  await expect(hidden.getByText('Insultos al personal')).toBeVisible()
  await hidden.getByRole('button', { name: 'Restaurar' }).click()
  await expect(toast(page, 'Reseña restaurada')).toBeVisible()
  await page.goto(`/proveedor/${listing.id}`)
  await expect(reviewsRegion(page).getByText('2 reseñas')).toBeVisible()
  await expect(page.getByText(comment)).toBeVisible()
})

test('the console page of reviews is a 404 to anyone not staff', async ({ page, context, baseURL }) => {
  const { owner } = await world()
  expect((await page.goto('/admin/resenas'))?.status()).toBe(404)
  await signInAs(context, baseURL!, owner.user.id)
  expect((await page.goto('/admin/resenas'))?.status()).toBe(404)
})
