import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { getRequestForRequester } from '~/models/offer-comparison.server'
import { loader as rootLoader } from '~/root'
import { currentOffer } from '~/models/offers.server'
import { loader as listLoader } from '~/routes/solicitudes._index/route'
import { action, loader } from '~/routes/solicitudes.$id/route'
import type { RecipientActionData } from '~/routes/solicitudes.$id/recipient.server'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { OFFER_LINES_MAX } from '~/constants'
import {
  OFFER_CLOSED_MESSAGE,
  OFFER_DECLINED_MESSAGE,
  OFFER_TOO_LARGE_MESSAGE,
  TOO_MANY_LINES_MESSAGE,
  VALIDITY_PAST_MESSAGE,
} from '~/utils/offer-form'
import { answer, ORIGIN, post, signedInCookie, toastOf, type Fields } from '../setup/actions'
import { createAccount, createRoutedRequest, resetDatabase } from '../setup/factories'
import { lastEmailTo, readOutbox } from '../setup/outbox'
import { raceProcesses } from '../setup/race'

// Each racing process loads TypeScript through tsx: seconds apiece on a busy machine.
const RACE_TIMEOUT_MS = 60_000

beforeEach(() => resetDatabase(db))

async function scene() {
  const builder = createAccount(db, { role: 'constructor', businessName: 'Obras Gómez' })
  const provider = createAccount(db, { businessName: 'Techos Ramírez' })
  const other = createAccount(db, { businessName: 'Impermeabilizaciones Sur' })
  const outsider = createAccount(db, { businessName: 'Sin Solicitud SRL' })
  const { requestId, recipientIds } = createRoutedRequest(db, {
    userId: builder.user.id,
    recipientProfileIds: [provider.profile.id, other.profile.id],
  })
  return {
    builder: { ...builder, cookie: await signedInCookie(builder.user.id) },
    provider: { ...provider, cookie: await signedInCookie(provider.user.id), recipientId: recipientIds[0]! },
    other: { ...other, cookie: await signedInCookie(other.user.id), recipientId: recipientIds[1]! },
    outsider: { ...outsider, cookie: await signedInCookie(outsider.user.id) },
    requestId,
    path: `/solicitudes/${requestId}`,
  }
}

type Line = [description: string, quantity: string, unit: string, price: string, kind: string]

function offerFields(lines: Line[], overrides: Record<string, string> = {}): Fields {
  return [
    ['intent', 'offer'],
    ...lines.flatMap(([description, quantity, unit, price, kind]): Fields => [
      ['lineDescription', description],
      ['lineQuantity', quantity],
      ['lineUnit', unit],
      ['linePrice', price],
      ['lineKind', kind],
    ]),
    ...Object.entries({
      iva: '2100',
      validUntil: '2099-12-31',
      durationDays: '10',
      paymentTerms: '50 % anticipo',
      notes: '',
      requestVersion: '0',
      ...overrides,
    }),
  ]
}

const MEMBRANE: Line = ['Membrana asfáltica', '45,5', 'm2', '12.345,67', 'materiales']
const LABOUR: Line = ['Colocación', '1', 'global', '250.000,00', 'mano_de_obra']

const sendAs = (cookie: string, path: string, fields: Fields) =>
  answer<RecipientActionData>(action, post(path, fields, { Cookie: cookie }), { id: path.split('/').pop()! })

const recipientRow = (recipientId: number) =>
  db.get<{ status: string; seenAt: number | null; respondedAt: number | null; declineReason: string | null }>(sql`
    SELECT status, seen_at AS seenAt, responded_at AS respondedAt, decline_reason AS declineReason
    FROM quote_request_recipients WHERE id = ${recipientId}`)

const revisionCount = () => db.get<{ n: number }>(sql`SELECT count(*) AS n FROM offer_revisions`).n

describe('Enviar presupuesto', () => {
  test('an itemised offer is stored in centavos, the recipient becomes "Presupuesto recibido" and the builder is e-mailed', async () => {
    const { builder, provider, path, requestId } = await scene()
    const result = await sendAs(provider.cookie, path, offerFields([MEMBRANE, LABOUR]))
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe(path)
    expect((await toastOf(result.headers))?.title).toBe('Presupuesto enviado')

    // 45,5 × 12.345,67 = 561.727,985 → 561.727,99 (half-up); 21 % of 811.727,99 = 170.462,8779 → 170.462,88.
    const offer = currentOffer(db, provider.recipientId)!
    expect(offer.lines.map((line) => line.lineTotalCents)).toEqual([56_172_799, 25_000_000])
    expect(offer).toMatchObject({
      materialsCents: 56_172_799,
      labourCents: 25_000_000,
      otherCents: 0,
      subtotalCents: 81_172_799,
      ivaMode: 'mas_iva',
      ivaRateBp: 2100,
      ivaCents: 17_046_288,
      totalCents: 98_219_087,
      validUntil: '2099-12-31',
      durationDays: 10,
      paymentTerms: '50 % anticipo',
      updated: false,
    })
    expect(recipientRow(provider.recipientId)).toMatchObject({ status: 'offered' })
    expect(recipientRow(provider.recipientId).respondedAt).not.toBeNull()

    const email = await lastEmailTo(outboxDir(), builder.user.email, { subject: /Recibiste un presupuesto para Cambio de membrana/ })
    expect(email.text).toContain(`${ORIGIN}/solicitudes/${requestId}`)
  })

  test('"Modificar presupuesto" keeps the first revision and makes the new one current; the builder reads it as updated', async () => {
    const { provider, path, requestId } = await scene()
    expect((await sendAs(provider.cookie, path, offerFields([MEMBRANE, LABOUR]))).status).toBe(302)
    const revised = await sendAs(provider.cookie, path, offerFields([MEMBRANE], { iva: 'incluido', durationDays: '7' }))
    expect(revised.status).toBe(302)
    expect((await toastOf(revised.headers))?.title).toBe('Presupuesto actualizado')
    expect(revisionCount()).toBe(2)
    const offer = currentOffer(db, provider.recipientId)!
    expect(offer).toMatchObject({ totalCents: 56_172_799, ivaCents: 0, ivaMode: 'incluido', durationDays: 7, updated: true })
    expect(offer.lines).toHaveLength(1)
    const [compared] = getRequestForRequester(db, requestId)!.offers
    expect(compared).toMatchObject({ providerName: 'Techos Ramírez', totalCents: 56_172_799 })
    expect(compared?.revisedAt).not.toBeNull()

    const page = (await loader({
      request: new Request(`${ORIGIN}${path}`, { headers: { Cookie: provider.cookie } }),
      params: { id: String(requestId) },
      context: {},
    })) as {
      offer: { updated: boolean; totalCents: number }
    }
    expect(page.offer).toMatchObject({ updated: true, totalCents: 56_172_799 })
  })

  test('a 31st line is refused with a message, not dropped; every typed line comes back', async () => {
    const { provider, path } = await scene()
    const lines = Array.from({ length: OFFER_LINES_MAX + 1 }, (_, index): Line => [`Línea ${index + 1}`, '1', 'u', '100,00', 'otro'])
    const result = await sendAs(provider.cookie, path, offerFields(lines))
    expect(result.status).toBe(400)
    expect(result.reply?.errors.lines).toEqual([TOO_MANY_LINES_MESSAGE])
    expect(result.reply?.values?.rows).toHaveLength(OFFER_LINES_MAX + 1)
    expect(revisionCount()).toBe(0)
  })

  test('a validity date that does not exist (30 February) is refused next to the field', async () => {
    const { provider, path } = await scene()
    const result = await sendAs(provider.cookie, path, offerFields([MEMBRANE], { validUntil: '2030-02-30' }))
    expect(result.status).toBe(400)
    expect(result.reply?.errors.validUntil).toEqual(['La fecha no es válida'])
    expect(revisionCount()).toBe(0)
  })

  test('a validity date before today is refused next to the field, with every typed value kept', async () => {
    const { provider, path } = await scene()
    const result = await sendAs(provider.cookie, path, offerFields([MEMBRANE, LABOUR], { validUntil: '2020-01-01' }))
    expect(result.status).toBe(400)
    expect(result.reply?.errors.validUntil).toEqual([VALIDITY_PAST_MESSAGE])
    expect(result.reply?.values?.rows.map((row) => row.price)).toEqual(['12.345,67', '250.000,00'])
    expect(result.reply?.values?.paymentTerms).toBe('50 % anticipo')
    expect(revisionCount()).toBe(0)
  })

  test('a total over $ 999.999.999.999,99 is refused with a Spanish message, not stored', async () => {
    const { provider, path } = await scene()
    const result = await sendAs(provider.cookie, path, offerFields([['Losa', '1000000000', 'm2', '999.999,99', 'materiales']]))
    expect(result.status).toBe(400)
    expect(result.reply?.errors.lines).toEqual([OFFER_TOO_LARGE_MESSAGE])
    expect(revisionCount()).toBe(0)
  })

  test('fields the form does not have (status, totals, ids) are ignored', async () => {
    const { provider, other, path, requestId } = await scene()
    const forged: Fields = [
      ...offerFields([MEMBRANE]),
      ['status', 'accepted'],
      ['total_cents', '1'],
      ['totalCents', '1'],
      ['recipient_id', String(other.recipientId)],
      ['recipientId', String(other.recipientId)],
      ['offer_id', '1'],
      ['requestId', '999'],
    ]
    expect((await sendAs(provider.cookie, path, forged)).status).toBe(302)
    expect(currentOffer(db, provider.recipientId)?.totalCents).toBe(56_172_799 + 11_796_288)
    expect(currentOffer(db, other.recipientId)).toBeNull()
    expect(db.get<{ status: string }>(sql`SELECT status FROM quote_requests WHERE id = ${requestId}`).status).toBe('open')
  })

  test('a closed request takes no new offer nor revision: a clear message, never a 500', async () => {
    const { provider, other, path, requestId } = await scene()
    expect((await sendAs(provider.cookie, path, offerFields([MEMBRANE]))).status).toBe(302)
    db.run(sql`UPDATE quote_requests SET status = 'cancelled', closed_at = ${Date.now()} WHERE id = ${requestId}`)
    for (const who of [provider, other]) {
      const result = await sendAs(who.cookie, path, offerFields([LABOUR]))
      expect(result.status).toBe(409)
      expect(result.reply?.formError).toBe(OFFER_CLOSED_MESSAGE)
    }
    expect(revisionCount()).toBe(1)
    const declined = await sendAs(other.cookie, path, [
      ['intent', 'decline'],
      ['reason', ''],
    ])
    expect(declined.reply?.formError).toBe(OFFER_CLOSED_MESSAGE)
  })
})

test('after the builder decides, each provider reads whether its offer won', async () => {
  const { provider, other, path, requestId } = await scene()
  await sendAs(provider.cookie, path, offerFields([MEMBRANE]))
  await sendAs(other.cookie, path, offerFields([LABOUR]))
  const winner = currentOffer(db, provider.recipientId)!
  db.run(sql`UPDATE quote_requests SET status = 'accepted', accepted_offer_id = ${winner.offerId}, accepted_profile_id = ${provider.profile.id},
    closed_at = ${Date.now()} WHERE id = ${requestId}`)
  const view = async (cookie: string) =>
    (await loader({
      request: new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } }),
      params: { id: String(requestId) },
      context: {},
    })) as {
      status: string
      acceptedMine: boolean
    }
  expect(await view(provider.cookie)).toMatchObject({ status: 'accepted', acceptedMine: true })
  expect(await view(other.cookie)).toMatchObject({ status: 'accepted', acceptedMine: false })
  const revision = await sendAs(provider.cookie, path, offerFields([LABOUR]))
  expect(revision.reply?.formError).toBe(OFFER_CLOSED_MESSAGE)
})

test("the offer form starts from the request's items, each line's kind guessed from its words", async () => {
  const { provider, path, requestId } = await scene()
  const page = (await loader({
    request: new Request(`${ORIGIN}${path}`, { headers: { Cookie: provider.cookie } }),
    params: { id: String(requestId) },
    context: {},
  })) as { form: { rows: { description: string; kind: string }[] } }
  expect(page.form.rows.slice(0, 2)).toMatchObject([
    { description: 'Membrana asfáltica con aluminio', kind: 'materiales' },
    { description: 'Mano de obra de colocación', kind: 'mano_de_obra' },
  ])
})

describe('at the same time', () => {
  test(
    'two first sends of one provider make one offer with two revisions',
    async () => {
      const { provider } = await scene()
      const outcomes = await raceProcesses<{ status: string; revised?: boolean }>('offer-worker.ts', [
        ['offer', String(provider.recipientId)],
        ['offer', String(provider.recipientId)],
      ])
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['sent', 'sent'])
      expect(outcomes.map((outcome) => outcome.revised).sort()).toEqual([false, true])
      expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM offers WHERE recipient_id = ${provider.recipientId}`).n).toBe(1)
      expect(revisionCount()).toBe(2)
    },
    RACE_TIMEOUT_MS,
  )

  test(
    'an offer racing the request being closed is either stored before it or refused',
    async () => {
      const { provider, other, requestId } = await scene()
      const outcomes = await raceProcesses<{ status: string }>('offer-worker.ts', [
        ['offer', String(provider.recipientId)],
        ['offer', String(other.recipientId)],
        ['close', String(requestId)],
      ])
      const sent = outcomes.filter((outcome) => outcome.status === 'sent').length
      expect(outcomes.filter((outcome) => outcome.status === 'closed').length).toBe(2 - sent)
      expect(revisionCount()).toBe(sent)
      const closedAt = db.get<{ closedAt: number }>(sql`SELECT closed_at AS closedAt FROM quote_requests WHERE id = ${requestId}`).closedAt
      const lastRevision = db.get<{ at: number | null }>(sql`SELECT max(created_at) AS at FROM offer_revisions`).at
      if (lastRevision !== null) expect(lastRevision).toBeLessThanOrEqual(closedAt)
    },
    RACE_TIMEOUT_MS,
  )
})

describe('No me interesa', () => {
  test('declines with a reason, and then takes no offer', async () => {
    const { other, path } = await scene()
    const result = await sendAs(other.cookie, path, [
      ['intent', 'decline'],
      ['reason', 'No trabajamos en esa zona este mes.'],
    ])
    expect(result.status).toBe(302)
    expect(recipientRow(other.recipientId)).toMatchObject({ status: 'declined', declineReason: 'No trabajamos en esa zona este mes.' })
    const offer = await sendAs(other.cookie, path, offerFields([MEMBRANE]))
    expect(offer.status).toBe(409)
    expect(offer.reply?.formError).toBe(OFFER_DECLINED_MESSAGE)
    expect(revisionCount()).toBe(0)
  })

  test('a reason over 300 characters is refused next to the field', async () => {
    const { other, path } = await scene()
    const result = await sendAs(other.cookie, path, [
      ['intent', 'decline'],
      ['reason', 'x'.repeat(301)],
    ])
    expect(result.status).toBe(400)
    expect(result.reply?.errors.reason?.[0]).toMatch(/hasta 300 caracteres/)
    expect(recipientRow(other.recipientId).status).toBe('sent')
  })
})

describe('who may answer', () => {
  test('a provider the request did not reach gets 404 for the page and for every post', async () => {
    const { outsider, path, requestId } = await scene()
    for (const fields of [offerFields([MEMBRANE]), [['intent', 'decline']] as Fields, [['intent', 'seen']] as Fields]) {
      expect((await sendAs(outsider.cookie, path, fields)).status).toBe(404)
    }
    await expect(
      loader({
        request: new Request(`${ORIGIN}${path}`, { headers: { Cookie: outsider.cookie } }),
        params: { id: String(requestId) },
        context: {},
      }),
    ).rejects.toMatchObject({ status: 404 })
    expect(revisionCount()).toBe(0)
  })
})

describe('Vista', () => {
  test("the header counts requests received and not opened yet: 'Solicitudes (1)' until the provider opens it", async () => {
    const { provider, other, path, requestId } = await scene()
    const unopened = async (cookie: string) =>
      (
        (await rootLoader({ request: new Request(`${ORIGIN}/`, { headers: { Cookie: cookie } }), params: {}, context: {} })) as unknown as {
          data: { user: { unopenedRequests: number } }
        }
      ).data.user.unopenedRequests
    expect([await unopened(provider.cookie), await unopened(other.cookie)]).toEqual([1, 1])
    await sendAs(provider.cookie, path, [['intent', 'seen']])
    expect([await unopened(provider.cookie), await unopened(other.cookie)]).toEqual([0, 1])
    // A request its builder closed is no longer news.
    db.run(sql`UPDATE quote_requests SET status = 'cancelled', closed_at = ${Date.now()} WHERE id = ${requestId}`)
    expect(await unopened(other.cookie)).toBe(0)
  })

  test("'Ver la solicitud' from the inbox marks it seen once; 'Agregar línea' re-renders with the values kept and one more row", async () => {
    const { provider, path } = await scene()
    const seen = await sendAs(provider.cookie, path, [['intent', 'seen']])
    expect(seen.status).toBe(302)
    const first = recipientRow(provider.recipientId)
    expect(first.status).toBe('seen')
    await sendAs(provider.cookie, path, [['intent', 'seen']])
    expect(recipientRow(provider.recipientId).seenAt).toBe(first.seenAt)

    const fields = offerFields([MEMBRANE]).map(([name, value]): [string, string] =>
      name === 'intent' ? [name, 'add-line'] : [name, value],
    )
    const added = await sendAs(provider.cookie, path, fields)
    expect(added.status).toBe(200)
    expect(added.reply?.values?.rows).toEqual([
      { description: 'Membrana asfáltica', quantity: '45,5', unit: 'm2', price: '12.345,67', kind: 'materiales' },
      { description: '', quantity: '', unit: 'u', price: '', kind: 'materiales' },
    ])
    expect(revisionCount()).toBe(0)
  })
})

describe('/solicitudes', () => {
  const list = (cookie: string, query = '') =>
    listLoader({ request: new Request(`${ORIGIN}/solicitudes${query}`, { headers: { Cookie: cookie } }), params: {}, context: {} })

  test("'Enviadas' lists the builder's requests with their state and answers; 'Recibidas' the provider's, with its status", async () => {
    const { builder, provider, outsider, path } = await scene()
    await sendAs(provider.cookie, path, offerFields([MEMBRANE]))
    const sent = await list(builder.cookie)
    expect(sent).toMatchObject({
      tab: 'enviadas',
      total: 1,
      rows: [{ title: 'Cambio de membrana en terraza', status: 'open', recipients: 2, answers: 1 }],
    })
    const received = await list(provider.cookie, '?tab=recibidas')
    expect(received).toMatchObject({ tab: 'recibidas', total: 1, rows: [{ recipientStatus: 'offered', requesterName: 'Obras Gómez' }] })
    expect(await list(outsider.cookie, '?tab=recibidas')).toMatchObject({ total: 0, rows: [] })
    expect(await list(provider.cookie)).toMatchObject({ total: 0 })
    await expect(list(builder.cookie, '?page=2')).rejects.toMatchObject({ status: 404 })
    expect(readOutbox(outboxDir()).length).toBeGreaterThan(0)
  })
})
