import { beforeEach, describe, expect, test } from 'vitest'
import { SEARCH_PAGE_SIZE } from '~/constants'
import { loader } from '~/routes/_index'
import { db } from '~/server/db.server'
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
})
