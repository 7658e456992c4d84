import { describe, expect, test } from 'vitest'
import { pageWithin, parsePage, searchedListHref } from '~/utils/pagination'

describe('parsePage', () => {
  test.each([
    ['page=2', 2],
    ['', 1],
    ['page=', 1],
    ['page=0', 1],
    ['page=-1', 1],
    ['page=02', 1],
    ['page=1.0', 1],
    ['page=x', 1],
    ['page=999999999999999', 999_999_999_999_999],
    ['page=9999999999999999', 1],
    ['page=3&page=5', 3],
  ])('%j is page %i', (search, page) => {
    expect(parsePage(new URLSearchParams(search))).toBe(page)
  })
})

describe('pageWithin', () => {
  test.each([
    [1, 0, { page: 1, pageCount: 1 }],
    [1, 12, { page: 1, pageCount: 1 }],
    [2, 13, { page: 2, pageCount: 2 }],
    [2, 12, null],
    [2, 0, null],
    [40, 25, null],
  ])('page %i of %i items, 12 a page', (page, total, expected) => {
    expect(pageWithin(page, total, 12)).toEqual(expected)
  })
})

describe('searchedListHref', () => {
  test('names the search and the page only when they say something', () => {
    expect(searchedListHref('/admin/cuentas', {})).toBe('/admin/cuentas')
    expect(searchedListHref('/admin/cuentas', { q: '', page: 1 })).toBe('/admin/cuentas')
    expect(searchedListHref('/marketplace', { q: 'ladrillo hueco', page: 3 })).toBe('/marketplace?q=ladrillo+hueco&page=3')
    expect(searchedListHref('/marketplace', { page: 2 })).toBe('/marketplace?page=2')
  })
})
