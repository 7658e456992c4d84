import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { QuotesPanel, type QuoteItem } from '~/components/QuotesPanel'
import { REQUEST_QUANTITY_MAX_HUNDREDTHS } from '~/constants'
import { formatQuantityHundredths } from '~/utils/format'
import { parseOfferQuantity } from '~/utils/offer-form'
import { PREMIUM_ONLY_MESSAGE } from '~/utils/request-links'

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

  test('what it shows parses back to the same hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: REQUEST_QUANTITY_MAX_HUNDREDTHS }), (hundredths) => {
        expect(parseOfferQuantity(formatQuantityHundredths(hundredths))).toEqual({ ok: true, hundredths })
      }),
      { numRuns: 1000 },
    )
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
  test('premium: cotizaciones saved before are listed read-only, quantities exact, with the unit and the long Spanish date', async () => {
    const html = await render({ isPremium: true, quotes: QUOTES, requests: [] })
    const page = text(html)
    expect(page).toContain('Tus cotizaciones anteriores')
    expect(page).toContain('Contrapiso 12,35 m²')
    expect(page).toContain('Hormigón 0,3 m³')
    expect(page).toContain('Zócalo 1.234,5 ml')
    expect(page).toContain('Publicada el 5 de marzo de 2025')
    expect(page).toContain('Publicada el 20 de enero de 2025')
    expect(page).not.toMatch(/12\.35|0\.30000|1234\.5/)
    expect(page).not.toContain('Función Exclusiva Premium')
    expect(html).not.toContain('<form')
  })

  test("premium: 'Publicar Cotización' leads to the request form; no list of old cotizaciones when there are none", async () => {
    const html = await render({ isPremium: true, quotes: [], requests: [] })
    expect(html).toMatch(/<a[^>]*href="\/solicitudes\/nueva"[^>]*>Publicar Cotización<\/a>/)
    expect(html).not.toContain('<form')
    expect(text(html)).toContain('Todavía no enviaste solicitudes de presupuesto.')
    expect(text(html)).not.toContain('Tus cotizaciones anteriores')
  })

  test('free: the premium offer, the spec message and a link to /upgrade, no way to the form', async () => {
    const html = await render({ isPremium: false, quotes: QUOTES, requests: [] })
    expect(text(html)).toContain('Función Exclusiva Premium')
    expect(text(html)).toContain(PREMIUM_ONLY_MESSAGE)
    expect(html).toMatch(/href="\/upgrade"/)
    expect(html).not.toContain('/solicitudes/nueva')
    expect(html).not.toContain('<form')
  })
})
