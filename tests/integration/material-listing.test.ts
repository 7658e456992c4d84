import type { LoaderFunctionArgs } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { materialDeliveryPlaces, materials, providerProfiles } from '../../drizzle/schema'
import { DAY, MATERIALS_LISTED_PAGES_MAX, MATERIALS_PAGE_SIZE } from '~/constants'
import { getMaterial, listMaterials, referencePrice } from '~/models/materials.server'
import { loader as detailLoader } from '~/routes/detalleMaterial.$id'
import { loader as categoryLoader } from '~/routes/marketplace.$categoria'
import { loader as marketplaceLoader } from '~/routes/marketplace._index'
import { action as publishAction } from '~/routes/PublicarMateriales'
import { action as profileAction } from '~/routes/perfil/route'
import { db } from '~/server/db.server'
import { isPriceStale, ivaNote, priceAsOf, priceWithUnit, referenceStanding, referenceText } from '~/utils/material-price'
import { deliveryFacts } from '~/utils/material-delivery'
import { parseMaterialSearch } from '~/utils/material-search'
import { answer, nextIp, ORIGIN, post, signedInCookie, toastOf } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'
import { tinyPhoto } from '../setup/material-form'

beforeEach(() => resetDatabase(db))
afterEach(() => vi.useRealTimers())

type Result = { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> }

const VALID = {
  title: 'Cemento Portland 25 kg',
  category: 'aridos-y-cementos',
  description: 'Bolsa de 25 kg, entrega en el día.',
  condition: 'nuevo',
  price: '9.870,50',
  unit: 'bolsa',
  content: '25 kg',
  ivaMode: 'mas_iva',
  ivaRate: '2100',
  invoiceA: 'on',
  minOrder: '10',
  availability: 'a_pedido',
  leadDays: '7',
  pickup: 'GBA Oeste/Morón',
}

function publishRequest(cookie: string, fields: Record<string, string | string[]>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each)
  body.append('photos', tinyPhoto())
  return new Request(`${ORIGIN}/PublicarMateriales`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: cookie, 'X-Forwarded-For': nextIp() },
    body,
  })
}

async function publish(fields: Record<string, string | string[]>, role: 'proveedor' | 'constructor' = 'proveedor') {
  const account = createAccount(db, { role })
  const result = await answer<{ result?: Result }>(publishAction, publishRequest(await signedInCookie(account.user.id), fields))
  return { ...result, account }
}

const rows = () => db.select().from(materials).orderBy(materials.id).all()
const deliveryOf = (materialId: number) =>
  db
    .select({ place: materialDeliveryPlaces.placeSlug })
    .from(materialDeliveryPlaces)
    .where(eq(materialDeliveryPlaces.materialId, materialId))
    .all()
    .map((row) => row.place)
    .sort()

async function load<T>(loader: (args: LoaderFunctionArgs) => T, url: string, params = {}) {
  try {
    return { data: (await loader({ request: new Request(`${ORIGIN}${url}`), params, context: {} })) as Awaited<T>, status: 200 }
  } catch (thrown) {
    if (thrown instanceof Response) return { data: null, status: thrown.status }
    throw thrown
  }
}

describe('publishing what a buyer asks', () => {
  test('every field of the spec is stored as typed: unit, content, IVA, factura A, minimum, to order in 7 days', async () => {
    const { status, account } = await publish(VALID)
    expect(status).toBe(302)
    expect(rows()).toEqual([
      expect.objectContaining({
        userId: account.user.id,
        category: 'aridos-y-cementos',
        priceCents: 987050,
        unit: 'bolsa',
        content: '25 kg',
        ivaMode: 'mas_iva',
        ivaRateBp: 2100,
        invoiceA: true,
        minOrderHundredths: 1000,
        availability: 'a_pedido',
        leadDays: 7,
        condition: 'nuevo',
        status: 'publicado',
        soldAt: null,
      }),
    ])
    expect(Date.now() - rows()[0]!.priceConfirmedAt.getTime()).toBeLessThan(60_000)
  })

  test.each([
    ['category', { category: 'ferreteria' }, 'Elegí una categoría'],
    ['unit', { unit: 'docena' }, 'Elegí la unidad de venta'],
    ['condition', { condition: 'reciclado' }, 'Elegí la condición'],
    ['availability', { availability: 'quizas' }, 'Elegí la disponibilidad'],
    ['content', { content: 'x'.repeat(41) }, 'El contenido puede tener hasta 40 caracteres'],
    ['leadDays', { leadDays: '0' }, 'La entrega debe ser de 1 a 90 días'],
    ['leadDays', { leadDays: '91' }, 'La entrega debe ser de 1 a 90 días'],
    ['leadDays', { leadDays: '' }, 'La entrega debe ser de 1 a 90 días'],
    ['ivaRate', { ivaRate: '' }, 'Elegí la alícuota de IVA'],
    ['ivaRate', { ivaRate: '2000' }, 'Elegí la alícuota de IVA'],
    ['minOrder', { minOrder: '0' }, 'El pedido mínimo debe ser mayor a 0'],
    ['minOrder', { minOrder: '-2' }, 'El pedido mínimo no puede ser negativo'],
    ['minOrder', { minOrder: '1e3' }, 'El pedido mínimo debe ser un número, por ejemplo 10 o 2,5'],
    ['price', { price: '12,345' }, 'El precio puede tener hasta 2 decimales (para los miles escribí 1234 o 1.234,00)'],
    ['price', { price: '0' }, 'El precio debe ser mayor a $ 0'],
    ['pickup', { pickup: 'GBA Oeste/Narnia' }, 'Elegí una localidad de la lista'],
    ['pickup', { pickup: 'CABA/Morón' }, 'Elegí una localidad de la lista'],
    ['deliveryPlaces[0]', { deliveryPlaces: 'atlantida' }, 'Elegí partidos o barrios de la lista'],
    ['deliveryZones[0]', { deliveryZones: 'patagonia' }, 'Elegí partidos o barrios de la lista'],
    ['deliveryCost', { deliveryPlaces: 'moron' }, 'Elegí el costo de envío'],
    ['deliveryCost', { deliveryPlaces: 'moron', deliveryCost: 'gratis' }, 'Elegí el costo de envío'],
    ['deliveryAmount', { deliveryPlaces: 'moron', deliveryCost: 'fijo' }, 'Ingresá el monto del envío'],
    [
      'deliveryAmount',
      { deliveryPlaces: 'moron', deliveryCost: 'fijo', deliveryAmount: '1.000.000.001' },
      'El costo de envío puede ser de hasta $ 1.000.000.000',
    ],
    [
      'deliveryAmount',
      { deliveryPlaces: 'moron', deliveryCost: 'sin_cargo_desde', deliveryAmount: '-5' },
      'El costo de envío no puede ser negativo',
    ],
  ])('a bad %s is refused next to the field, the typed values kept, nothing written', async (field, change, message) => {
    const { status, reply } = await publish({ ...VALID, ...change })
    expect(status).toBe(400)
    expect(reply?.result?.error?.[field]).toEqual([message])
    // Conform leaves a blank field out of what it sends back.
    const typed = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== ''))
    expect(reply?.result?.initialValue).toMatchObject({ title: VALID.title, price: VALID.price, ...typed })
    expect(rows()).toEqual([])
  })

  test("'Retiro en' a localidad, 'Envío a' whole zones and partidos with its cost; without places no cost is kept", async () => {
    const { status } = await publish({
      ...VALID,
      deliveryZones: ['gba-oeste'],
      deliveryPlaces: ['palermo', 'moron'],
      deliveryCost: 'sin_cargo_desde',
      deliveryAmount: '150000',
    })
    expect(status).toBe(302)
    const [row] = rows()
    // The zones reached, a bit each (CABA 1, GBA Oeste 8), kept by the database for the zone filters.
    expect(row).toMatchObject({
      pickupZona: 'GBA Oeste',
      pickupLocalidad: 'Morón',
      deliveryCost: 'sin_cargo_desde',
      deliveryCostCents: 150_000_00,
      deliveryZoneMask: 9,
    })
    expect(deliveryOf(row!.id)).toEqual(
      [
        'general-rodriguez',
        'hurlingham',
        'ituzaingo',
        'la-matanza',
        'lujan',
        'marcos-paz',
        'merlo',
        'moreno',
        'moron',
        'palermo',
        'tres-de-febrero',
      ].sort(),
    )
    await publish({ ...VALID, deliveryCost: 'fijo', deliveryAmount: '5000' })
    expect(rows()[1]).toMatchObject({ deliveryCost: null, deliveryCostCents: null, deliveryZoneMask: 0 })
    db.delete(materialDeliveryPlaces).where(eq(materialDeliveryPlaces.placeSlug, 'palermo')).run()
    expect(rows()[0]).toMatchObject({ deliveryZoneMask: 8 })
    expect(deliveryOf(rows()[1]!.id)).toEqual([])
  })

  test('fields no form has are ignored: another owner, a future "Precio al", a state, a sale date', async () => {
    const other = createAccount(db)
    const { status, account } = await publish({
      ...VALID,
      userId: String(other.user.id),
      priceConfirmedAt: '4102444800000',
      price_confirmed_at: '4102444800000',
      status: 'vendido',
      soldAt: '1700000000000',
    })
    expect(status).toBe(302)
    const [row] = rows()
    expect(row).toMatchObject({ userId: account.user.id, status: 'publicado', soldAt: null })
    expect(row!.priceConfirmedAt.getTime()).toBeLessThanOrEqual(Date.now())
  })

  test("a builder may sell 'Sobrante de obra', and nothing else", async () => {
    const refused = await publish(VALID, 'constructor')
    expect(refused.status).toBe(403)
    expect(refused.reply?.result?.error?.condition).toEqual([
      'Como constructor podés publicar solo Sobrante de obra: para vender materiales nuevos o usados, registrate como proveedor.',
    ])
    expect(rows()).toEqual([])
    expect((await publish({ ...VALID, condition: 'sobrante' }, 'constructor')).status).toBe(302)
    expect(rows()).toEqual([expect.objectContaining({ condition: 'sobrante' })])
  })
})

describe('honest prices', () => {
  test('a price reads per unit, with its IVA and its date; exact to the centavo', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ')
    const material = { priceCents: 1234567, unit: 'bolsa', content: '25 kg', ivaMode: 'mas_iva', ivaRateBp: 1050 } as const
    expect(spaced(priceWithUnit(material))).toBe('$ 12.345,67 / bolsa 25 kg')
    expect(ivaNote(material)).toBe('+ IVA 10,5 %')
    expect(ivaNote({ ivaMode: 'mas_iva', ivaRateBp: 2100 })).toBe('+ IVA 21 %')
    expect(ivaNote({ ivaMode: 'incluido', ivaRateBp: null })).toBe('Precio final')
    expect(spaced(priceWithUnit({ priceCents: 99, unit: 'm3', content: null, ivaMode: 'incluido', ivaRateBp: null }))).toBe('$ 0,99 / m³')
    expect(priceAsOf(new Date('2026-11-29T12:00:00-03:00'))).toBe('Precio al 29/11/2026')
  })

  test('after 30 days a price is to be confirmed; after 90 it leaves the lists, not its page, until confirmed', async () => {
    const seller = createAccount(db)
    const confirmedAt = new Date('2026-11-01T12:00:00-03:00')
    const { id } = db
      .insert(materials)
      .values({
        userId: seller.user.id,
        title: 'Arena gruesa',
        category: 'aridos-y-cementos',
        description: 'Bolsón',
        priceCents: 100,
        priceConfirmedAt: confirmedAt,
      })
      .returning({ id: materials.id })
      .get()
    const listed = (now: number) => listMaterials(db, { now }).materials.map((m) => m.id)

    const day30 = confirmedAt.getTime() + 30 * DAY
    expect(isPriceStale(confirmedAt, day30)).toBe(false)
    expect(isPriceStale(confirmedAt, day30 + 1)).toBe(true)
    expect(listed(confirmedAt.getTime() + 90 * DAY)).toEqual([id])
    expect(listed(confirmedAt.getTime() + 90 * DAY + 1)).toEqual([])
    expect(listMaterials(db, { now: confirmedAt.getTime() + 91 * DAY, filters: { category: 'aridos-y-cementos' } }).total).toBe(0)
    // Its own page and its owner's list still have it.
    expect(getMaterial(db, id, confirmedAt.getTime() + 200 * DAY)).toMatchObject({ id })
    expect(listMaterials(db, { ownerId: seller.user.id, now: confirmedAt.getTime() + 200 * DAY }).total).toBe(1)

    // The pages read the clock: moved past 90 days, the marketplace and the category page drop it.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(confirmedAt.getTime() + 91 * DAY)
    expect((await load(marketplaceLoader, '/marketplace')).data?.total).toBe(0)
    expect((await load(categoryLoader, '/marketplace/aridos-y-cementos', { categoria: 'aridos-y-cementos' })).data?.total).toBe(0)
    vi.setSystemTime(confirmedAt.getTime() + 31 * DAY)
    expect((await load(categoryLoader, '/marketplace/aridos-y-cementos', { categoria: 'aridos-y-cementos' })).data?.total).toBe(1)
  })

  test('paused materials are nobody’s to see but their owner’s; sold ones show for 30 days', () => {
    const seller = createAccount(db)
    const insert = (values: Partial<typeof materials.$inferInsert>) =>
      db
        .insert(materials)
        .values({ userId: seller.user.id, title: 'Chapa', description: 'x', priceCents: 100, category: 'techos-y-chapas', ...values })
        .returning({ id: materials.id })
        .get().id
    const now = Date.now()
    const paused = insert({ status: 'pausado' })
    const soldRecently = insert({ status: 'vendido', soldAt: new Date(now - 29 * DAY) })
    const soldLongAgo = insert({ status: 'vendido', soldAt: new Date(now - 31 * DAY) })
    expect(listMaterials(db, { now }).materials.map((m) => [m.id, m.status])).toEqual([[soldRecently, 'vendido']])
    expect(getMaterial(db, paused)).toBeNull()
    expect(getMaterial(db, soldLongAgo)).toBeNull()
    expect(listMaterials(db, { ownerId: seller.user.id }).total).toBe(3)
    db.update(materials).set({ status: 'publicado' }).where(eq(materials.id, paused)).run()
    expect(getMaterial(db, paused)).toMatchObject({ id: paused })
  })
})

describe('finding materials', () => {
  function catalogue() {
    const seller = createAccount(db, { businessName: 'Corralón Oeste' })
    const add = (values: Partial<typeof materials.$inferInsert> & { title: string }) =>
      db
        .insert(materials)
        .values({ userId: seller.user.id, description: 'Entrega en obra', priceCents: 100_00, category: 'aridos-y-cementos', ...values })
        .returning({ id: materials.id })
        .get().id
    return {
      portland: add({
        title: 'Cemento Pórtland',
        unit: 'bolsa',
        priceCents: 10_000_00,
        ivaMode: 'mas_iva',
        ivaRateBp: 2100,
        invoiceA: true,
      }),
      cheap: add({ title: 'Cemento de albañilería', unit: 'bolsa', priceCents: 11_000_00 }),
      toOrder: add({ title: 'Cal hidráulica', unit: 'bolsa', priceCents: 5_000_00, availability: 'a_pedido', leadDays: 3 }),
      sand: add({ title: 'Arena fina', unit: 'm3', priceCents: 40_000_00, condition: 'sobrante' }),
      brick: add({ title: 'Ladrillo cerámico', category: 'ladrillos-y-bloques', unit: 'pallet', priceCents: 90_000_00 }),
    }
  }
  const ids = async (url: string) => (await load(marketplaceLoader, url)).data?.materials.map((m) => m.id)

  test('the term is full-text and accent-insensitive, over title, description and category', async () => {
    const m = catalogue()
    expect(await ids('/marketplace?q=portland')).toEqual([m.portland])
    expect(await ids('/marketplace?q=ceramicos')).toEqual([m.brick])
    expect((await ids('/marketplace?q=aridos'))?.sort()).toEqual([m.portland, m.cheap, m.toOrder, m.sand].sort())
  })

  test('filters combine; prices compare with IVA; the price orders only inside one category and unit', async () => {
    const m = catalogue()
    expect(await ids('/marketplace?categoria=aridos-y-cementos&unidad=bolsa&orden=menor-precio')).toEqual([m.toOrder, m.cheap, m.portland])
    expect(await ids('/marketplace?categoria=aridos-y-cementos&unidad=bolsa&orden=mayor-precio')).toEqual([m.portland, m.cheap, m.toOrder])
    // $ 10.000 + IVA 21 % is $ 12.100, above $ 11.000.
    expect(await ids('/marketplace?precio-min=11.000,01&unidad=bolsa')).toEqual([m.portland])
    // Without a category the price order is not offered: newest first.
    expect(await ids('/marketplace?precio-max=12.099,99&unidad=bolsa&orden=menor-precio')).toEqual([m.toOrder, m.cheap])
    expect(await ids('/marketplace?disponibilidad=en-stock&unidad=bolsa')).toEqual([m.cheap, m.portland])
    expect(await ids('/marketplace?factura-a=1')).toEqual([m.portland])
    expect(await ids('/marketplace?condicion=sobrante')).toEqual([m.sand])
    // The term also finds the category's name ('Áridos, cementos y cales'): the sand too.
    expect(await ids('/marketplace?q=cemento&categoria=aridos-y-cementos&disponibilidad=en-stock')).toEqual([m.sand, m.cheap, m.portland])
    expect(await ids('/marketplace?q=cemento&unidad=bolsa&disponibilidad=en-stock&factura-a=1')).toEqual([m.portland])
    // Without a unit, or a category, the order is the newest first.
    expect(parseMaterialSearch(new URLSearchParams('categoria=aridos-y-cementos&orden=menor-precio')).order).toBe('recientes')
    expect(parseMaterialSearch(new URLSearchParams('unidad=bolsa&orden=menor-precio')).order).toBe('recientes')
  })

  test("'zona' keeps what is delivered to it or picked up in it, a zone standing for all its places; a card says 'Envío a tu zona'", async () => {
    const m = catalogue()
    db.insert(materialDeliveryPlaces)
      .values([
        { materialId: m.portland, placeSlug: 'moron' },
        { materialId: m.portland, placeSlug: 'ituzaingo' },
        { materialId: m.cheap, placeSlug: 'palermo' },
      ])
      .run()
    db.update(materials).set({ pickupZona: 'GBA Oeste', pickupLocalidad: 'Castelar' }).where(eq(materials.id, m.sand)).run()
    db.update(materials).set({ pickupZona: 'CABA', pickupLocalidad: 'Palermo' }).where(eq(materials.id, m.brick)).run()
    expect(await ids('/marketplace?zona=moron')).toEqual([m.sand, m.portland])
    expect(await ids('/marketplace?zona=ituzaingo')).toEqual([m.portland])
    expect(await ids('/marketplace?zona=gba-oeste')).toEqual([m.sand, m.portland])
    expect(await ids('/marketplace?zona=palermo')).toEqual([m.brick, m.cheap])
    expect(await ids('/marketplace?zona=gba-sur')).toEqual([])
    expect(await ids('/marketplace?zona=moron&factura-a=1&disponibilidad=en-stock')).toEqual([m.portland])
    const facts = async (url: string, id: number) => {
      const page = await load(marketplaceLoader, url)
      const material = page.data!.materials.find((each) => each.id === id)!
      return deliveryFacts(material, page.data!.search.zona)
    }
    expect(await facts('/marketplace?zona=moron', m.portland)).toEqual(['Envío a tu zona'])
    expect(await facts('/marketplace', m.portland)).toEqual(['Envío a Morón y Ituzaingó'])
    expect(await facts('/marketplace?zona=moron', m.sand)).toEqual(['Retiro en Castelar'])
    // An unknown zona is no filter at all.
    expect(await ids('/marketplace?zona=narnia')).toHaveLength(5)
  })

  test('a bad value of any parameter is its default, without an error', async () => {
    const m = catalogue()
    const all = await ids('/marketplace')
    expect(all).toHaveLength(5)
    expect(
      await ids(
        '/marketplace?categoria=nada&unidad=docena&disponibilidad=si&condicion=roto&factura-a=si&precio-min=1e9&precio-max=-5&orden=azar',
      ),
    ).toEqual(all)
    expect(await ids('/marketplace?orden=menor-precio')).toEqual(all)
    expect(all?.[0]).toBe(m.brick)
  })

  test('a category has its own page with only its materials; an unknown one is not found', async () => {
    const m = catalogue()
    const page = await load(categoryLoader, '/marketplace/ladrillos-y-bloques', { categoria: 'ladrillos-y-bloques' })
    expect(page.data).toMatchObject({
      categoryName: 'Ladrillos y bloques',
      total: 1,
      canonical: expect.stringMatching(/\/marketplace\/ladrillos-y-bloques$/),
    })
    expect(page.data?.materials.map((material) => material.id)).toEqual([m.brick])
    expect(page.data?.itemList).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [{ position: 1, name: 'Ladrillo cerámico' }],
    })
    expect((await load(categoryLoader, '/marketplace/ferreteria', { categoria: 'ferreteria' })).status).toBe(404)
  })
})

describe("'Precio de referencia'", () => {
  const now = Date.now()
  function sellerOf(values: Partial<typeof materials.$inferInsert> = {}) {
    const seller = createAccount(db)
    return (priceCents: number, more: Partial<typeof materials.$inferInsert> = {}) =>
      db
        .insert(materials)
        .values({
          userId: seller.user.id,
          title: 'Cemento',
          description: 'Bolsa',
          category: 'aridos-y-cementos',
          unit: 'bolsa',
          content: '25 kg',
          priceCents,
          priceConfirmedAt: new Date(now - 2 * DAY),
          ...values,
          ...more,
        })
        .returning()
        .get()
  }

  test('the median of the comparables with IVA, exact to the centavo, where an even count falls between two', () => {
    const add = sellerOf()
    const material = add(9_999_99)
    add(1_000_01)
    add(2_000_03)
    add(2_479_34, { ivaMode: 'mas_iva', ivaRateBp: 2100 }) // 2.479,34 + 520,66 = 3.000,00
    add(4_000_07)
    expect(referencePrice(db, material, now)).toBeNull()
    add(5_000_00, { ivaMode: 'mas_iva', ivaRateBp: 1050 }) // 5.000,00 + 525,00 = 5.525,00
    add(6_000_01)
    // Six comparables: the middle two are 3.000,00 and 4.000,07; their mean, 3.500,035, rounds up.
    expect(referencePrice(db, material, now)).toEqual({ medianCents: 3_500_04, count: 6 })
  })

  test('never counts the material itself, paused, sold, out-of-stock, stale or other units, and never shows with fewer than 5', () => {
    const add = sellerOf()
    const material = add(1_000_00)
    for (const price of [1_000_00, 1_100_00, 1_200_00, 1_300_00]) add(price)
    add(1, { status: 'pausado' })
    add(2, { status: 'vendido', soldAt: new Date(now - DAY) })
    add(3, { availability: 'sin_stock' })
    add(4, { availability: 'a_pedido', leadDays: 5 })
    add(5, { priceConfirmedAt: new Date(now - 31 * DAY) })
    add(6, { unit: 'kg' })
    add(7, { content: '50 kg' })
    add(8, { category: 'pinturas' })
    expect(referencePrice(db, material, now)).toBeNull()
    add(1_400_00)
    expect(referencePrice(db, material, now)).toEqual({ medianCents: 1_200_00, count: 5 })
    expect(referenceStanding(material, 1_200_00)).toBe('17 % por debajo de la referencia')
    expect(referenceStanding({ priceCents: 1_000_00, ivaMode: 'mas_iva', ivaRateBp: 2100 }, 1_200_00)).toBe(
      '1 % por encima de la referencia',
    )
    expect(referenceStanding({ priceCents: 1_200_00, ivaMode: 'incluido', ivaRateBp: null }, 1_200_00)).toBe('En la referencia')
    expect(referenceText(material, { medianCents: 1_200_00, count: 5 }).replace(/\s/g, ' ')).toBe(
      'Precio de referencia en RedObra: $ 1.200,00 por bolsa 25 kg, mediana de 5 publicaciones con precio de los últimos 30 días',
    )
  })

  test("a material's page shows it, and describes itself as a schema.org Product with its Offer", async () => {
    const add = sellerOf()
    for (const price of [1_000_00, 1_100_00, 1_200_00, 1_300_00, 1_400_00]) add(price)
    const material = add(1_000_00, { ivaMode: 'mas_iva', ivaRateBp: 2100, condition: 'sobrante', availability: 'a_pedido', leadDays: 4 })
    const { data } = await load(detailLoader, `/detalleMaterial/${material.id}`, { id: String(material.id) })
    expect(data?.reference).toEqual({ medianCents: 1_200_00, count: 5 })
    const confirmedDay = new Date(material.priceConfirmedAt.getTime() + 30 * DAY).toISOString().slice(0, 10)
    expect(data?.product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Cemento',
      description: 'Bolsa',
      url: expect.stringMatching(new RegExp(`/detalleMaterial/${material.id}$`)),
      category: 'Áridos, cementos y cales',
      offers: {
        '@type': 'Offer',
        url: expect.stringMatching(new RegExp(`/detalleMaterial/${material.id}$`)),
        price: '1210.00',
        priceCurrency: 'ARS',
        priceValidUntil: confirmedDay,
        availability: 'https://schema.org/BackOrder',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'Organization', name: expect.any(String) },
      },
    })
  })
})

describe("the seller's buttons in /perfil", () => {
  async function sellerWithMaterial() {
    const seller = createAccount(db)
    const material = db
      .insert(materials)
      .values({
        userId: seller.user.id,
        title: 'Cal',
        description: 'x',
        priceCents: 100,
        category: 'aridos-y-cementos',
        priceConfirmedAt: new Date(Date.now() - 40 * DAY),
      })
      .returning()
      .get()
    const cookie = await signedInCookie(seller.user.id)
    const press = (accion: string, materialId = material.id, as = cookie) =>
      answer<{ materialStateError?: string }>(
        profileAction,
        post(
          '/perfil?tab=services',
          [
            ['intent', 'estado-material'],
            ['materialId', String(materialId)],
            ['accion', accion],
          ],
          { Cookie: as },
        ),
      )
    return { seller, material, press }
  }
  const row = (id: number) => db.select().from(materials).where(eq(materials.id, id)).get()!

  test('pause hides, resume shows, confirm moves "Precio al" to now, sold gives the ribbon and ends the other buttons', async () => {
    const { material, press } = await sellerWithMaterial()
    expect((await press('confirmar-precio')).status).toBe(302)
    expect(Date.now() - row(material.id).priceConfirmedAt.getTime()).toBeLessThan(60_000)
    const paused = await press('pausar')
    expect(paused.status).toBe(302)
    expect(await toastOf(paused.headers)).toMatchObject({ title: 'Material pausado: no se muestra hasta que lo reanudes' })
    expect(getMaterial(db, material.id)).toBeNull()
    expect(listMaterials(db).total).toBe(0)
    expect((await press('pausar')).status).toBe(409)
    expect((await press('reanudar')).status).toBe(302)
    expect(getMaterial(db, material.id)).toMatchObject({ status: 'publicado' })
    expect((await press('vendido')).status).toBe(302)
    expect(row(material.id)).toMatchObject({ status: 'vendido', soldAt: expect.any(Date) })
    for (const accion of ['reanudar', 'pausar', 'confirmar-precio', 'vendido']) {
      const refused = await press(accion)
      expect(refused.status, accion).toBe(409)
      expect(refused.reply?.materialStateError).toBe('Ese material ya no admite ese cambio')
    }
  })

  test("another account's material is not found and stays as it was; a bad action is refused", async () => {
    const { material, press } = await sellerWithMaterial()
    const intruder = createAccount(db)
    const before = row(material.id)
    for (const accion of ['pausar', 'vendido', 'confirmar-precio']) {
      const refused = await press(accion, material.id, await signedInCookie(intruder.user.id))
      expect(refused.status).toBe(404)
      expect(refused.reply?.materialStateError).toBe('No encontramos ese material entre los tuyos')
    }
    expect((await press('borrar-todo')).status).toBe(400)
    expect((await press('pausar', 999_999)).status).toBe(404)
    expect(row(material.id)).toEqual(before)
  })
})

test("a card names a seller's 'Perfil Verificado' only when the profile is complete and checked", () => {
  const checked = createAccount(db, { businessName: 'Corralón Verificado' })
  const unchecked = createAccount(db, { businessName: 'Corralón Nuevo' })
  for (const account of [checked, unchecked]) {
    db.update(providerProfiles)
      .set({
        contactPerson: 'Ana',
        phone: '+541143214321',
        address: 'Rivadavia 100',
        description: 'Materiales',
        verified: account === checked,
      })
      .where(eq(providerProfiles.id, account.profile.id))
      .run()
    db.insert(materials)
      .values({
        userId: account.user.id,
        title: `Arena ${account.profile.id}`,
        description: 'x',
        priceCents: 100,
        category: 'aridos-y-cementos',
      })
      .run()
  }
  const shown = listMaterials(db).materials.map((material) => [material.businessName, material.sellerVerified])
  expect(shown.sort()).toEqual([
    ['Corralón Nuevo', false],
    ['Corralón Verificado', true],
  ])
  // What the check rests on stays on the server: the card's data carries no address or description.
  expect(Object.keys(listMaterials(db).materials[0]!)).not.toContain('profileAddress')
})

test('a search that matches more than 50 pages counts to its last reachable page', async () => {
  const seller = createAccount(db)
  const rows = Array.from({ length: MATERIALS_LISTED_PAGES_MAX * MATERIALS_PAGE_SIZE + 10 }, (_, index) => ({
    userId: seller.user.id,
    title: `Ladrillo ${index}`,
    description: 'x',
    priceCents: 100,
    category: 'ladrillos-y-bloques' as const,
  }))
  for (let start = 0; start < rows.length; start += 500)
    db.insert(materials)
      .values(rows.slice(start, start + 500))
      .run()
  expect((await load(marketplaceLoader, '/marketplace?q=ladrillo')).data).toMatchObject({
    total: MATERIALS_LISTED_PAGES_MAX * MATERIALS_PAGE_SIZE,
    pageCount: MATERIALS_LISTED_PAGES_MAX,
  })
  expect((await load(marketplaceLoader, `/marketplace?q=ladrillo&page=${MATERIALS_LISTED_PAGES_MAX + 1}`)).status).toBe(404)
  // The owner's own list counts them all.
  expect(listMaterials(db, { ownerId: seller.user.id }).total).toBe(rows.length)
})
