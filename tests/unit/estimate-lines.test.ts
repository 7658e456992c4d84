import fc from 'fast-check'
import { expect, test } from 'vitest'
import { REQUEST_ITEM_DESCRIPTION_MAX, REQUEST_ITEMS_MAX, REQUEST_QUANTITY_MAX_HUNDREDTHS, REQUEST_UNITS } from '~/constants'
import { estimatorReply } from '~/models/estimator.server'
import { formatQuantityInput } from '~/utils/format'
import { RequestItemsSchema } from '~/utils/request-schema'

const REQUESTS = [
  'pared de 12 m2 de ladrillo hueco del 12',
  'muro de 8 m de largo de ladrillo común de 30',
  'bloques para 20 m2',
  'losa de 20 m2 de 12 cm H21',
  '3 m3 de hormigón para columnas',
  'contrapiso de 40 m2',
  'piso de 25 m2 de porcelanato',
  'azulejos para 12 m2 de pared',
  'pintar 40 m2 a dos manos',
  'esmalte para 15 m2 de rejas',
  'tabique de durlock de 10 m2',
  'cielorraso de durlock de 18 m2',
  'membrana para un techo de 30 m2',
]

test.each(REQUESTS)('every estimate carries lines the request form takes as they are: %s', (message) => {
  const { lines } = estimatorReply(message)
  expect(lines.length).toBeGreaterThan(0)
  expect(lines.length).toBeLessThanOrEqual(REQUEST_ITEMS_MAX)
  for (const line of lines) {
    expect(line.description.length).toBeLessThanOrEqual(REQUEST_ITEM_DESCRIPTION_MAX)
    expect(Number.isInteger(line.quantityHundredths) && line.quantityHundredths > 0).toBe(true)
    expect(line.quantityHundredths).toBeLessThanOrEqual(REQUEST_QUANTITY_MAX_HUNDREDTHS)
    expect(REQUEST_UNITS).toContain(line.unit)
  }
  const parsed = RequestItemsSchema.safeParse({
    itemDescription: lines.map((line) => line.description),
    itemQuantity: lines.map((line) => formatQuantityInput(line.quantityHundredths)),
    itemUnit: lines.map((line) => line.unit),
  })
  expect(parsed.success && parsed.data).toEqual(lines)
})

test('a quantity typed back into the form parses to the same hundredths', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: REQUEST_QUANTITY_MAX_HUNDREDTHS }), (hundredths) => {
      const parsed = RequestItemsSchema.safeParse({
        itemDescription: ['Arena'],
        itemQuantity: [formatQuantityInput(hundredths)],
        itemUnit: ['m3'],
      })
      expect(parsed.success && parsed.data[0]?.quantityHundredths).toBe(hundredths)
    }),
  )
})

test('the largest estimate still fits the form', () => {
  const { lines } = estimatorReply('pared de 100000 m2 de ladrillo común de 30')
  expect(lines.length).toBeGreaterThan(0)
  expect(lines.every((line) => line.quantityHundredths <= REQUEST_QUANTITY_MAX_HUNDREDTHS)).toBe(true)
})
