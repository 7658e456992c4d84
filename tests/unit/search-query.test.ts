import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { pagesAround } from '~/components/Pagination'
import { LISTING_ORDERS, SEARCH_MAX_TERM_LENGTH } from '~/constants'
import { ZONES } from '~/taxonomy'
import { searchHref, searchParamsOf } from '~/utils/search-query'
import { parseSearchQuery } from '~/utils/search-query.server'

const parse = (search: string) => parseSearchQuery(new URLSearchParams(search))

describe('parseSearchQuery', () => {
  test('the term is trimmed, freed of control characters and capped without splitting an emoji', () => {
    expect(parse('q=++ladrillos+huecos++').q).toBe('ladrillos huecos')
    expect(parse('q=%00ladri%0Allos%00').q).toBe('ladri llos')
    expect(parse('').q).toBe('')
    const bricks = parse(`q=${encodeURIComponent('🧱'.repeat(150))}`).q
    expect([...bricks]).toHaveLength(SEARCH_MAX_TERM_LENGTH)
    expect(bricks).toBe('🧱'.repeat(SEARCH_MAX_TERM_LENGTH))
    expect(parse(`q=${'a'.repeat(10_000)}`).q).toBe('a'.repeat(SEARCH_MAX_TERM_LENGTH))
  })

  test('zones: only known ones, once each, in the usual order', () => {
    expect(parse('zona=GBA+Sur&zona=Mordor&zona=CABA&zona=GBA+Sur&zona=caba').zonas).toEqual(['CABA', 'GBA Sur'])
    expect(parse('').zonas).toEqual([])
  })

  test.each([
    ['page=3', 3],
    ['', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=1e400', 1],
    ['page=99999999999999999999', 1],
    ['page=4&page=7', 4],
  ])('page from %j is %i', (search, page) => {
    expect(parse(search).page).toBe(page)
  })

  test('never throws, whatever the URL holds', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('q', 'zona', 'page', 'x'), fc.string({ unit: 'binary' }))), (pairs) => {
        const { q, zonas, page } = parseSearchQuery(new URLSearchParams(pairs))
        expect(q).toBe(q.trim())
        expect([...q].length).toBeLessThanOrEqual(SEARCH_MAX_TERM_LENGTH)
        expect(zonas.every((zona) => ZONES.includes(zona))).toBe(true)
        expect(Number.isSafeInteger(page) && page >= 1).toBe(true)
      }),
    )
  })
})

describe('search URLs', () => {
  test('leave out what is empty and page 1', () => {
    expect(searchHref({ q: '', zonas: [] })).toBe('/')
    expect(searchHref({ q: 'ladrillos', zonas: [], page: 1 })).toBe('/?q=ladrillos')
    expect(searchHref({ q: 'arena fina', zonas: ['CABA', 'GBA Norte'], page: 2 })).toBe('/?q=arena+fina&zona=CABA&zona=GBA+Norte&page=2')
  })

  test('read back as the same search', () => {
    const query = fc.record({
      q: fc.string().map((s) =>
        s
          .replace(/\p{Cc}/gu, '')
          .trim()
          .slice(0, 50),
      ),
      zonas: fc.subarray([...ZONES]),
      orden: fc.constantFrom(...LISTING_ORDERS.map((option) => option.value)),
      page: fc.integer({ min: 1, max: 10_000 }),
    })
    fc.assert(
      fc.property(query, (search) => {
        expect(parseSearchQuery(searchParamsOf(search))).toEqual(search)
      }),
    )
  })
})

describe('pagesAround', () => {
  test.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
  ])('page %i of %i', (page, pageCount, expected) => {
    expect(pagesAround(page, pageCount)).toEqual(expected)
  })
})
