import { describe, expect, test } from 'vitest'
import { sentList } from '~/utils/sent-list'

describe('sentList', () => {
  test('none, one or many values, as strings', () => {
    expect(sentList(undefined)).toEqual([])
    expect(sentList('palermo')).toEqual(['palermo'])
    expect(sentList(['palermo', 'moron'])).toEqual(['palermo', 'moron'])
  })

  test('a blank entry among many stays blank, never the word "undefined"', () => {
    expect(sentList(['Frente del pallet', undefined, 'Carga'])).toEqual(['Frente del pallet', '', 'Carga'])
  })
})
