import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import type { Zone } from '../../app/taxonomy'
import { readOutbox } from '../setup/outbox'
import { addCookieFrom, dbModules, expect, OUTBOX_DIR, test, toast, waitForHydration } from './fixtures'

/**
 * A browser of its own for another account, signed in the way `loginAs` signs in the main one;
 * its script errors land in `errors`, as the main page's do in the fixture.
 */
async function pageSignedInAs(browser: Browser, options: BrowserContextOptions & { baseURL: string }, userId: number, errors: string[]) {
  const { createSession } = await import('../../app/server/session.server')
  const context = await browser.newContext(options)
  await addCookieFrom(context, options.baseURL, await createSession(userId))
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  return page
}

/** Three claimed, premium and 'Perfil Verificado' pilot contractors of one zona: matching ranks them first. */
async function threeProviders(zona: Zone, localidad: string, suffix: string) {
  const { db, schema, eq, factories } = await dbModules()
  return ['Pilotes Norte', 'Fundaciones Ruiz', 'Perforaciones Sosa'].map((name) => {
    const account = factories.createAccount(db, { plan: 'premium', businessName: `${name} ${suffix}` })
    db.update(schema.providerProfiles).set({ verified: true }).where(eq(schema.providerProfiles.id, account.profile.id)).run()
    const listing = factories.createListing(db, {
      profileId: account.profile.id,
      businessName: account.profile.businessName,
      sectorSlug: 'fundaciones',
      subsectorSlug: 'pilotes',
      zona,
      localidad,
    })
    return { name: account.profile.businessName, email: account.user.email, userId: account.user.id, listingId: listing.id }
  })
}

async function openReceived(page: Page, title: string) {
  await page.goto('/solicitudes?tab=recibidas')
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(row).toContainText('Enviada')
  await row.getByRole('button', { name: `Ver la solicitud «${title}»` }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

type OfferInput = { prices: [string, string]; kinds: [string, string]; iva: 'Incluido' | 'Más IVA (21 %)'; days: string }

async function sendOffer(page: Page, javaScriptEnabled: boolean, validUntil: string, offer: OfferInput) {
  if (javaScriptEnabled) await waitForHydration(page, 'form button')
  for (const [index, price] of offer.prices.entries()) {
    const line = page.getByRole('group', { name: `Línea ${index + 1}` })
    await line.getByLabel('Precio unitario ($)').fill(price)
    await line.getByLabel('Tipo').selectOption({ label: offer.kinds[index]! })
  }
  await page.getByLabel(offer.iva).check()
  await page.getByLabel('Válido hasta').fill(validUntil)
  await page.getByLabel('Plazo de ejecución (días)').fill(offer.days)
  await page.getByRole('button', { name: 'Enviar presupuesto' }).click()
  await expect(page.locator('header').getByText('Presupuesto enviado', { exact: true })).toBeVisible()
}

const emailsTo = (address: string, title: string) =>
  readOutbox(OUTBOX_DIR).filter((email) => email.to.includes(address) && email.subject.includes(title))

test('a builder asks for quotes, three providers answer, the builder accepts the cheaper one and reviews it', async ({
  page,
  browser,
  loginAs,
  baseURL,
  javaScriptEnabled,
  locale,
  timezoneId,
  extraHTTPHeaders,
}) => {
  // Four browsers, a dozen posts and e-mails: a long flow by nature.
  test.slow()
  const suffix = `${process.pid}-${Date.now()}`
  // Both projects share one database, and the accepted provider of one run gets a 5-star review
  // that would rank it first in the next: each project works in a zona of its own.
  const [place, zona]: [string, Zone] = javaScriptEnabled ? ['Palermo', 'CABA'] : ['San Isidro', 'GBA Norte']
  const [cheap, dear, declining] = await threeProviders(zona, place, suffix)
  const builder = await loginAs({ role: 'constructor', plan: 'premium', businessName: `Constructora Lazo ${suffix}` })
  const title = `Pilotes para edificio ${suffix}`

  // The builder asks, from the subsector page.
  await page.goto('/fundaciones/pilotes')
  await page.getByRole('link', { name: 'Pedir presupuestos' }).click()
  await expect(page).toHaveURL(/\/solicitudes\/nueva\?sector=fundaciones&subsector=pilotes$/)
  if (javaScriptEnabled) await waitForHydration(page, 'form button')
  await page.getByLabel('Título').fill(title)
  await page.getByLabel('Zona de la obra').selectOption(place)
  await page.getByLabel('Descripción (opcional)').fill('Edificio de planta baja y cuatro pisos; el estudio de suelo está hecho.')
  await page.getByLabel('Ítem 1: descripción').fill('Pilotes de hormigón armado de 40 cm')
  await page.getByLabel('Ítem 1: cantidad').fill('24')
  await page.getByLabel('Ítem 1: unidad').selectOption('u')
  await page.getByRole('button', { name: 'Agregar ítem' }).click()
  await expect(page.getByLabel('Ítem 1: descripción')).toHaveValue('Pilotes de hormigón armado de 40 cm')
  await page.getByLabel('Ítem 4: descripción').fill('Retiro del suelo excavado')
  await page.getByLabel('Ítem 4: cantidad').fill('18,5')
  await page.getByLabel('Ítem 4: unidad').selectOption('m3')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()

  await expect(page).toHaveURL(/\/solicitudes\/\d+$/)
  const requestPath = new URL(page.url()).pathname
  await expect(page.getByRole('status').filter({ hasText: /Tu solicitud llegó a \d proveedores/ })).toBeVisible()
  const recipients = page.getByRole('region', { name: 'Quiénes la recibieron' }).getByRole('listitem')
  for (const provider of [cheap, dear, declining]) await expect(recipients.filter({ hasText: provider!.name })).toContainText('Enviada')

  // Each provider finds it in 'Recibidas', in a browser of its own.
  const contextOptions = { baseURL: baseURL!, javaScriptEnabled, locale, timezoneId, extraHTTPHeaders }
  const providerPageErrors: string[] = []
  const [cheapPage, dearPage, decliningPage] = await Promise.all(
    [cheap, dear, declining].map((provider) => pageSignedInAs(browser, contextOptions, provider!.userId, providerPageErrors)),
  )
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  await openReceived(cheapPage!, title)
  await expect(cheapPage!.getByRole('cell', { name: 'Retiro del suelo excavado' })).toBeVisible()
  await sendOffer(cheapPage!, javaScriptEnabled, validUntil, {
    prices: ['85.000,00', '12.000,00'],
    kinds: ['Materiales', 'Mano de obra'],
    iva: 'Incluido',
    days: '20',
  })
  await openReceived(dearPage!, title)
  await sendOffer(dearPage!, javaScriptEnabled, validUntil, {
    prices: ['90.000,00', '15.000,50'],
    kinds: ['Materiales', 'Mano de obra'],
    iva: 'Más IVA (21 %)',
    days: '15',
  })
  await openReceived(decliningPage!, title)
  const decline = decliningPage!.getByRole('region', { name: 'No me interesa' })
  await decline.getByLabel('Motivo (opcional)').fill('No trabajamos pilotes de ese diámetro.')
  await decline.getByRole('button', { name: 'No me interesa' }).click()
  await expect(decliningPage!.getByText('Respondiste que no te interesa esta solicitud.')).toBeVisible()

  // The builder compares, cheapest total first, and accepts the cheaper through the confirm step.
  await page.goto(requestPath)
  await expect(recipients.filter({ hasText: cheap!.name })).toContainText('Presupuesto recibido')
  await expect(recipients.filter({ hasText: dear!.name })).toContainText('Presupuesto recibido')
  await expect(recipients.filter({ hasText: declining!.name })).toContainText('No le interesa')
  const table = page.getByRole('table', { name: 'Presupuestos comparados, del total más bajo al más alto' })
  await expect(table.getByRole('columnheader')).toHaveText([cheap!.name, dear!.name])
  await expect(table.getByRole('row', { name: /^Total con IVA/ })).toContainText('$ 2.262.000,00')
  await expect(table.getByRole('row', { name: /^Total con IVA/ })).toContainText('$ 2.949.386,19')
  if (javaScriptEnabled) await waitForHydration(page, 'main form')
  await page.getByRole('button', { name: `Aceptar el presupuesto de ${cheap!.name}` }).click()
  await expect(page.getByText(`Vas a aceptar el presupuesto de ${cheap!.name} por $ 2.262.000,00`)).toBeVisible()
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(toast(page, `Aceptaste el presupuesto de ${cheap!.name}`)).toBeVisible()
  await expect(page.getByText('Presupuesto aceptado', { exact: true })).toBeVisible()

  await cheapPage!.reload()
  await expect(cheapPage!.getByRole('status').filter({ hasText: 'Tu presupuesto fue aceptado' })).toBeVisible()
  await dearPage!.reload()
  await expect(dearPage!.getByRole('status').filter({ hasText: 'El cliente eligió otro presupuesto' })).toBeVisible()
  expect(providerPageErrors, "errors in the providers' browsers").toEqual([])
  await Promise.all([cheapPage, dearPage, decliningPage].map((providerPage) => providerPage!.context().close()))

  // The e-mails. Every provider was told of the new request. The builder's first offer e-mail went
  // out; the second offer, minutes later on the same request, was folded. The decision goes out at
  // once to each offering provider and to the builder, naming what happened and carrying what was
  // folded; the provider that declined is not told.
  const decisions = { [cheap!.email]: 'Tu presupuesto fue aceptado', [dear!.email]: 'El cliente eligió otro presupuesto' }
  for (const provider of [cheap, dear, declining]) {
    const decision = decisions[provider!.email]
    expect(emailsTo(provider!.email, title).map((email) => email.subject)).toEqual([
      `Nueva solicitud de presupuesto: ${title}`,
      ...(decision ? [`${decision}: «${title}»`] : []),
    ])
  }
  const builderMails = emailsTo(builder.user.email, title)
  expect(builderMails.map((email) => email.subject)).toEqual([
    `Recibiste un presupuesto para ${title}`,
    `Aceptaste el presupuesto de ${cheap!.name}: «${title}»`,
  ])
  expect(builderMails[1]!.text).toContain('Además hubo 1 novedad más')
  const { db } = await dbModules()
  const folded = (userId: number) =>
    db.$client
      .prepare('SELECT folded FROM notification_throttle WHERE user_id = ? AND thread_key = ?')
      .pluck()
      .get(userId, `request:${requestPath.split('/').pop()}`)
  expect([cheap, dear, declining].map((provider) => folded(provider!.userId))).toEqual([0, 0, 0])

  // The builder reviews the hired provider on its page; the review says the hiring is verified.
  await page.goto(`/proveedor/${cheap!.listingId}`)
  const reviews = page.getByRole('region', { name: 'Reseñas' })
  // A provider page is a reading page: the link shows the form on the page, with or without JavaScript.
  await reviews.getByRole('link', { name: 'Dejar reseña' }).click()
  const form = page.getByRole('region', { name: 'Dejar reseña' })
  await form.getByRole('radio', { name: '5 estrellas' }).check()
  await form.getByLabel('Comentario (opcional)').fill('Hicieron los 24 pilotes en el plazo.')
  await form.getByRole('button', { name: 'Enviar reseña' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Tu reseña ha sido enviada correctamente' })).toBeVisible()
  await expect(reviews.getByRole('listitem').filter({ hasText: 'Hicieron los 24 pilotes en el plazo.' })).toContainText(
    'Contratación verificada',
  )
})
