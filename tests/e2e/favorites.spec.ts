import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { TEST_PASSWORD } from '../setup/factories'
import { dbModules, expect, expectNoAxeViolations, expectNoHorizontalScroll, test, toast, waitForFavoriteButtons } from './fixtures'

const LIMIT_TITLE = 'Llegaste al límite de favoritos'

/** A made-up word of letters only, so a search finds exactly this test's listings. */
function uniqueWord() {
  return `favo${Array.from(crypto.randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`
}

async function createListings(word: string, count: number) {
  const { db } = await import('../../app/server/db.server')
  const { createListing } = await import('../setup/factories')
  return Array.from({ length: count }, (_, i) =>
    createListing(db, { businessName: `Techos ${word} ${String.fromCharCode(65 + i)}`, description: 'Zinguería y techos de chapa.' }),
  )
}

async function favoriteIdsOf(userId: number) {
  const { db } = await import('../../app/server/db.server')
  const { listFavoriteIds } = await import('../../app/models/favorites.server')
  return listFavoriteIds(db, userId).sort((a, b) => a - b)
}

async function addFavorites(userId: number, listingIds: number[]) {
  const { db } = await import('../../app/server/db.server')
  const { addFavorite } = await import('../../app/models/favorites.server')
  for (const listingId of listingIds) expect(addFavorite(db, { userId, listingId }).status).toBe('added')
}

/** Holds the enhanced button's posts in the browser until `release`; later ones pass straight on. */
async function holdFavoritePosts(page: Page) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/favoritos$/, async (route) => {
    await gate
    await route.continue()
  })
  return { release }
}

const addButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name: `Agregar a favoritos: ${name}` })
const favoriteButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name: `Favorito: ${name}` })

test('visitors see no favourite button', async ({ page }) => {
  const word = uniqueWord()
  const [listing] = await createListings(word, 1)
  for (const url of [`/proveedor/${listing!.id}`, `/?q=${word}`]) {
    await page.goto(url)
    await expect(page.getByRole('main').getByText(listing!.businessName).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /Agregar|Favorito/ })).toHaveCount(0)
    await expect(page.locator('form[action="/favoritos"]')).toHaveCount(0)
  }
})

test('add and remove a favourite on a provider page', async ({ page, loginAs, javaScriptEnabled }) => {
  const { user } = await loginAs({ role: 'constructor' })
  const [listing] = await createListings(uniqueWord(), 1)
  const { id, businessName } = listing!
  await page.goto(`/proveedor/${id}`)
  await expect(addButton(page, businessName)).toHaveAttribute('aria-pressed', 'false')
  await waitForFavoriteButtons(page)

  // With JavaScript the button turns at once, before the server has answered (held back here).
  const held = javaScriptEnabled ? await holdFavoritePosts(page) : null
  await addButton(page, businessName).click()
  await expect(favoriteButton(page, businessName)).toHaveAttribute('aria-pressed', 'true')
  if (held) {
    expect(await favoriteIdsOf(user.id)).toEqual([])
    held.release()
  }
  await expect(toast(page, 'Proveedor agregado a favoritos')).toBeVisible()
  await expect(page).toHaveURL(javaScriptEnabled ? `/proveedor/${id}` : `/proveedor/${id}#favorito-${id}`)
  expect(await favoriteIdsOf(user.id)).toEqual([id])

  await page.reload()
  await expect(favoriteButton(page, businessName)).toHaveAttribute('aria-pressed', 'true')
  await waitForFavoriteButtons(page)
  await favoriteButton(page, businessName).click()
  await expect(addButton(page, businessName)).toHaveAttribute('aria-pressed', 'false')
  await expect(toast(page, 'Proveedor eliminado de favoritos')).toBeVisible()
  expect(await favoriteIdsOf(user.id)).toEqual([])
})

test('a click after the session ended leads to sign in, and back to the provider afterwards', async ({ page, loginAs }) => {
  const { user } = await loginAs({ role: 'constructor' })
  const [listing] = await createListings(uniqueWord(), 1)
  const { id, businessName } = listing!
  await page.goto(`/proveedor/${id}`)
  await waitForFavoriteButtons(page)
  const { db, schema, eq } = await dbModules()
  db.delete(schema.sessions).where(eq(schema.sessions.userId, user.id)).run()

  await addButton(page, businessName).click()
  await expect(page).toHaveURL(`/auth?${new URLSearchParams({ redirectTo: `/proveedor/${id}#favorito-${id}` })}`)
  await expect(page.getByText('Debes iniciar sesión para agregar favoritos')).toBeVisible()
  await page.getByLabel('Correo electrónico').fill(user.email)
  await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click()
  await expect(page).toHaveURL(new RegExp(`/proveedor/${id}(#favorito-${id})?$`))
  await expect(addButton(page, businessName)).toHaveAttribute('aria-pressed', 'false')
  expect(await favoriteIdsOf(user.id)).toEqual([])
})

test('add and remove a favourite on a search result card', async ({ page, loginAs, javaScriptEnabled }) => {
  const { user } = await loginAs({ role: 'constructor' })
  const word = uniqueWord()
  const [first, second] = await createListings(word, 2)
  await page.goto(`/?q=${word}`)
  await expect(page.getByRole('main').getByRole('button', { name: /^Agregar a favoritos/ })).toHaveCount(2)
  await waitForFavoriteButtons(page)

  await addButton(page, second!.businessName).click()
  await expect(favoriteButton(page, second!.businessName)).toHaveAttribute('aria-pressed', 'true')
  await expect(toast(page, 'Proveedor agregado a favoritos')).toBeVisible()
  await expect(addButton(page, first!.businessName)).toHaveAttribute('aria-pressed', 'false')
  // Without JavaScript the page comes back at the card's button; with it, it never leaves.
  await expect(page).toHaveURL(javaScriptEnabled ? `/?q=${word}` : `/?q=${word}#favorito-${second!.id}`)
  expect(await favoriteIdsOf(user.id)).toEqual([second!.id])

  await waitForFavoriteButtons(page)
  await favoriteButton(page, second!.businessName).click()
  await expect(addButton(page, second!.businessName)).toHaveAttribute('aria-pressed', 'false')
  await expect(toast(page, 'Proveedor eliminado de favoritos')).toBeVisible()
  expect(await favoriteIdsOf(user.id)).toEqual([])
})

test('the fourth favourite on the free plan shows the limit instead of adding', async ({ page, loginAs, javaScriptEnabled }) => {
  const { user } = await loginAs({ role: 'constructor', plan: 'free' })
  const word = uniqueWord()
  const listings = await createListings(word, 4)
  const fourth = listings[3]!
  await addFavorites(
    user.id,
    listings.slice(0, 3).map((listing) => listing.id),
  )
  await page.goto(`/?q=${word}`)
  await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(3)
  await waitForFavoriteButtons(page)

  await addButton(page, fourth.businessName).click()
  if (javaScriptEnabled) {
    const dialog = page.getByRole('dialog', { name: LIMIT_TITLE })
    await expect(dialog).toBeVisible()
    for (const benefit of ['Favoritos ilimitados', 'Publicaciones ilimitadas en todos los subrubros', 'Soporte prioritario']) {
      await expect(dialog.getByText(benefit)).toBeVisible()
    }
    await expect(dialog.getByText(/visibilidad/)).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Pasate a Premium' })).toHaveAttribute('href', '/upgrade')
    await expect(dialog).not.toContainText('-1')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Ahora no' }).click()
    await expect(dialog).toBeHidden()
    await expect(addButton(page, fourth.businessName)).toHaveAttribute('aria-pressed', 'false')
  } else {
    await expect(page).toHaveURL(/\/favoritos\/limite\?redirectTo=/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: LIMIT_TITLE })).toBeVisible()
    await expect(main.getByText('Favoritos ilimitados')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Pasate a Premium' })).toHaveAttribute('href', '/upgrade')
    await expect(main).not.toContainText('-1')
    await main.getByRole('link', { name: 'Volver' }).click()
    await expect(page).toHaveURL(`/?q=${word}#favorito-${fourth.id}`)
    await expect(addButton(page, fourth.businessName)).toHaveAttribute('aria-pressed', 'false')
  }
  await expect(page.getByText('Proveedor agregado a favoritos')).toHaveCount(0)
  expect(await favoriteIdsOf(user.id)).toHaveLength(3)
})

test('the limit page reads well at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`/favoritos/limite?${new URLSearchParams({ redirectTo: '/proveedor/1#favorito-1' })}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: LIMIT_TITLE })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/proveedor/1#favorito-1')
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
})

test('a premium account keeps more than three favourites', async ({ page, loginAs }) => {
  const { user } = await loginAs({ role: 'constructor', plan: 'premium' })
  const word = uniqueWord()
  const listings = await createListings(word, 5)
  await page.goto(`/?q=${word}`)
  for (const listing of listings) {
    await waitForFavoriteButtons(page)
    await addButton(page, listing.businessName).click()
    await expect(favoriteButton(page, listing.businessName)).toHaveAttribute('aria-pressed', 'true')
  }
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(5)
  expect(await favoriteIdsOf(user.id)).toEqual(listings.map((listing) => listing.id).sort((a, b) => a - b))
})

test('cards on a subsector page and in a sector accordion carry the button', async ({ page, loginAs, javaScriptEnabled }) => {
  const { user } = await loginAs({ role: 'constructor' })
  const { db } = await import('../../app/server/db.server')
  const { createAccount, createListing } = await import('../setup/factories')
  // A premium provider's listing comes first, so it is on the first page whatever else is there.
  const provider = createAccount(db, { plan: 'premium', businessName: `Terrazas ${uniqueWord()}` })
  const { id, businessName } = createListing(db, {
    profileId: provider.profile.id,
    businessName: provider.profile.businessName,
    sectorSlug: 'cubiertas',
    subsectorSlug: 'terrazas-verdes',
  })

  await page.goto('/cubiertas/terrazas-verdes')
  await waitForFavoriteButtons(page)
  await addButton(page, businessName).click()
  await expect(favoriteButton(page, businessName)).toHaveAttribute('aria-pressed', 'true')
  await expect(toast(page, 'Proveedor agregado a favoritos')).toBeVisible()
  if (!javaScriptEnabled) await expect(page).toHaveURL(`/cubiertas/terrazas-verdes#favorito-${id}`)
  expect(await favoriteIdsOf(user.id)).toEqual([id])

  // The accordions load their providers only with JavaScript.
  if (!javaScriptEnabled) return
  await page.goto('/cubiertas')
  const panel = page.locator('details').filter({ has: page.locator(':scope > summary', { hasText: /^Terrazas Verdes$/ }) })
  await panel.locator(':scope > summary').click()
  await expect(panel.getByRole('button', { name: `Favorito: ${businessName}` })).toHaveAttribute('aria-pressed', 'true')
  await panel.getByRole('button', { name: `Favorito: ${businessName}` }).click()
  await expect(panel.getByRole('button', { name: `Agregar a favoritos: ${businessName}` })).toHaveAttribute('aria-pressed', 'false')
  await expect(toast(page, 'Proveedor eliminado de favoritos')).toBeVisible()
  await expect(panel).toHaveAttribute('open', '')
  expect(await favoriteIdsOf(user.id)).toEqual([])
})
