import { beforeEach, describe, expect, test } from 'vitest'
import { SEARCH_PAGE_SIZE } from '~/constants'
import { loader } from '~/routes/_index'
import { db } from '~/server/db.server'
import { saveServiceAreas } from '~/models/service-areas.server'
import { createAccount, createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

const search = (query: string) => loader({ request: new Request(`http://localhost/?${query}`), params: {}, context: {} })

describe('the home page search', () => {
  test('runs only with a term or a zone', async () => {
    createListing(db, { businessName: 'Corralón Palermo' })
    expect((await search('')).results).toBeNull()
    expect((await search('q=+++')).results).toBeNull()
    expect((await search('zona=Mordor')).results).toBeNull()
    expect((await search('q=corralon')).results).toMatchObject({ total: 1, page: 1, pageCount: 1 })
    expect((await search('zona=CABA')).results?.total).toBe(1)
    expect((await search('q=vidrieria')).results).toMatchObject({ total: 0, items: [], pageCount: 1 })
  })

  test('a term without a 3-letter word gets the hint, and the zones alone search', async () => {
    createListing(db, { businessName: 'La Casa del Techo', zona: 'CABA' })
    createListing(db, { businessName: 'Techos del Sur', zona: 'GBA Sur', localidad: 'Quilmes' })
    expect(await search('q=la')).toMatchObject({ q: 'la', term: '', tooShort: true, results: null })
    expect(await search('q=la+de&zona=GBA+Sur')).toMatchObject({ tooShort: true, results: { total: 1 } })
    expect(await search('q=la+casa')).toMatchObject({ term: 'la casa', tooShort: false, results: { total: 1 } })
  })

  test('premium listings come first; a page past the last answers 404', async () => {
    const premium = createAccount(db, { plan: 'premium' })
    for (let i = 0; i < SEARCH_PAGE_SIZE + 2; i++) createListing(db, { businessName: `Aberturas ${i}` })
    createListing(db, { businessName: 'Zanjeos Premium', profileId: premium.profile.id })

    const first = (await search('zona=CABA')).results!
    expect(first.items[0]).toMatchObject({ businessName: 'Zanjeos Premium', isPremium: true })
    expect(first.pageCount).toBe(2)

    const last = (await search('zona=CABA&page=2')).results!
    expect(last).toMatchObject({ page: 2, pageCount: 2, total: SEARCH_PAGE_SIZE + 3 })
    expect(last.items).toHaveLength(3)
    await expect(search('zona=CABA&page=40')).rejects.toMatchObject({ status: 404 })
  })

  test('a place in the term narrows to who works there, as its zona page does, with or without «en»', async () => {
    const corralon = { sectorSlug: 'mamposteria', subsectorSlug: 'corralones' }
    createListing(db, { ...corralon, businessName: 'Corralón San Justo', zona: 'GBA Oeste', localidad: 'San Justo' })
    createListing(db, { ...corralon, businessName: 'Corralón Palermo' })
    createListing(db, { businessName: 'Techos de Ramos', zona: 'GBA Oeste', localidad: 'Ramos Mejía' })
    const declared = createAccount(db, { businessName: 'Materiales Belgrano' })
    createListing(db, { ...corralon, businessName: 'Materiales Belgrano', profileId: declared.profile.id })
    saveServiceAreas(db, { userId: declared.user.id, placeSlugs: ['la-matanza'] })

    for (const q of ['corralon la matanza', 'corralón en La Matanza', 'Corralones LA MATANZA']) {
      const found = await search(new URLSearchParams({ q }).toString())
      expect(found.place, q).toBe('La Matanza')
      expect(found.results?.items.map((item) => item.businessName).sort(), q).toEqual(['Corralón San Justo', 'Materiales Belgrano'])
    }
    expect((await search('q=corral%C3%B3n+en+La+Matanza')).zonaPage?.href).toBe('/mamposteria/corralones/zona/la-matanza')
    // The place alone lists everyone working there.
    expect((await search('q=la+matanza')).results?.total).toBe(3)
    // No place named: the text is searched everywhere.
    expect(await search('q=corralon')).toMatchObject({ place: null, results: { total: 3 } })
  })

  test('the trade a term names ranks first, then whole words, then words inside others; Destacado only among equals', async () => {
    const premium = () => createAccount(db, { plan: 'premium' }).profile.id
    createListing(db, {
      businessName: 'Pilotines del Oeste',
      description: 'Pilotines y vigas de fundación.',
      sectorSlug: 'fundaciones',
      subsectorSlug: 'pilotes',
      profileId: premium(),
    })
    createListing(db, {
      businessName: 'Plomería Ríos',
      description: 'Agua, cloacas y gas.',
      sectorSlug: 'instalaciones',
      subsectorSlug: 'agua-y-cloacas',
    })
    createListing(db, { businessName: 'Gasista Pérez', sectorSlug: 'instalaciones', subsectorSlug: 'gas' })
    createListing(db, { businessName: 'Gas Norte', sectorSlug: 'instalaciones', subsectorSlug: 'gas', profileId: premium() })

    const found = (await search('q=gas')).results!
    expect(found.items.map((item) => [item.businessName, item.featured])).toEqual([
      ['Gas Norte', true],
      ['Gasista Pérez', false],
      ['Plomería Ríos', false],
      ['Pilotines del Oeste', true],
    ])
  })
})
