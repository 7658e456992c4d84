import type { Page } from '@playwright/test'
import type { Plan } from '../../app/constants'
import { SEARCH_MAX_TERM_LENGTH, SEARCH_PAGE_SIZE } from '../../app/constants'
import type { listings } from '../../drizzle/schema'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, waitForHydration } from './fixtures'
import { JS_TAG } from './projects'

type ListingValues = Partial<typeof listings.$inferInsert> & { ownerPlan?: Plan; ratings?: number[] }

/** A word no demo listing holds, so a search for it finds exactly the listings a test creates. */
function uniqueWord() {
  return `zq${Math.random().toString(36).slice(2, 9)}`
}

/** Listings straight in the server's database, claimed by a new account when `ownerPlan` is given. */
async function createListings(rows: ListingValues[]) {
  const { db } = await import('../../app/server/db.server')
  const { createAccount, createListing, createReview } = await import('../setup/factories')
  return rows.map(({ ownerPlan, ratings = [], ...values }) => {
    const owner = ownerPlan ? createAccount(db, { plan: ownerPlan }) : null
    const listing = createListing(db, { ...values, profileId: owner?.profile.id })
    for (const rating of ratings) {
      const reviewer = createAccount(db, { role: 'constructor' })
      createReview(db, { userId: reviewer.user.id, listingId: listing.id, rating })
    }
    return { ...listing, profileId: owner?.profile.id ?? null }
  })
}

const results = (page: Page) => page.locator('#resultados')
const cards = (page: Page) => results(page).locator('article')
const countLine = (page: Page) => results(page).getByText(/^\d+ proveedor(es)?$/)
const filtersToggle = (page: Page) => page.locator('summary', { hasText: 'Filtros' })

test.describe('search on the home page', () => {
  test('a place in the term narrows the results to it, the chip to remove it, at 360 px', async ({ page }) => {
    const word = uniqueWord()
    await createListings([
      { businessName: `Corralón ${word} San Justo`, zona: 'GBA Oeste', localidad: 'San Justo' },
      { businessName: `Corralón ${word} Palermo` },
    ])
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/')
    const box = page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?')
    await box.fill(`${word} la matanza`)
    await box.press('Enter')
    await expect(countLine(page)).toHaveText('1 proveedor')
    await expect(cards(page)).toHaveText([new RegExp(`Corralón ${word} San Justo`)])
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
    await results(page)
      .getByRole('link', { name: /En La Matanza/ })
      .click()
    await expect(countLine(page)).toHaveText('2 proveedores')
  })

  test('a term shows a count, provider cards, a chip and its own title', async ({ page }) => {
    await page.goto('/')
    const box = page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?')
    await box.fill('hormigón')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/\?q=hormig%C3%B3n$/)
    await expect(page).toHaveTitle('Resultados para «hormigón» | RedObra')
    await expect(countLine(page)).toHaveText(/^\d{2,} proveedores$/)
    await expect(cards(page)).toHaveCount(SEARCH_PAGE_SIZE)
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Quitar filtro: hormigón' })).toBeVisible()
    await expect(filtersToggle(page)).toBeVisible()
  })

  test('trade words, plurals and sector names find providers whose own text never says them', async ({ page }) => {
    const word = uniqueWord()
    const plumber = `Servicios ${word} Agua`
    const drywaller = `Servicios ${word} Seco`
    await createListings([
      { businessName: plumber, description: 'Trabajos en general', sectorSlug: 'instalaciones', subsectorSlug: 'agua-y-cloacas' },
      {
        businessName: drywaller,
        description: 'Trabajos en general',
        sectorSlug: 'mamposteria',
        subsectorSlug: 'construccion-en-seco',
        divisionSlug: 'steel-frame',
      },
      { businessName: `Servicios ${word} Ruta`, description: 'Trabajos en general', sectorSlug: 'vial', subsectorSlug: 'bacheo' },
    ])
    const box = page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?')
    for (const [term, found] of [
      [`plomeros ${word}`, plumber],
      [`durlero ${word}`, drywaller],
      [`mamposteria ${word}`, drywaller],
    ] as const) {
      await page.goto('/')
      await box.fill(term)
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/\\?q=${term.replace(' ', '\\+')}$`))
      await expect(countLine(page)).toHaveText('1 proveedor')
      await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(found)
    }
  })

  test('zones alone search, premium results first and labelled', async ({ page }) => {
    await page.goto('/?zona=GBA+Sur')
    await expect(page).toHaveTitle(/^RedObra \|/)
    await expect(countLine(page)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Quitar filtro: GBA Sur' })).toBeVisible()
    await expect(filtersToggle(page)).toContainText('1')
    await expect(cards(page).filter({ hasNotText: 'GBA Sur' })).toHaveCount(0)
    await expect(cards(page).first().getByText('Destacado', { exact: true })).toBeVisible()
  })

  test('term and zones combine, and each chip removes its own filter', async ({ page }) => {
    const word = uniqueWord()
    await createListings(
      (['CABA', 'GBA Norte', 'GBA Sur'] as const).map((zona) => ({ businessName: `Techos ${word} ${zona}`, zona, localidad: 'Centro' })),
    )
    await page.goto(`/?q=${word}&zona=CABA&zona=GBA+Norte`)
    await expect(countLine(page)).toHaveText('2 proveedores')

    await page.getByRole('link', { name: 'Quitar filtro: CABA' }).click()
    await expect(page).toHaveURL(new RegExp(`/\\?q=${word}&zona=GBA\\+Norte#resultados$`))
    await expect(countLine(page)).toHaveText('1 proveedor')

    await page.getByRole('link', { name: `Quitar filtro: ${word}` }).click()
    await expect(page).toHaveURL(/\/\?zona=GBA\+Norte#resultados$/)
    await expect(page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?')).toHaveValue('')
    await expect(page.getByRole('link', { name: 'Quitar filtro: GBA Norte' })).toBeVisible()
  })

  test('Filtros applies the checked zones, and Limpiar removes them but keeps the term', async ({ page }) => {
    const word = uniqueWord()
    await createListings(
      (['CABA', 'GBA Norte', 'GBA Sur'] as const).map((zona) => ({
        businessName: `Pinturería ${word} ${zona}`,
        zona,
        localidad: 'Centro',
      })),
    )
    await page.goto(`/?q=${word}`)
    await expect(countLine(page)).toHaveText('3 proveedores')

    await filtersToggle(page).click()
    const group = page.getByRole('group', { name: 'Buenos Aires' })
    await expect(group.getByRole('checkbox')).toHaveCount(4)
    await group.getByRole('checkbox', { name: 'CABA' }).check()
    await group.getByRole('checkbox', { name: 'GBA Sur' }).check()
    await page.getByRole('button', { name: 'Aplicar' }).click()
    await expect(page).toHaveURL(new RegExp(`/\\?q=${word}&zona=CABA&zona=GBA\\+Sur$`))
    await expect(countLine(page)).toHaveText('2 proveedores')
    await expect(filtersToggle(page)).toContainText('2 zonas seleccionadas')
    await expect(page.getByRole('button', { name: 'Aplicar' })).toBeHidden()

    await filtersToggle(page).click()
    await expect(page.getByRole('checkbox', { name: 'CABA' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'GBA Norte' })).not.toBeChecked()
    await page.getByRole('link', { name: 'Limpiar' }).click()
    await expect(page).toHaveURL(new RegExp(`/\\?q=${word}$`))
    await expect(countLine(page)).toHaveText('3 proveedores')
  })

  test('pagination keeps the filters, shows other cards, and a page past the end is not found', async ({ page }) => {
    const word = uniqueWord()
    await createListings(
      Array.from({ length: SEARCH_PAGE_SIZE + 1 }, (_, i) => ({
        businessName: `Corralón ${word} ${String(i).padStart(2, '0')}`,
        zona: i % 2 ? ('GBA Oeste' as const) : ('CABA' as const),
        localidad: 'Centro',
      })),
    )
    await page.goto(`/?q=${word}&zona=CABA&zona=GBA+Oeste`)
    await expect(countLine(page)).toHaveText(`${SEARCH_PAGE_SIZE + 1} proveedores`)
    await expect(cards(page)).toHaveCount(SEARCH_PAGE_SIZE)
    const firstPage = await cards(page).getByRole('heading').allTextContents()

    const pagination = page.getByRole('navigation', { name: 'Paginación' })
    const next = pagination.getByRole('link', { name: 'Siguiente' })
    await expect(next).toHaveAttribute('href', `/?q=${word}&zona=CABA&zona=GBA+Oeste&page=2#resultados`)
    await next.click()
    await expect(page).toHaveURL(/page=2#resultados$/)
    await expect(cards(page)).toHaveCount(1)
    expect(firstPage).not.toContain(await cards(page).getByRole('heading').textContent())
    await expect(pagination.getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'href',
      `/?q=${word}&zona=CABA&zona=GBA+Oeste#resultados`,
    )

    const beyond = await page.goto(`/?q=${word}&zona=CABA&zona=GBA+Oeste&page=99`)
    expect(beyond?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible()
    await expect(page).toHaveTitle('Página no encontrada | RedObra')
  })

  test('nothing below the bar without a search, and the no-results text with one', async ({ page }) => {
    for (const url of ['/', '/?q=+++', '/?zona=Mordor']) {
      await page.goto(url)
      await expect(results(page)).toHaveCount(0)
      await expect(page.getByText('No se encontraron proveedores.')).toHaveCount(0)
    }

    await page.goto(`/?q=${uniqueWord()}`)
    await expect(results(page).getByText('No se encontraron proveedores.', { exact: true })).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expect(filtersToggle(page)).toHaveCount(0)

    await page.goto(`/?q=${uniqueWord()}&zona=CABA`)
    await expect(results(page).getByText('No se encontraron proveedores.', { exact: true })).toBeVisible()
    await expect(filtersToggle(page)).toBeVisible()
  })

  test('a term without a 3-letter word gets a hint, and zones still search', async ({ page }) => {
    await page.goto('/?q=la')
    await expect(page.getByText('Escribí al menos 3 letras para buscar.')).toBeVisible()
    await expect(page.getByLabel('¿Qué necesitás para tu obra?')).toHaveAccessibleDescription('Escribí al menos 3 letras para buscar.')
    await expect(results(page)).toHaveCount(0)

    await page.goto('/?q=la+de&zona=CABA')
    await expect(page.getByText('Escribí al menos 3 letras para buscar.')).toBeVisible()
    await expect(countLine(page)).toBeVisible()
    await expect(page.getByRole('link', { name: /^Quitar filtro:/ })).toHaveCount(1)
  })

  test('hostile text in the URL gets an ordinary page', async ({ page }) => {
    const terms = ['"', '*', 'NEAR(', 'OR', '-', '"muro" OR NEAR(x y) -z*', '%_\\']
    const urls = [
      ...terms.map((term) => `/?q=${encodeURIComponent(term)}`),
      '/?q=%00la%00',
      '/?q=%ED%A0%80&zona=CABA&zona=CABA&zona=%00&page=-3',
      '/?q=ladrillo&page=abc&page=1e400',
    ]
    for (const url of urls) {
      const response = await page.request.get(url)
      expect(response.status(), url).toBe(200)
      expect(await response.text(), url).toMatch(/Escribí al menos 3 letras|No se encontraron proveedores\.|\d proveedor/)
    }
    // These two also go through the browser, where a term that renders differently would break hydration.
    await page.goto(`/?q=${encodeURIComponent('🧱🏗️ ladrillo 🧱')}`)
    await expect(page.getByLabel('¿Qué necesitás para tu obra?')).toHaveValue('🧱🏗️ ladrillo 🧱')
    await expect(page.getByText('No se encontraron proveedores.')).toBeVisible()
    const response = await page.goto(`/?q=${'a'.repeat(10_000)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByLabel('¿Qué necesitás para tu obra?')).toHaveValue('a'.repeat(SEARCH_MAX_TERM_LENGTH))
    await expect(page.getByText('No se encontraron proveedores.')).toBeVisible()
  })

  test('cards show taxonomy, contact, website, rating and the right button; the page passes axe', async ({ page }) => {
    const word = uniqueWord()
    const [premium, claimed, unclaimed, noWebsite] = await createListings([
      {
        businessName: `Arquitectura ${word} Premium`,
        ownerPlan: 'premium',
        sectorSlug: 'preliminares',
        subsectorSlug: 'empresas-y-profesionales',
        divisionSlug: 'arquitectos',
        website: 'www.premium-ejemplo.com.ar',
        ratings: [5, 4],
      },
      { businessName: `Techos ${word} Reclamados`, ownerPlan: 'free', website: 'http://reclamados-ejemplo.com.ar/' },
      {
        businessName: `Techos ${word} Sin Reclamar`,
        contactPerson: 'Marta Gómez',
        phone: '+541143214321',
        address: 'Av. Rivadavia 1234',
        website: 'https://sin-reclamar.example.com.ar',
      },
      { businessName: `Techos ${word} Sin Web` },
    ])
    await page.goto(`/?q=${word}`)
    await expect(countLine(page)).toHaveText('4 proveedores')
    await expect(cards(page).getByText('Destacado', { exact: true })).toHaveCount(1)

    const first = cards(page).first()
    await expect(first.getByRole('heading')).toHaveText(premium!.businessName)
    await expect(first.getByText('Destacado', { exact: true })).toBeVisible()
    for (const badge of ['Preliminares', 'Empresas y profesionales', 'Arquitectos y estudios']) {
      await expect(first.getByText(badge, { exact: true })).toBeVisible()
    }
    await expect(first).toContainText('4,5')
    await expect(first).toContainText('(2 reseñas)')
    const premiumSite = first.getByRole('link', { name: /premium-ejemplo\.com\.ar/ })
    await expect(premiumSite).toHaveAttribute('href', 'https://www.premium-ejemplo.com.ar')
    await expect(premiumSite).toHaveAttribute('target', '_blank')
    await expect(premiumSite).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(first.getByRole('link', { name: `Perfil del proveedor ${premium!.businessName}` })).toHaveAttribute(
      'href',
      `/perfilDeProveedorActivo/${premium!.profileId}`,
    )

    const claimedCard = cards(page).filter({ has: page.getByRole('heading', { name: claimed!.businessName }) })
    await expect(claimedCard.getByRole('link', { name: /reclamados-ejemplo/ })).toHaveAttribute('href', 'http://reclamados-ejemplo.com.ar/')
    await expect(claimedCard.getByRole('link', { name: /Perfil del proveedor/ })).toHaveText('Perfil del proveedor')
    await expect(claimedCard.getByText(/todavía no reclamó/)).toHaveCount(0)
    await expect(claimedCard.getByText('Destacado')).toHaveCount(0)

    const unclaimedCard = cards(page).filter({ has: page.getByRole('heading', { name: unclaimed!.businessName }) })
    const details = unclaimedCard.getByRole('link', { name: `Ver Detalles de ${unclaimed!.businessName}` })
    await expect(details).toHaveText('Ver Detalles')
    await expect(details).toHaveAttribute('href', `/proveedor/${unclaimed!.id}`)
    await expect(unclaimedCard.getByText('Este proveedor todavía no reclamó su perfil en RedObra.')).toBeVisible()
    await expect(unclaimedCard.getByText('Los proveedores con perfil verificado pueden ofrecerte más información.')).toBeVisible()
    await expect(unclaimedCard).toContainText('Marta Gómez')
    await expect(unclaimedCard.getByRole('link', { name: '+54 11 4321-4321' })).toHaveAttribute('href', 'tel:+541143214321')
    await expect(unclaimedCard).toContainText('Av. Rivadavia 1234, Palermo, CABA')
    await expect(unclaimedCard.getByRole('link', { name: /sin-reclamar/ })).toHaveAttribute('href', 'https://sin-reclamar.example.com.ar')

    const noWebsiteCard = cards(page).filter({ has: page.getByRole('heading', { name: noWebsite!.businessName }) })
    await expect(noWebsiteCard.getByText('No hay sitio web', { exact: true })).toBeVisible()
    await expect(noWebsiteCard.getByRole('link', { name: `Ver Detalles de ${noWebsite!.businessName}` })).toBeVisible()

    await filtersToggle(page).click()
    await expectNoAxeViolations(page)
  })

  test(
    'suggestions as you type: trades and providers, chosen with the keyboard, Enter alone searches',
    { tag: JS_TAG },
    async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, 'suggestions need JavaScript; without it the box is a plain search form')
      const word = uniqueWord()
      const [provider] = await createListings([{ businessName: `Corralón ${word} Ituzaingó`, localidad: 'Ituzaingó', zona: 'GBA Oeste' }])
      await page.goto('/')
      await waitForHydration(page)
      const box = page.getByRole('search').getByLabel('¿Qué necesitás para tu obra?')
      await expect(box).toHaveRole('combobox')
      const suggestions = page.getByRole('listbox', { name: 'Sugerencias' })

      // A trade by the start of its name, to its own page.
      await box.pressSequentially('corral')
      await expect(suggestions.getByRole('option', { name: 'Corralones y materiales Rubro · Mampostería y Durlock' })).toBeVisible()
      await expect(page.locator('#buscar-sugerencias-estado')).toHaveText(/^\d+ sugerencias?\.$/)
      await expectNoAxeViolations(page)
      await box.press('ArrowDown')
      await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
      await expect(suggestions.getByRole('option', { selected: true })).toHaveText(/^Corralones y materiales/)
      await box.press('Enter')
      await expect(page).toHaveURL(/\/mamposteria\/corralones$/)

      // A provider by its name, to its page; Escape closes the list.
      await page.goto('/')
      await waitForHydration(page)
      await box.fill(word)
      const option = suggestions.getByRole('option', { name: new RegExp(`Corralón ${word} Ituzaingó Proveedor · .* · Ituzaingó`) })
      await expect(option).toBeVisible()
      await box.press('Escape')
      await expect(suggestions).toBeHidden()
      await box.press('Alt+ArrowDown')
      await option.click()
      await expect(page).toHaveURL(new RegExp(`/proveedor/${provider!.id}$`))

      // Enter without choosing one searches what was typed.
      await page.goto('/')
      await waitForHydration(page)
      await box.pressSequentially('hormig')
      await expect(suggestions).toBeVisible()
      await box.press('Enter')
      await expect(page).toHaveURL(/\/\?q=hormig$/)
      await expect(countLine(page)).toBeVisible()
    },
  )

  test('the suggestions answer on their own: a fragment of links, nothing for a short term, bounded', async ({ request }) => {
    const fragment = await request.get('/sugerencias?q=corral')
    expect(fragment.status()).toBe(200)
    expect(fragment.headers()['content-type']).toMatch(/^text\/html/)
    const html = await fragment.text()
    expect(html).toMatch(/^<a role="option" href="\/mamposteria\/corralones">/)
    expect(html).not.toMatch(/<script|<html/)
    expect(await (await request.get('/sugerencias?q=co')).text()).toBe('')
    expect(await (await request.get('/sugerencias')).text()).toBe('')
    const long = await request.get(`/sugerencias?q=${encodeURIComponent('"<script>'.repeat(500))}`)
    expect(long.status()).toBe(200)
    expect(await long.text()).not.toContain('<script')
    expect((await request.post('/sugerencias?q=corral')).status()).toBe(405)
  })
})

test.describe('search at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('results, long names, chips and the open filters fit', async ({ page }) => {
    const word = uniqueWord()
    await createListings([
      {
        businessName: `Sociedad ${word} de Construcciones Integrales del Conurbano Bonaerense Sur`,
        ownerPlan: 'premium',
        sectorSlug: 'preliminares',
        subsectorSlug: 'empresas-y-profesionales',
        divisionSlug: 'gestoria-de-planos',
        website: 'www.un-sitio-web-con-un-nombre-larguisimo-sin-espacios-para-cortar.com.ar/institucional/contacto',
        description: 'Descripción '.repeat(40),
        ratings: [4],
      },
      ...Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => ({ businessName: `Techos ${word} ${i}`, zona: 'GBA Oeste' as const })),
    ])
    await page.goto(`/?q=${word}+${'x'.repeat(60)}&zona=CABA&zona=GBA+Norte&zona=GBA+Sur&zona=GBA+Oeste`)
    await expect(page.getByText('No se encontraron proveedores.')).toBeVisible()
    await expectNoHorizontalScroll(page)

    await page.goto(`/?q=${word}&zona=CABA&zona=GBA+Oeste&page=1`)
    await expect(cards(page)).toHaveCount(SEARCH_PAGE_SIZE)
    await expect(page.getByRole('navigation', { name: 'Paginación' })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await filtersToggle(page).click()
    await expect(page.getByRole('button', { name: 'Aplicar' })).toBeVisible()
    await expectNoHorizontalScroll(page)
  })
})
