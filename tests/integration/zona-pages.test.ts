import { beforeEach, describe, expect, test } from 'vitest'
import { SEARCH_PAGE_SIZE } from '~/constants'
import { listZonaPagesWithProviders, saveServiceAreas } from '~/models/service-areas.server'
import { suspendAccount } from '~/models/suspension.server'
import { loader as zonaLoader } from '~/routes/$sector_.($subsector).zona.$zona'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

type Params = { sector: string; subsector?: string; zona: string }

async function zonaPage(params: Params, query = '') {
  const path = `/${params.sector}${params.subsector ? `/${params.subsector}` : ''}/zona/${params.zona}`
  const request = new Request(`http://localhost${path}${query}`)
  const args = { request, params, context: {} }
  return zonaLoader(args)
}

const names = async (params: Params) => (await zonaPage(params)).items.map((item) => item.businessName).sort()

async function status(params: Params, query = '') {
  try {
    await zonaPage(params, query)
    return 200
  } catch (thrown) {
    return (thrown as Response).status
  }
}

const mamposteria = { sectorSlug: 'mamposteria', subsectorSlug: 'corralones' }

describe('who a zona page lists', () => {
  test('a partido lists listings in its localidades and providers declaring it; its zone lists everyone serving any partido of it', async () => {
    createListing(db, { ...mamposteria, businessName: 'Corralón San Justo', zona: 'GBA Oeste', localidad: 'San Justo' })
    createListing(db, { ...mamposteria, businessName: 'Corralón Morón', zona: 'GBA Oeste', localidad: 'Morón' })
    createListing(db, { ...mamposteria, businessName: 'Corralón Palermo', zona: 'CABA', localidad: 'Palermo' })
    const { user, profile } = createAccount(db, { businessName: 'Corralón Flores' })
    createListing(db, { ...mamposteria, businessName: 'Corralón Flores', profileId: profile.id, zona: 'CABA', localidad: 'Flores' })
    expect(saveServiceAreas(db, { userId: user.id, placeSlugs: ['la-matanza'] })).toEqual({ status: 'saved', count: 1 })
    createListing(db, {
      sectorSlug: 'cubiertas',
      subsectorSlug: 'techistas',
      businessName: 'Techos Justo',
      zona: 'GBA Oeste',
      localidad: 'San Justo',
    })

    expect(await names({ sector: 'mamposteria', zona: 'la-matanza' })).toEqual(['Corralón Flores', 'Corralón San Justo'])
    expect(await names({ sector: 'mamposteria', zona: 'gba-oeste' })).toEqual(['Corralón Flores', 'Corralón Morón', 'Corralón San Justo'])
    expect(await names({ sector: 'mamposteria', zona: 'flores' })).toEqual(['Corralón Flores'])
    expect(await names({ sector: 'mamposteria', zona: 'caba' })).toEqual(['Corralón Flores', 'Corralón Palermo'])
    expect(await names({ sector: 'mamposteria', subsector: 'corralones', zona: 'la-matanza' })).toEqual([
      'Corralón Flores',
      'Corralón San Justo',
    ])
    expect(await names({ sector: 'mamposteria', subsector: 'ladrillos-y-bloques', zona: 'la-matanza' })).toEqual([])
    expect(await names({ sector: 'cubiertas', zona: 'la-matanza' })).toEqual(['Techos Justo'])
  })

  test('inactive listings and suspended owners are left out', async () => {
    createListing(db, { ...mamposteria, businessName: 'Pausado', zona: 'GBA Oeste', localidad: 'San Justo', isActive: false })
    const { user, profile } = createAccount(db, { businessName: 'Suspendido' })
    createListing(db, { ...mamposteria, businessName: 'Suspendido', profileId: profile.id, zona: 'CABA', localidad: 'Flores' })
    saveServiceAreas(db, { userId: user.id, placeSlugs: ['la-matanza'] })
    expect(await names({ sector: 'mamposteria', zona: 'la-matanza' })).toEqual(['Suspendido'])

    const staff = createAccount(db, { role: 'constructor', isStaff: true }).user
    suspendAccount(db, { id: staff.id, email: staff.email }, { userId: user.id, reason: 'Datos falsos' })
    expect(await names({ sector: 'mamposteria', zona: 'la-matanza' })).toEqual([])
    expect(await names({ sector: 'mamposteria', zona: 'gba-oeste' })).toEqual([])
  })

  test('pages in the directory order, counting every match', async () => {
    for (let n = 0; n < SEARCH_PAGE_SIZE + 2; n++) {
      createListing(db, {
        ...mamposteria,
        businessName: `Corralón ${String(n).padStart(2, '0')}`,
        zona: 'GBA Oeste',
        localidad: 'Ramos Mejía',
      })
    }
    const { profile } = createAccount(db, { plan: 'premium', businessName: 'Zeta Premium' })
    createListing(db, { ...mamposteria, businessName: 'Zeta Premium', profileId: profile.id, zona: 'GBA Oeste', localidad: 'La Tablada' })

    const first = await zonaPage({ sector: 'mamposteria', zona: 'la-matanza' })
    expect(first.total).toBe(SEARCH_PAGE_SIZE + 3)
    expect(first.items[0]!.businessName).toBe('Zeta Premium')
    expect(first.items[1]!.businessName).toBe('Corralón 00')
    const second = await zonaPage({ sector: 'mamposteria', zona: 'la-matanza' }, '?page=2')
    const rest = [SEARCH_PAGE_SIZE - 1, SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE + 1].map((n) => `Corralón ${String(n).padStart(2, '0')}`)
    expect(second.items.map((item) => item.businessName)).toEqual(rest)
    expect(await status({ sector: 'mamposteria', zona: 'la-matanza' }, '?page=3')).toBe(404)
  })

  test("sorted by 'Nombre', the premium listing takes its alphabetical place and loses 'Destacado'; a bad order is the default", async () => {
    for (const businessName of ['Corralón Beta', 'Corralón Alfa'])
      createListing(db, { ...mamposteria, businessName, zona: 'GBA Oeste', localidad: 'San Justo' })
    const { profile } = createAccount(db, { plan: 'premium', businessName: 'Zeta Premium' })
    createListing(db, { ...mamposteria, businessName: 'Zeta Premium', profileId: profile.id, zona: 'GBA Oeste', localidad: 'San Justo' })
    const place = { sector: 'mamposteria', zona: 'la-matanza' }

    const byName = await zonaPage(place, '?orden=nombre')
    expect(byName.order).toBe('nombre')
    expect(byName.items.map((item) => [item.businessName, item.featured])).toEqual([
      ['Corralón Alfa', false],
      ['Corralón Beta', false],
      ['Zeta Premium', false],
    ])
    const fallback = await zonaPage(place, '?orden=precio')
    expect(fallback.order).toBe('relevancia')
    expect(fallback.items.map((item) => [item.businessName, item.featured])).toEqual([
      ['Zeta Premium', true],
      ['Corralón Alfa', false],
      ['Corralón Beta', false],
    ])
  })
})

describe('what a zona page says', () => {
  test('heading, count, breadcrumbs, neighbours with providers, canonical and JSON-LD', async () => {
    const listing = createListing(db, { ...mamposteria, businessName: 'Corralón San Justo', zona: 'GBA Oeste', localidad: 'San Justo' })
    createListing(db, { ...mamposteria, businessName: 'Corralón Morón', zona: 'GBA Oeste', localidad: 'Castelar' })

    const data = await zonaPage({ sector: 'mamposteria', zona: 'la-matanza' }, '?page=1&orden=nombre')
    expect(data.heading).toBe('Mampostería y Durlock en La Matanza')
    expect(data.total).toBe(1)
    expect(data.crumbs.map((crumb) => crumb.label)).toEqual(['Inicio', 'Mampostería y Durlock', 'GBA Oeste'])
    expect(data.group).toEqual({ label: 'GBA Oeste', href: '/mamposteria/zona/gba-oeste' })
    expect(data.neighbours).toEqual([{ label: 'Morón', href: '/mamposteria/zona/moron' }])
    expect(data.canonical).toBe(`${env.appUrl}/mamposteria/zona/la-matanza`)

    const [breadcrumbs, itemList] = JSON.parse(JSON.stringify(data.jsonLd)) as Record<string, unknown>[]
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${env.appUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Mampostería y Durlock', item: `${env.appUrl}/mamposteria` },
        { '@type': 'ListItem', position: 3, name: 'GBA Oeste', item: `${env.appUrl}/mamposteria/zona/gba-oeste` },
        { '@type': 'ListItem', position: 4, name: 'La Matanza', item: `${env.appUrl}/mamposteria/zona/la-matanza` },
      ],
    })
    expect(itemList).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Mampostería y Durlock en La Matanza',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Corralón San Justo', url: `${env.appUrl}/proveedor/${listing.id}` }],
    })

    const subsector = await zonaPage({ sector: 'mamposteria', subsector: 'corralones', zona: 'gba-oeste' })
    expect(subsector.heading).toBe('Corralones y materiales en GBA Oeste')
    expect(subsector.crumbs.map((crumb) => crumb.label)).toEqual(['Inicio', 'Mampostería y Durlock', 'Corralones y materiales'])
    expect(subsector.group).toBeNull()
  })

  test('an empty page is a page, pointing at the places nearby that have providers', async () => {
    createListing(db, { ...mamposteria, zona: 'GBA Oeste', localidad: 'Merlo' })
    const data = await zonaPage({ sector: 'mamposteria', zona: 'la-matanza' })
    expect(data.total).toBe(0)
    expect(data.group?.href).toBe('/mamposteria/zona/gba-oeste')
    expect(data.neighbours.map((place) => place.label)).toEqual(['Merlo'])
    expect(data.jsonLd[1]!.itemListElement).toEqual([])
  })

  test('unknown sector, subsector or zona is a 404', async () => {
    expect(await status({ sector: 'mamposteria', zona: 'la-matanza' })).toBe(200)
    expect(await status({ sector: 'mamposteria', zona: 'atlantida' })).toBe(404)
    expect(await status({ sector: 'mamposteria', zona: 'comuna-14' })).toBe(404)
    expect(await status({ sector: 'mamposteria', zona: 'GBA Oeste' })).toBe(404)
    expect(await status({ sector: 'no-existe', zona: 'caba' })).toBe(404)
    expect(await status({ sector: 'otros', zona: 'caba' })).toBe(404)
    expect(await status({ sector: 'mamposteria', subsector: 'no-existe', zona: 'caba' })).toBe(404)
  })
})

describe('listZonaPagesWithProviders', () => {
  test('yields the zona pages with providers, each with the latest change of its listings', () => {
    createListing(db, { ...mamposteria, zona: 'GBA Oeste', localidad: 'San Justo', updatedAt: new Date('2026-10-01T00:00:00Z') })
    createListing(db, { ...mamposteria, zona: 'GBA Oeste', localidad: 'Morón', updatedAt: new Date('2026-11-01T00:00:00Z') })
    createListing(db, {
      ...mamposteria,
      zona: 'GBA Oeste',
      localidad: 'Haedo',
      isActive: false,
      updatedAt: new Date('2026-11-20T00:00:00Z'),
    })
    const { user, profile } = createAccount(db)
    createListing(db, {
      sectorSlug: 'cubiertas',
      subsectorSlug: 'techistas',
      profileId: profile.id,
      zona: 'CABA',
      localidad: 'Palermo',
      updatedAt: new Date('2026-09-01T00:00:00Z'),
    })
    saveServiceAreas(db, { userId: user.id, placeSlugs: ['avellaneda'] })

    const pages = Object.fromEntries([...listZonaPagesWithProviders(db)].map((page) => [page.path, page.lastmod.toISOString()]))
    expect(pages).toEqual({
      '/cubiertas/techistas/zona/avellaneda': '2026-09-01T00:00:00.000Z',
      '/cubiertas/techistas/zona/caba': '2026-09-01T00:00:00.000Z',
      '/cubiertas/techistas/zona/gba-sur': '2026-09-01T00:00:00.000Z',
      '/cubiertas/techistas/zona/palermo': '2026-09-01T00:00:00.000Z',
      '/cubiertas/zona/avellaneda': '2026-09-01T00:00:00.000Z',
      '/cubiertas/zona/caba': '2026-09-01T00:00:00.000Z',
      '/cubiertas/zona/gba-sur': '2026-09-01T00:00:00.000Z',
      '/cubiertas/zona/palermo': '2026-09-01T00:00:00.000Z',
      '/mamposteria/corralones/zona/gba-oeste': '2026-11-01T00:00:00.000Z',
      '/mamposteria/corralones/zona/la-matanza': '2026-10-01T00:00:00.000Z',
      '/mamposteria/corralones/zona/moron': '2026-11-01T00:00:00.000Z',
      '/mamposteria/zona/gba-oeste': '2026-11-01T00:00:00.000Z',
      '/mamposteria/zona/la-matanza': '2026-10-01T00:00:00.000Z',
      '/mamposteria/zona/moron': '2026-11-01T00:00:00.000Z',
    })
  })
})
