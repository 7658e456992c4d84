import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { QuotesPanel, type QuoteItem } from '~/components/QuotesPanel'
import { QUOTE_QUANTITY_MAX_HUNDREDTHS } from '~/constants'
import { formatQuantityHundredths } from '~/utils/format'
import { parseQuantityHundredths, PREMIUM_ONLY_MESSAGE } from '~/utils/quote-form'

describe('formatQuantityHundredths', () => {
  test.each([
    [1235, '12,35'],
    [30, '0,3'],
    [5, '0,05'],
    [0, '0'],
    [1200, '12'],
    [123450, '1.234,5'],
    [100_000_000_000, '1.000.000.000'],
    [99_999_999_999, '999.999.999,99'],
  ])('%j hundredths read %j', (hundredths, text) => {
    expect(formatQuantityHundredths(hundredths)).toBe(text)
  })

  test('what it shows, without the thousands points, parses back to the same hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: QUOTE_QUANTITY_MAX_HUNDREDTHS }), (hundredths) => {
        expect(parseQuantityHundredths(formatQuantityHundredths(hundredths).replaceAll('.', ''))).toEqual({ ok: true, hundredths })
      }),
      { numRuns: 1000 },
    )
  })
})

describe('parseQuantityHundredths', () => {
  test('a point and a comma are the same decimal separator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const decimals = String(cents).padStart(2, '0')
        const want = { ok: true, hundredths: whole * 100 + cents }
        expect(parseQuantityHundredths(`${whole}.${decimals}`)).toEqual(want)
        expect(parseQuantityHundredths(`${whole},${decimals}`)).toEqual(want)
      }),
      { numRuns: 1000 },
    )
  })

  test.each(['1.234,5', '1,234.5', '12.345', '1e2', '12 000', '+1', '--1', '-5', 'NaN', ''])('%j is refused', (text) => {
    expect(parseQuantityHundredths(text).ok).toBe(false)
  })
})

/** The panel inside a router, as the profile page renders it on the server. */
async function render(props: Parameters<typeof QuotesPanel>[0]) {
  const routes = [{ path: '/perfil', element: createElement(QuotesPanel, props) }]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://localhost/perfil?tab=cotizaciones'))
  if (context instanceof Response) throw context
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }))
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

const QUOTES: QuoteItem[] = [
  {
    id: 3,
    title: 'Contrapiso',
    description: 'Planta baja',
    unit: 'm2',
    quantityHundredths: 1235,
    createdAt: new Date('2025-03-05T15:00:00Z'),
  },
  { id: 2, title: 'Hormigón', description: null, unit: 'm3', quantityHundredths: 30, createdAt: '2025-01-20T12:00:00.000Z' },
  { id: 1, title: 'Zócalo', description: null, unit: 'ml', quantityHundredths: 123450, createdAt: new Date('2024-12-31T12:00:00Z') },
]

describe('QuotesPanel', () => {
  test('premium: the list shows quantities exactly, with the unit and the long Spanish date', async () => {
    const page = text(await render({ isPremium: true, quotes: QUOTES, lastResult: null }))
    expect(page).toContain('Contrapiso 12,35 m²')
    expect(page).toContain('Hormigón 0,3 m³')
    expect(page).toContain('Zócalo 1.234,5 ml')
    expect(page).toContain('Publicada el 5 de marzo de 2025')
    expect(page).toContain('Publicada el 20 de enero de 2025')
    expect(page).not.toMatch(/12\.35|0\.30000|1234\.5/)
    expect(page).not.toContain('Función Exclusiva Premium')
  })

  test('premium: the form has its fields, the quantity input enabled before JavaScript runs', async () => {
    const html = await render({ isPremium: true, quotes: [], lastResult: null })
    expect(html).toContain('action="/perfil?tab=cotizaciones"')
    expect(html).toMatch(/<input type="hidden" name="intent" value="quote"\/?>/)
    const quantity = /<input[^>]*name="quantity"[^>]*>/.exec(html)?.[0] ?? ''
    expect(quantity).toMatch(/type="number"/)
    expect(quantity).toMatch(/step="0.01"/)
    expect(quantity).toMatch(/min="0"/)
    expect(quantity).not.toMatch(/disabled/)
    expect(html).toMatch(/<select[^>]*name="unit"/)
    expect(text(html)).toContain('Todavía no publicaste cotizaciones.')
  })

  test('a refused post comes back with the messages and the typed values', async () => {
    const lastResult = {
      status: 'error' as const,
      initialValue: { intent: 'quote', title: 'Losa', unit: 'm2', quantity: '12,35', description: 'Con hierro' },
      error: { '': ['Por favor completa todos los campos requeridos'], quantity: ['La cantidad no puede ser negativa'] },
    }
    const html = await render({ isPremium: true, quotes: [], lastResult })
    expect(text(html)).toContain('Por favor completa todos los campos requeridos')
    expect(text(html)).toContain('La cantidad no puede ser negativa')
    expect(html).toMatch(/name="title"[^>]*value="Losa"|value="Losa"[^>]*name="title"/)
    expect(html).toMatch(/<input[^>]*value="12.35"[^>]*>/)
    expect(html).toContain('Con hierro')
  })

  test('free: the premium offer, the spec message and a link to /upgrade, no form', async () => {
    const html = await render({ isPremium: false, quotes: [], lastResult: null })
    expect(text(html)).toContain('Función Exclusiva Premium')
    expect(text(html)).toContain(PREMIUM_ONLY_MESSAGE)
    expect(html).toMatch(/href="\/upgrade"/)
    expect(html).not.toContain('<form')
  })
})
