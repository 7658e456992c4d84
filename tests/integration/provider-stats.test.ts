import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import * as schema from '../../drizzle/schema'
import { recordListingEvents } from '~/models/listing-events.server'
import * as profilePage from '~/routes/perfil/route'
import { loader as csvLoader } from '~/routes/perfil_.estadisticas[.]csv'
import { db } from '~/server/db.server'
import { signedInCookie } from '../setup/actions'
import { renderRoute, type RouteModule } from '../setup/render-route'
import {
  addRecipient,
  createAccount,
  createListing,
  createMessage,
  createQuoteRequest,
  resetDatabase,
  submitTestOffer,
} from '../setup/factories'

/** Thursday 26 November 2026, noon in Buenos Aires: this week started on Monday the 23rd. */
const NOW = new Date('2026-11-26T15:00:00Z')
const WEEKS = [
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
  '2026-11-23',
]
/** The chart's drawing height for the full axis (app/utils/chart.ts). */
const PLOT_HEIGHT = 150

beforeEach(() => {
  resetDatabase(db)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

let viewer = 0
/** `count` different viewers' events of one kind on one Buenos Aires day. */
function events(listingId: number, kind: 'view' | 'phone' | 'whatsapp' | 'website', day: string, count: number) {
  for (let i = 0; i < count; i++) {
    const viewerHash = String(++viewer).padStart(43, 'v')
    recordListingEvents(db, { listingIds: [listingId], kind, day, viewerHash, addressHash: viewerHash, viewerUserId: null })
  }
}

const at = (iso: string) => new Date(iso).getTime()

/**
 * A premium provider with two services and a known history over the last 12 weeks, and another
 * provider whose history must never show in the first one's figures.
 */
function knownHistory({ plan = 'premium' as 'premium' | 'free' } = {}) {
  const provider = createAccount(db, { plan, businessName: 'Techos del Norte SRL' })
  // A provider's listings carry its business name: only the trade and the locality tell them apart.
  const techos = createListing(db, { profileId: provider.profile.id, businessName: 'Techos del Norte SRL' })
  const zingueria = createListing(db, {
    profileId: provider.profile.id,
    businessName: 'Techos del Norte SRL',
    subsectorSlug: 'zingueria',
    localidad: 'Belgrano',
  })
  const other = createAccount(db, { plan: 'premium', businessName: 'Otra Empresa' })
  const otherListing = createListing(db, { profileId: other.profile.id, businessName: 'Otra Empresa', localidad: 'Caballito' })
  const builder = createAccount(db, { role: 'constructor', plan: 'premium' })
  const builder2 = createAccount(db, { role: 'constructor' })

  events(techos.id, 'view', '2026-09-06', 5) // the day before the first week: not shown
  events(techos.id, 'view', '2026-09-07', 1)
  events(techos.id, 'view', '2026-10-27', 2) // before the 30 days
  events(techos.id, 'view', '2026-10-28', 1) // the first of the 30 days
  events(techos.id, 'view', '2026-11-16', 4)
  events(techos.id, 'view', '2026-11-20', 3)
  events(techos.id, 'view', '2026-11-24', 3)
  events(techos.id, 'website', '2026-11-03', 1)
  events(techos.id, 'whatsapp', '2026-11-10', 1)
  events(techos.id, 'phone', '2026-11-25', 2)
  events(zingueria.id, 'view', '2026-11-18', 12)
  events(otherListing.id, 'view', '2026-11-18', 40)
  events(otherListing.id, 'phone', '2026-11-18', 9)

  const favorite = (userId: number, listingId: number, createdAt: string) =>
    db
      .insert(schema.favorites)
      .values({ userId, listingId, createdAt: new Date(createdAt) })
      .run()
  favorite(builder.user.id, techos.id, '2026-11-17T12:00:00Z')
  // 23:00 on Sunday 1 November in Buenos Aires, already Monday in UTC: the week of 26 October.
  favorite(builder2.user.id, techos.id, '2026-11-02T02:00:00Z')
  favorite(builder.user.id, otherListing.id, '2026-11-17T12:00:00Z')

  const solicitud = (listingId: number, profileId: number, sentAt: string) => {
    const request = createQuoteRequest(db, { userId: builder.user.id })
    const recipient = addRecipient(db, { requestId: request.id, profileId, listingId })
    db.run(sql`UPDATE quote_request_recipients SET sent_at = ${at(sentAt)} WHERE id = ${recipient.id}`)
    return { request, recipient }
  }
  // Answered with an offer two hours later, accepted the next Monday.
  const r1 = solicitud(techos.id, provider.profile.id, '2026-11-18T13:00:00Z')
  submitTestOffer(db, {
    recipientId: r1.recipient.id,
    lines: [{ description: 'Membrana', quantityHundredths: 100, unitPriceCents: 10_000, kind: 'materiales' }],
  })
  db.run(
    sql`UPDATE quote_request_recipients SET status = 'offered', responded_at = ${at('2026-11-18T15:00:00Z')} WHERE id = ${r1.recipient.id}`,
  )
  db.run(sql`UPDATE offers SET created_at = ${at('2026-11-18T15:00:00Z')} WHERE recipient_id = ${r1.recipient.id}`)
  const offerId = db.get<{ id: number }>(sql`SELECT id FROM offers WHERE recipient_id = ${r1.recipient.id}`).id
  db.run(
    sql`UPDATE quote_requests SET status = 'accepted', accepted_offer_id = ${offerId}, accepted_profile_id = ${provider.profile.id},
        closed_at = ${at('2026-11-23T14:00:00Z')} WHERE id = ${r1.request.id}`,
  )
  // 'No me interesa' half an hour later.
  const r2 = solicitud(techos.id, provider.profile.id, '2026-11-19T10:00:00Z')
  db.run(
    sql`UPDATE quote_request_recipients SET status = 'declined', responded_at = ${at('2026-11-19T10:30:00Z')} WHERE id = ${r2.recipient.id}`,
  )
  // Not answered.
  solicitud(zingueria.id, provider.profile.id, '2026-11-20T12:00:00Z')
  const r4 = solicitud(otherListing.id, other.profile.id, '2026-11-20T12:00:00Z')
  db.run(
    sql`UPDATE quote_request_recipients SET status = 'declined', responded_at = ${at('2026-11-20T12:01:00Z')} WHERE id = ${r4.recipient.id}`,
  )

  const consulta = (listingId: number, providerUserId: number, createdAt: string, answeredAt: string | null) => {
    const conversationId = db
      .insert(schema.conversations)
      .values({
        requesterUserId: builder.user.id,
        providerUserId,
        listingId,
        subject: 'Consulta por techo',
        createdAt: new Date(createdAt),
      })
      .returning()
      .get().id
    createMessage(db, { conversationId, senderUserId: builder.user.id, body: '¿Hacen techos de chapa?' })
    db.run(sql`UPDATE messages SET created_at = ${at(createdAt)} WHERE conversation_id = ${conversationId}`)
    if (answeredAt) {
      const reply = createMessage(db, { conversationId, senderUserId: providerUserId, body: 'Sí, hacemos.' })
      db.run(sql`UPDATE messages SET created_at = ${at(answeredAt)} WHERE id = ${reply.id}`)
      const later = createMessage(db, { conversationId, senderUserId: providerUserId, body: 'Te paso precios.' })
      db.run(sql`UPDATE messages SET created_at = ${at(answeredAt) + 3_600_000} WHERE id = ${later.id}`)
    }
  }
  consulta(techos.id, provider.user.id, '2026-11-24T12:00:00Z', '2026-11-24T13:00:00Z')
  consulta(zingueria.id, provider.user.id, '2026-11-25T12:00:00Z', null)
  consulta(otherListing.id, other.user.id, '2026-11-25T12:00:00Z', '2026-11-25T12:05:00Z')

  return { provider, techos, zingueria, other, otherListing, builder }
}

async function renderTab(userId: number, query = 'tab=estadisticas') {
  const headers = { Cookie: await signedInCookie(userId) }
  return renderRoute(profilePage as unknown as RouteModule, { path: '/perfil', url: `/perfil?${query}`, headers })
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

/** A table found by its caption, as rows of cell texts (header row first). */
function tableByCaption(html: string, caption: string) {
  const tables = [...html.matchAll(/<table[^>]*>([\s\S]*?)<\/table>/g)].map((match) => match[1]!)
  const table = tables.find((body) => textOf(/<caption[^>]*>([\s\S]*?)<\/caption>/.exec(body)?.[1] ?? '').startsWith(caption))
  if (!table) return null
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => textOf(cell[1]!)),
  )
}

/** The bars of the chart whose title starts with `title`: each week's Monday and height. */
function barsOf(html: string, title: string) {
  const svg = [...html.matchAll(/<svg[^>]*role="img"[^>]*>([\s\S]*?)<\/svg>/g)].find((match) =>
    textOf(/<title[^>]*>([\s\S]*?)<\/title>/.exec(match[1]!)?.[1] ?? '').startsWith(title),
  )
  if (!svg) return null
  return [...svg[1]!.matchAll(/<rect([^>]*)>/g)].map((rect) => ({
    week: /data-week="([^"]+)"/.exec(rect[1]!)![1],
    height: Number(/ height="([^"]+)"/.exec(rect[1]!)![1]),
  }))
}

/** The chart's scale rule, written out: the axis ends at the smallest 1, 2 or 5 × 10ⁿ not below the largest week. */
function expectedHeights(values: number[]) {
  const largest = Math.max(...values)
  const candidates = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]
  const top = candidates.find((candidate) => candidate >= largest)!
  return values.map((value) => Math.round((value / top) * PLOT_HEIGHT * 100) / 100)
}

const weekly = (values: Record<string, number>) => WEEKS.map((week) => values[week] ?? 0)

const EXPECTED_WEEKS = {
  'Visitas al perfil': weekly({ '2026-09-07': 1, '2026-10-26': 3, '2026-11-16': 19, '2026-11-23': 3 }),
  'Clics en el teléfono': weekly({ '2026-11-23': 2 }),
  'Clics en WhatsApp': weekly({ '2026-11-09': 1 }),
  'Clics en el sitio web': weekly({ '2026-11-02': 1 }),
  'Agregado a favoritos': weekly({ '2026-10-26': 1, '2026-11-16': 1 }),
  'Consultas recibidas': weekly({ '2026-11-23': 2 }),
  'Solicitudes recibidas': weekly({ '2026-11-16': 3 }),
  'Presupuestos enviados': weekly({ '2026-11-16': 1 }),
  'Presupuestos aceptados': weekly({ '2026-11-23': 1 }),
}

const WEEK_LABELS = WEEKS.map((monday) => {
  const start = new Date(`${monday}T00:00:00Z`)
  const sunday = new Date(start.getTime() + 6 * 86_400_000)
  return `${start.getUTCDate()}/${start.getUTCMonth() + 1} al ${sunday.getUTCDate()}/${sunday.getUTCMonth() + 1}`
})

describe("the 'Estadísticas' tab", () => {
  test('a premium provider sees exact 30-day figures per service and in total', async () => {
    const { provider } = knownHistory()
    const { status, html } = await renderTab(provider.user.id)
    expect(status).toBe(200)
    expect(tableByCaption(html, 'Totales del 28/10 al 26/11')).toEqual([
      ['Cifra', 'Techistas en Palermo', 'Zinguería en Belgrano', 'Total'],
      ['Visitas al perfil', '11', '12', '23'],
      ['Clics en el teléfono', '2', '0', '2'],
      ['Clics en WhatsApp', '1', '0', '1'],
      ['Clics en el sitio web', '1', '0', '1'],
      ['Agregado a favoritos', '2', '0', '2'],
      ['Consultas recibidas', '1', '1', '2'],
      ['Solicitudes recibidas', '2', '1', '3'],
      // Techos: the consulta (1 h), the offer (2 h) and the 'No me interesa' (30 min) → median 1 h.
      ['Respondidas (%)', '100 %', '0 %', '60 %'],
      ['Mediana de la primera respuesta', '1 h', '—', '1 h'],
      ['Presupuestos enviados', '1', '0', '1'],
      ['Presupuestos aceptados', '1', '0', '1'],
    ])
    expect(html).not.toContain('Otra Empresa')
    expect(html).not.toContain('Estadísticas detalladas con Premium')
  })

  test('premium: every weekly value in the tables, every bar at the height the scale gives', async () => {
    const { provider } = knownHistory()
    const { html } = await renderTab(provider.user.id)
    for (const [title, values] of Object.entries(EXPECTED_WEEKS)) {
      expect(tableByCaption(html, title), title).toEqual([
        ['Semana', 'Cantidad'],
        ...WEEK_LABELS.map((label, index) => [label, String(values[index])]),
      ])
      expect(barsOf(html, title), title).toEqual(WEEKS.map((week, index) => ({ week, height: expectedHeights(values)[index] })))
    }
    // The scale, by hand: 19 views is the largest week, so the axis ends at 20 and 19 fills 19/20 of 150.
    expect(barsOf(html, 'Visitas al perfil')!.map((bar) => bar.height)).toEqual(
      weekly({ '2026-09-07': 7.5, '2026-10-26': 22.5, '2026-11-16': 142.5, '2026-11-23': 22.5 }),
    )
    expect(barsOf(html, 'Solicitudes recibidas')!.find((bar) => bar.week === '2026-11-16')!.height).toBe(90)

    const answers = tableByCaption(html, 'Respuestas por semana')!
    expect(answers[0]).toEqual(['Semana', 'Recibidas', 'Respondidas', 'Respondidas (%)', 'Mediana de la primera respuesta'])
    expect(answers.slice(1)).toEqual(
      WEEK_LABELS.map((label, index) =>
        WEEKS[index] === '2026-11-16'
          ? [label, '3', '2', '67 %', '1 h 15 min']
          : WEEKS[index] === '2026-11-23'
            ? [label, '2', '1', '50 %', '1 h']
            : [label, '0', '0', '—', '—'],
      ),
    )
    expect(html).toContain('href="/perfil/estadisticas.csv"')
  })

  test('one service at a time; another provider’s service is a 404', async () => {
    const { provider, zingueria, otherListing } = knownHistory()
    const { html } = await renderTab(provider.user.id, `tab=estadisticas&servicio=${zingueria.id}`)
    expect(tableByCaption(html, 'Totales')![0]).toEqual(['Cifra', 'Zinguería en Belgrano'])
    expect(barsOf(html, 'Visitas al perfil')!.find((bar) => bar.week === '2026-11-16')!.height).toBe(90)
    expect(html).toContain(`href="/perfil/estadisticas.csv?servicio=${zingueria.id}"`)

    expect((await renderTab(provider.user.id, `tab=estadisticas&servicio=${otherListing.id}`)).status).toBe(404)
    expect((await renderTab(provider.user.id, 'tab=estadisticas&servicio=abc')).status).toBe(404)
  })

  test('a free provider sees the 30-day totals and the premium pitch, not the weekly detail', async () => {
    const { provider } = knownHistory({ plan: 'free' })
    const { html } = await renderTab(provider.user.id)
    expect(tableByCaption(html, 'Totales del 28/10 al 26/11')![1]).toEqual(['Visitas al perfil', '11', '12', '23'])
    expect(html).toContain('Estadísticas detalladas con Premium')
    expect(html).toContain('href="/upgrade"')
    expect(html).not.toContain('role="img"')
    expect(html).not.toContain('Semana por semana')
    expect(html).not.toContain('estadisticas.csv')
    expect(tableByCaption(html, 'Visitas al perfil')).toBeNull()
  })

  test('a builder gets no statistics and no tab', async () => {
    const { builder } = knownHistory()
    const { html } = await renderTab(builder.user.id)
    expect(html).toContain('Las estadísticas son solo para cuentas de proveedor.')
    expect(html).not.toContain('Visitas al perfil')
    expect(html).not.toContain('href="/perfil?tab=estadisticas"')
    expect((await renderTab(knownHistory().provider.user.id)).html).toContain('href="/perfil?tab=estadisticas"')
  })

  test('it says what is counted and what is not', async () => {
    const { provider } = knownHistory({ plan: 'free' })
    const text = textOf((await renderTab(provider.user.id)).html)
    expect(text).toContain('No guardamos direcciones IP')
    expect(text).toContain('una vez por día')
    expect(text).toContain('No contamos tus propias visitas ni las de buscadores y robots.')
    expect(text).toContain('Las visitas sin JavaScript no se cuentan.')
    expect(text).toContain('de lunes a domingo')
  })
})

describe('the statistics CSV', () => {
  async function download(userId: number, query = '') {
    const request = new Request(`http://localhost:3000/perfil/estadisticas.csv${query}`, {
      headers: { Cookie: await signedInCookie(userId) },
    })
    try {
      return await csvLoader({ request, params: {}, context: {} })
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  }

  test('a premium provider downloads its own weeks, per service and in total', async () => {
    const { provider } = knownHistory()
    const response = await download(provider.user.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="estadisticas-redobra.csv"')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parse(bytes, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[]
    expect(rows).toHaveLength(WEEKS.length * 3)
    expect(new Set(rows.map((row) => row.Servicio))).toEqual(
      new Set(['Techistas en Palermo', 'Zinguería en Belgrano', 'Todos los servicios']),
    )
    const total = (monday: string) => rows.find((row) => row['Semana (lunes)'] === monday && row.Servicio === 'Todos los servicios')!
    for (const [title, values] of Object.entries(EXPECTED_WEEKS)) {
      expect(
        WEEKS.map((week) => Number(total(week)[title])),
        title,
      ).toEqual(values)
    }
    expect(total('2026-11-16')).toMatchObject({
      'Hasta (domingo)': '2026-11-22',
      Respondidas: '2',
      'Respondidas (%)': '67',
      'Mediana de la primera respuesta (minutos)': '75',
    })
    expect(total('2026-09-14')).toMatchObject({ 'Respondidas (%)': '', 'Mediana de la primera respuesta (minutos)': '' })
  })

  // Its security headers are the server's, set for every answer (tests/e2e/security.spec.ts).
  test('the download is the provider’s alone: kept by no cache', async () => {
    const { provider } = knownHistory()
    const response = await download(provider.user.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  test('only its own: another provider’s service is a 404; free accounts and builders get none', async () => {
    const { provider, other, otherListing, builder } = knownHistory()
    expect((await download(provider.user.id, `?servicio=${otherListing.id}`)).status).toBe(404)
    const own = await (await download(other.user.id)).text()
    expect(own).toContain('Techistas en Caballito')
    expect(own).not.toContain('Palermo')
    expect((await download(builder.user.id)).status).toBe(404)
    const free = createAccount(db, { plan: 'free' })
    expect((await download(free.user.id)).status).toBe(403)
    const visitor = await csvLoader({
      request: new Request('http://localhost:3000/perfil/estadisticas.csv'),
      params: {},
      context: {},
    }).catch((thrown: Response) => thrown)
    expect(visitor.status).toBe(302)
  })
})
