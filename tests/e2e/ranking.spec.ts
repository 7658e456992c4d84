import type { Page } from '@playwright/test'
import { SEARCH_PAGE_SIZE } from '../../app/constants'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from './fixtures'
import { JS_TAG } from './projects'

/** A word no demo listing holds, so a search for it finds exactly the listings a test creates. */
const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 9)}`

/**
 * One page and a card more of unclaimed listings whose names sort first ("000 …"), and a premium
 * one whose name sorts last, all in GBA Sur; and one in CABA that the zone filter leaves out.
 */
async function seedSortableListings(word: string, values: { sectorSlug?: string; subsectorSlug?: string } = {}) {
  const { db } = await import('../../app/server/db.server')
  const { createAccount, createListing } = await import('../setup/factories')
  const premium = createAccount(db, { plan: 'premium' })
  const premiumName = `Zzz ${word} Premium`
  createListing(db, { ...values, businessName: premiumName, profileId: premium.profile.id, zona: 'GBA Sur', localidad: 'Quilmes' })
  const names = Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => `000 ${word} ${String(i + 1).padStart(2, '0')}`)
  for (const businessName of names) createListing(db, { ...values, businessName, zona: 'GBA Sur', localidad: 'Quilmes' })
  createListing(db, { ...values, businessName: `000 ${word} CABA`, zona: 'CABA' })
  return { premiumName, names }
}

/** Provider cards, not the home page's sector cards. */
const cards = (page: Page) => page.locator('main article').filter({ has: page.getByText('Dirección', { exact: true }) })
const destacado = (page: Page) => cards(page).getByText('Destacado', { exact: true })

/** Chooses an order: with JavaScript the choice applies itself; without, 'Ordenar' sends it. */
async function sortBy(page: Page, label: string) {
  const javaScript = test.info().project.use.javaScriptEnabled !== false
  if (javaScript) await waitForHydration(page, 'select[name="orden"]')
  await page.getByLabel('Ordenar por').selectOption({ label })
  if (!javaScript) await page.getByRole('button', { name: 'Ordenar' }).click()
}

// With JavaScript the order applies itself when chosen: an enhancement, so both ways.
test.describe('sorting ranked lists', { tag: JS_TAG }, () => {
  test('search: sorting by name keeps the term and the zone, pages on in that order, and drops the Destacado label', async ({ page }) => {
    const word = uniqueWord()
    const { premiumName, names } = await seedSortableListings(word)
    await page.goto(`/?q=${word}&zona=GBA+Sur`)
    await expect(cards(page).first().getByRole('heading')).toHaveText(premiumName)
    await expect(destacado(page)).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Cómo ordenamos los resultados' }).first()).toHaveAttribute('href', '/como-ordenamos')

    await sortBy(page, 'Nombre')
    await expect(page).toHaveURL(new RegExp(`[?&]orden=nombre`))
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`))
    await expect(page).toHaveURL(/[?&]zona=GBA\+Sur/)
    await expect(page.getByLabel('Ordenar por')).toHaveValue('nombre')
    await expect(cards(page).getByRole('heading')).toHaveText(names)
    await expect(destacado(page)).toHaveCount(0)

    await page.getByRole('link', { name: 'Siguiente' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(page).toHaveURL(/[?&]orden=nombre/)
    await expect(page).toHaveURL(/[?&]zona=GBA\+Sur/)
    await expect(cards(page).getByRole('heading')).toHaveText([premiumName])
    await expect(destacado(page)).toHaveCount(0)
  })

  test('a bad order in the URL is the default order, without an error', async ({ page }) => {
    const word = uniqueWord()
    const { premiumName } = await seedSortableListings(word)
    const response = await page.goto(`/?q=${word}&zona=GBA+Sur&orden=precio`)
    expect(response?.status()).toBe(200)
    await expect(page.getByLabel('Ordenar por')).toHaveValue('relevancia')
    await expect(cards(page).first().getByRole('heading')).toHaveText(premiumName)
    await expect(destacado(page)).toHaveCount(1)
  })

  test('a subsector page: the order keeps the zone filter and the pages, and the zone filter keeps the order', async ({ page }) => {
    const word = uniqueWord()
    // A subsector per project: the names sort first only among this run's listings.
    const subsectorSlug = test.info().project.use.javaScriptEnabled === false ? 'chapas' : 'tejas'
    const { names } = await seedSortableListings(word, { sectorSlug: 'cubiertas', subsectorSlug })
    await page.goto(`/cubiertas/${subsectorSlug}?zona=GBA+Sur`)
    await expect(page.getByRole('link', { name: 'Cómo ordenamos los resultados' }).first()).toBeVisible()
    const premiumCards = cards(page).filter({ has: page.getByText('Destacado', { exact: true }) })
    await expect(cards(page).first()).toContainText('Destacado')

    await sortBy(page, 'Nombre')
    await expect(page).toHaveURL(new RegExp(`/cubiertas/${subsectorSlug}\\?(.*&)?orden=nombre`))
    await expect(page).toHaveURL(/[?&]zona=GBA\+Sur/)
    await expect(cards(page).getByRole('heading')).toHaveText(names)
    await expect(premiumCards).toHaveCount(0)

    await page.getByRole('link', { name: 'Página 2' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(page).toHaveURL(/[?&]orden=nombre/)
    await expect(page).toHaveURL(/[?&]zona=GBA\+Sur/)
    await expect(page.getByLabel('Ordenar por')).toHaveValue('nombre')

    // The zone filter sends the order along.
    await page.getByRole('checkbox', { name: 'CABA' }).check()
    await page.getByRole('button', { name: 'Aplicar' }).click()
    await expect(page).toHaveURL(/[?&]orden=nombre/)
    await expect(page).toHaveURL(/zona=CABA/)
    await expect(cards(page).first().getByRole('heading')).toHaveText(`000 ${word} 01`)
  })
})

test.describe('/como-ordenamos', () => {
  test('the footer leads to it; it states the order, Destacado and the reviews rule, at 360 px, without scripts', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/sobre-nosotros')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cómo ordenamos los resultados' }).click()
    await expect(page).toHaveURL(/\/como-ordenamos$/)
    await expect(page).toHaveTitle('Cómo ordenamos los resultados | RedObra')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo ordenamos los resultados')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Destacado/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/como-ordenamos$/)
    await expect(page.getByRole('heading', { name: 'Qué significa «Destacado»' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Qué significa «Perfil Verificado»' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Las reseñas no se compran' })).toBeVisible()
    await expect(page.getByText('Primero, los proveedores con plan Premium.')).toBeVisible()
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)

    // A reading page: no framework runtime, only the enhancement module.
    await page.goto('/como-ordenamos')
    await expect(page.locator('script[src]')).toHaveCount(1)
    await expect(page.locator('script[src^="/build/enhancements/"]')).toHaveCount(1)
  })

  test('the footer of a signed-in member leads to it too', async ({ page, loginAs }) => {
    await loginAs()
    await page.goto('/perfil')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cómo ordenamos los resultados' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo ordenamos los resultados')
  })
})
