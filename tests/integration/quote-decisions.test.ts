import fs from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { notify } from '~/models/notifications.server'
import { reviewPromptFor, sendReviewPrompts } from '~/models/quote-decisions.server'
import { listListingReviews, listProfileReviews } from '~/models/reviews.server'
import { action, loader } from '~/routes/solicitudes.$id/route'
import { db } from '~/server/db.server'
import { outboxDir, queuedEmailsSent } from '~/server/email.server'
import { answer, ORIGIN, post, signedInCookie, toastOf, type Fields } from '../setup/actions'
import {
  addRecipient,
  createAccount,
  createListing,
  createQuoteRequest,
  createReview,
  resetDatabase,
  submitTestOffer,
} from '../setup/factories'
import { readOutbox } from '../setup/outbox'
import { raceProcesses } from '../setup/race'

// Each racing process loads TypeScript through tsx: seconds apiece on a busy machine.
const RACE_TIMEOUT_MS = 60_000

beforeEach(() => {
  resetDatabase(db)
  fs.rmSync(outboxDir(), { recursive: true, force: true })
})

type Reply = {
  error?: string
  confirm?: { intent: string; offerId?: number; revisionId?: number; providerName?: string; total?: string; changed?: boolean }
}

const line = (description: string, quantityHundredths: number, unitPriceCents: number, kind: 'materiales' | 'mano_de_obra' | 'otro') => ({
  description,
  quantityHundredths,
  unitPriceCents,
  kind,
})

/** A builder's request reaching three providers: two answered (the dearer one twice), one declined. */
async function requestWithOffers() {
  const builder = createAccount(db, { role: 'constructor', businessName: 'Obras Benítez' })
  const cheap = createAccount(db, { businessName: 'Techos Económicos', plan: 'premium' })
  const dear = createAccount(db, { businessName: 'Impermeables Caros' })
  const decliner = createAccount(db, { businessName: 'Zinguería Ocupada' })
  const request = createQuoteRequest(db, { userId: builder.user.id, title: 'Impermeabilizar terraza de 120 m²' })
  const cheapRecipient = addRecipient(db, { requestId: request.id, profileId: cheap.profile.id })
  const dearRecipient = addRecipient(db, { requestId: request.id, profileId: dear.profile.id })
  const declinerRecipient = addRecipient(db, { requestId: request.id, profileId: decliner.profile.id })
  db.run(sql`UPDATE quote_request_recipients SET status = 'declined', decline_reason = 'Sin agenda', responded_at = ${Date.now()}
    WHERE id = ${declinerRecipient.id}`)
  submitTestOffer(db, {
    recipientId: dearRecipient.id,
    lines: [line('Membrana', 12_000, 90_000, 'materiales'), line('Colocación', 12_000, 80_000, 'mano_de_obra')],
  })
  const dearOffer = submitTestOffer(db, {
    recipientId: dearRecipient.id,
    lines: [line('Membrana', 12_000, 85_000, 'materiales'), line('Colocación', 12_000, 80_000, 'mano_de_obra')],
    ivaRateBp: 2100,
  })
  const cheapOffer = submitTestOffer(db, {
    recipientId: cheapRecipient.id,
    lines: [
      line('Membrana', 12_000, 70_000, 'materiales'),
      line('Colocación', 12_000, 50_000, 'mano_de_obra'),
      line('Flete', 100, 1_500_050, 'otro'),
    ],
  })
  return {
    builder: { ...builder, cookie: await signedInCookie(builder.user.id) },
    cheap: {
      ...cheap,
      cookie: await signedInCookie(cheap.user.id),
      offerId: cheapOffer.offerId,
      revisionId: cheapOffer.revisionId,
      recipient: cheapRecipient,
    },
    dear: { ...dear, offerId: dearOffer.offerId, revisionId: dearOffer.revisionId, recipient: dearRecipient },
    decliner,
    request,
  }
}

const pagePath = (id: number) => `/solicitudes/${id}`

async function view(requestId: number, cookie: string) {
  const request = new Request(`${ORIGIN}${pagePath(requestId)}`, { headers: { Cookie: cookie } })
  return answer(loader as never, request, { id: String(requestId) })
}

function decide(requestId: number, cookie: string, fields: Fields) {
  return answer<Reply>(action, post(pagePath(requestId), fields, { Cookie: cookie }), { id: String(requestId) })
}

const requestRow = (id: number) =>
  db.get<{ status: string; acceptedOfferId: number | null; acceptedProfileId: number | null; closedAt: number | null; userId: number }>(sql`
    SELECT status, accepted_offer_id AS acceptedOfferId, accepted_profile_id AS acceptedProfileId, closed_at AS closedAt, user_id AS userId
    FROM quote_requests WHERE id = ${id}`)

const emailsTo = (address: string) => readOutbox(outboxDir()).filter((email) => email.to.includes(address))

describe('the requester’s page', () => {
  test('lists who received the request with their states and conversations, and the offers cheapest first', async () => {
    const { builder, cheap, dear, request } = await requestWithOffers()
    const { status, reply } = await view(request.id, builder.cookie)
    expect(status).toBe(200)
    const page = reply as {
      view: string
      title: string
      recipients: Array<Record<string, unknown>>
      offers: Array<Record<string, unknown>>
    }
    expect(page.view).toBe('requester')
    expect(page.title).toBe('Impermeabilizar terraza de 120 m²')
    expect(page.recipients.map(({ businessName, status, conversationId }) => [businessName, status, typeof conversationId])).toEqual([
      ['Techos Económicos', 'offered', 'number'],
      ['Impermeables Caros', 'offered', 'number'],
      ['Zinguería Ocupada', 'declined', 'number'],
    ])
    // 120 m² × $ 700 + 120 m² × $ 500 + 1 × $ 15.000,50 = $ 159.000,50; the other: 120 × (850 + 800) + 21 % IVA.
    expect(page.offers.map(({ id, providerName, totalCents }) => [id, providerName, totalCents])).toEqual([
      [cheap.offerId, 'Techos Económicos', 15_900_050],
      [dear.offerId, 'Impermeables Caros', 23_958_000],
    ])
    expect(page.offers[0]).toMatchObject({ materialsCents: 8_400_000, labourCents: 6_000_000, otherCents: 1_500_050, ivaCents: 0 })
    expect(page.offers[1]).toMatchObject({ subtotalCents: 19_800_000, ivaCents: 4_158_000, ivaRateBp: 2100 })
    expect(page.offers[0]!.revisedAt).toBeNull()
    expect(page.offers[1]!.revisedAt).not.toBeNull()
    expect((page.offers[0]!.lines as unknown[]).length).toBe(3)
  })
})

describe('accepting an offer', () => {
  test('asks for confirmation first, then closes the request and tells every provider still in the running', async () => {
    const { builder, cheap, dear, decliner, request } = await requestWithOffers()
    const confirm = await decide(request.id, builder.cookie, [
      ['intent', 'confirm-accept'],
      ['offerId', String(cheap.offerId)],
    ])
    expect(confirm.status).toBe(200)
    expect(confirm.reply?.confirm).toEqual({
      intent: 'accept',
      offerId: cheap.offerId,
      revisionId: cheap.revisionId,
      providerName: 'Techos Económicos',
      total: '$ 159.000,50',
      changed: false,
    })
    expect(requestRow(request.id).status).toBe('open')

    const accepted = await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(cheap.revisionId)],
    ])
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('Location')).toBe(pagePath(request.id))
    expect((await toastOf(accepted.headers))?.title).toBe('Aceptaste el presupuesto de Techos Económicos')
    expect(requestRow(request.id)).toMatchObject({
      status: 'accepted',
      acceptedOfferId: cheap.offerId,
      acceptedProfileId: cheap.profile.id,
    })
    expect(requestRow(request.id).closedAt).not.toBeNull()

    // Each e-mail names the decision and the request; the builder gets its own copy (requests.md §5).
    expect(emailsTo(cheap.user.email).map((email) => email.subject)).toEqual([
      'Tu presupuesto fue aceptado: «Impermeabilizar terraza de 120 m²»',
    ])
    expect(emailsTo(dear.user.email).map((email) => email.subject)).toEqual([
      'El cliente eligió otro presupuesto: «Impermeabilizar terraza de 120 m²»',
    ])
    expect(emailsTo(cheap.user.email)[0]!.text).toContain(pagePath(request.id))
    expect(emailsTo(decliner.user.email)).toEqual([])
    expect(emailsTo(builder.user.email).map((email) => email.subject)).toEqual([
      'Aceptaste el presupuesto de Techos Económicos: «Impermeabilizar terraza de 120 m²»',
    ])

    const page = (await view(request.id, builder.cookie)).reply as {
      status: string
      offers: Array<{ accepted: boolean; acceptable: boolean }>
    }
    expect(page.status).toBe('accepted')
    expect(page.offers.map((offer) => [offer.accepted, offer.acceptable])).toEqual([
      [true, false],
      [false, false],
    ])
  })

  test('a revision landing between the confirmation and the accept is shown and asked again, never accepted unseen', async () => {
    const { builder, cheap, request } = await requestWithOffers()
    const confirm = await decide(request.id, builder.cookie, [
      ['intent', 'confirm-accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(cheap.revisionId)],
    ])
    expect(confirm.reply?.confirm).toMatchObject({ revisionId: cheap.revisionId, total: '$ 159.000,50', changed: false })
    const revised = submitTestOffer(db, { recipientId: cheap.recipient.id, lines: [line('Membrana', 100, 500_000_000, 'materiales')] })

    const accept = await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(confirm.reply!.confirm!.revisionId)],
    ])
    expect(accept.status).toBe(409)
    expect(accept.reply?.error).toBe('El presupuesto cambió desde que lo abriste: revisalo antes de aceptar.')
    expect(accept.reply?.confirm).toEqual({
      intent: 'accept',
      offerId: cheap.offerId,
      revisionId: revised.revisionId,
      providerName: 'Techos Económicos',
      total: '$ 5.000.000,00',
      changed: true,
    })
    expect(requestRow(request.id)).toMatchObject({ status: 'open', acceptedOfferId: null })
    // An accept naming no revision (a form from before this rule, or a forged one) is asked again too.
    const unnamed = await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
    ])
    expect([unnamed.status, unnamed.reply?.confirm?.revisionId]).toEqual([409, revised.revisionId])
    expect(requestRow(request.id).status).toBe('open')

    const again = await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(revised.revisionId)],
    ])
    expect(again.status).toBe(302)
    expect(requestRow(request.id)).toMatchObject({ status: 'accepted', acceptedOfferId: cheap.offerId })
  })

  test('confirming from a page older than the offer’s revision says so before the confirmation', async () => {
    const { builder, cheap, request } = await requestWithOffers()
    const revised = submitTestOffer(db, { recipientId: cheap.recipient.id, lines: [line('Membrana', 100, 100_000, 'materiales')] })
    const confirm = await decide(request.id, builder.cookie, [
      ['intent', 'confirm-accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(cheap.revisionId)],
    ])
    expect(confirm.reply?.error).toBe('El presupuesto cambió desde que lo abriste: revisalo antes de aceptar.')
    expect(confirm.reply?.confirm).toMatchObject({ revisionId: revised.revisionId, total: '$ 1.000,00', changed: true })
  })

  test('a second accept on the closed request is refused with a message, and changes nothing', async () => {
    const { builder, cheap, dear, request } = await requestWithOffers()
    await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(cheap.revisionId)],
    ])
    const again = await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(dear.offerId)],
      ['revisionId', String(dear.revisionId)],
    ])
    expect(again.status).toBe(302)
    expect(await toastOf(again.headers)).toMatchObject({ type: 'error', title: expect.stringContaining('Esta solicitud ya está cerrada') })
    expect(requestRow(request.id)).toMatchObject({ status: 'accepted', acceptedOfferId: cheap.offerId })
    const confirm = await decide(request.id, builder.cookie, [
      ['intent', 'confirm-accept'],
      ['offerId', String(dear.offerId)],
    ])
    expect(confirm.status).toBe(400)
    expect(confirm.reply?.error).toContain('Esta solicitud ya está cerrada')
  })

  test('an offer past its validez (a Buenos Aires day) shows as expired and cannot be accepted', async () => {
    const { builder, cheap, dear, request } = await requestWithOffers()
    submitTestOffer(db, { recipientId: cheap.recipient.id, lines: [line('Membrana', 100, 100, 'materiales')], validUntil: '2020-01-31' })
    const page = (await view(request.id, builder.cookie)).reply as { offers: Array<{ id: number; expired: boolean; acceptable: boolean }> }
    expect(page.offers.find((offer) => offer.id === cheap.offerId)).toMatchObject({ expired: true, acceptable: false })
    expect(page.offers.find((offer) => offer.id === dear.offerId)).toMatchObject({ expired: false, acceptable: true })
    for (const intent of ['confirm-accept', 'accept']) {
      const refused = await decide(request.id, builder.cookie, [
        ['intent', intent],
        ['offerId', String(cheap.offerId)],
      ])
      expect(refused.status).toBe(400)
      expect(refused.reply?.error).toBe('Este presupuesto está vencido: ya no se puede aceptar.')
    }
    expect(requestRow(request.id)).toMatchObject({ status: 'open', acceptedOfferId: null })
  })

  test('fields the form does not have are ignored: the provider and state come from the offer', async () => {
    const { builder, cheap, dear, request } = await requestWithOffers()
    const other = createAccount(db, { role: 'constructor' })
    await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(cheap.revisionId)],
      ['status', 'cancelled'],
      ['accepted_profile_id', String(dear.profile.id)],
      ['acceptedProfileId', String(dear.profile.id)],
      ['acceptedOfferId', String(dear.offerId)],
      ['userId', String(other.user.id)],
      ['requestId', '999999'],
    ])
    expect(requestRow(request.id)).toMatchObject({
      status: 'accepted',
      acceptedOfferId: cheap.offerId,
      acceptedProfileId: cheap.profile.id,
      userId: builder.user.id,
    })
  })

  test('an unknown offer, another request’s offer or a malformed id answer a Spanish message, never a 500', async () => {
    const { builder, request } = await requestWithOffers()
    const elsewhere = await requestWithOffers()
    const cases: Array<[string, string]> = [
      ['999999', 'Ese presupuesto no es de esta solicitud.'],
      [String(elsewhere.cheap.offerId), 'Ese presupuesto no es de esta solicitud.'],
      ['abc', 'Elegí uno de los presupuestos de la lista.'],
      ['1.5', 'Elegí uno de los presupuestos de la lista.'],
      ['', 'Elegí uno de los presupuestos de la lista.'],
    ]
    for (const intent of ['confirm-accept', 'accept']) {
      for (const [offerId, message] of cases) {
        const refused = await decide(request.id, builder.cookie, [
          ['intent', intent],
          ['offerId', offerId],
        ])
        expect([intent, offerId, refused.status, refused.reply?.error]).toEqual([intent, offerId, 400, message])
      }
    }
    expect(requestRow(request.id).status).toBe('open')
    expect(requestRow(elsewhere.request.id).status).toBe('open')
  })

  test(
    'two accepts of two offers at once, from two processes: exactly one wins, the other finds the request closed',
    async () => {
      const { cheap, dear, request } = await requestWithOffers()
      const outcomes = await raceProcesses<string>('accept-offer-worker.ts', [
        [String(request.id), String(cheap.offerId), String(cheap.revisionId)],
        [String(request.id), String(dear.offerId), String(dear.revisionId)],
      ])
      expect([...outcomes].sort()).toEqual(['accepted', 'closed'])
      const winner = outcomes[0] === 'accepted' ? cheap : dear
      expect(requestRow(request.id)).toMatchObject({
        status: 'accepted',
        acceptedOfferId: winner.offerId,
        acceptedProfileId: winner.profile.id,
      })
    },
    RACE_TIMEOUT_MS,
  )
})

test('a decision goes out at once, even right after another e-mail on the same request, and carries what was folded', async () => {
  const { builder, cheap, request } = await requestWithOffers()
  const thread = { threadKey: `request:${request.id}` as const, path: pagePath(request.id), label: 'Ver la solicitud' }
  // A new-request e-mail just went out, and a revision e-mail after it was folded.
  notify(db, { ...thread, userId: cheap.user.id, subject: 'Nueva solicitud', sentences: ['Nueva solicitud.'] })
  notify(db, { ...thread, userId: cheap.user.id, subject: 'Mensaje', sentences: ['Te escribieron.'] })
  await decide(request.id, builder.cookie, [
    ['intent', 'accept'],
    ['offerId', String(cheap.offerId)],
    ['revisionId', String(cheap.revisionId)],
  ])
  const mails = emailsTo(cheap.user.email)
  expect(mails.map((email) => email.subject)).toEqual([
    'Nueva solicitud',
    'Tu presupuesto fue aceptado: «Impermeabilizar terraza de 120 m²»',
  ])
  expect(mails[1]!.text).toContain('Además hubo 1 novedad más')
})

describe('cancelling', () => {
  test('closes the request for everyone after a confirmation, and tells the providers', async () => {
    const { builder, cheap, dear, request } = await requestWithOffers()
    const confirm = await decide(request.id, builder.cookie, [['intent', 'confirm-cancel']])
    expect(confirm.reply?.confirm).toEqual({ intent: 'cancel' })
    expect(requestRow(request.id).status).toBe('open')
    const cancelled = await decide(request.id, builder.cookie, [['intent', 'cancel']])
    expect(cancelled.status).toBe(302)
    expect((await toastOf(cancelled.headers))?.title).toBe('Cancelaste la solicitud')
    expect(requestRow(request.id)).toMatchObject({ status: 'cancelled', acceptedOfferId: null })
    expect(emailsTo(cheap.user.email).map((email) => email.subject)).toEqual([
      'El cliente canceló la solicitud: «Impermeabilizar terraza de 120 m²»',
    ])
    expect(emailsTo(dear.user.email).map((email) => email.subject)).toEqual([
      'El cliente canceló la solicitud: «Impermeabilizar terraza de 120 m²»',
    ])
    expect(emailsTo(builder.user.email).map((email) => email.subject)).toEqual([
      'Cancelaste la solicitud: «Impermeabilizar terraza de 120 m²»',
    ])

    const accept = await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(cheap.revisionId)],
    ])
    expect(await toastOf(accept.headers)).toMatchObject({ type: 'error' })
    const cancelAgain = await decide(request.id, builder.cookie, [['intent', 'confirm-cancel']])
    expect([cancelAgain.status, cancelAgain.reply?.error]).toEqual([400, expect.stringContaining('Esta solicitud ya está cerrada')])
    expect(requestRow(request.id).status).toBe('cancelled')
  })

  test('a closed request takes no new offers or revisions, whatever path writes them', async () => {
    const { builder, cheap, request } = await requestWithOffers()
    const late = createAccount(db, { businessName: 'Llegó Tarde' })
    const lateRecipient = addRecipient(db, { requestId: request.id, profileId: late.profile.id })
    await decide(request.id, builder.cookie, [['intent', 'cancel']])
    const revisionsBefore = db.get<{ count: number }>(sql`SELECT count(*) AS count FROM offer_revisions`).count
    expect(() => submitTestOffer(db, { recipientId: cheap.recipient.id, lines: [line('Membrana', 100, 100, 'materiales')] })).toThrow(
      /solicitud cerrada/,
    )
    expect(() => submitTestOffer(db, { recipientId: lateRecipient.id, lines: [line('Membrana', 100, 100, 'materiales')] })).toThrow(
      /solicitud cerrada/,
    )
    expect(db.get<{ count: number }>(sql`SELECT count(*) AS count FROM offer_revisions`).count).toBe(revisionsBefore)
    expect(db.get<{ count: number }>(sql`SELECT count(*) AS count FROM offers WHERE recipient_id = ${lateRecipient.id}`).count).toBe(0)
  })
})

describe('who may see and decide', () => {
  test('another builder and a provider the request did not reach get 404 on the page and on every post', async () => {
    const { cheap, request } = await requestWithOffers()
    const outsiders = [createAccount(db, { role: 'constructor' }), createAccount(db, { businessName: 'Otro Techista' })]
    for (const outsider of outsiders) {
      const cookie = await signedInCookie(outsider.user.id)
      expect((await view(request.id, cookie)).status).toBe(404)
      for (const fields of [
        [
          ['intent', 'confirm-accept'],
          ['offerId', String(cheap.offerId)],
        ],
        [
          ['intent', 'accept'],
          ['offerId', String(cheap.offerId)],
          ['revisionId', String(cheap.revisionId)],
        ],
        [['intent', 'confirm-cancel']],
        [['intent', 'cancel']],
      ] as Fields[]) {
        expect((await decide(request.id, cookie, fields)).status).toBe(404)
      }
    }
    // A provider it reached sees its own side, and cannot decide for the builder.
    expect(((await view(request.id, cheap.cookie)).reply as { view: string }).view).toBe('recipient')
    await decide(request.id, cheap.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(cheap.revisionId)],
    ])
    expect(requestRow(request.id)).toMatchObject({ status: 'open', acceptedOfferId: null })
  })
})

describe('Contratación verificada', () => {
  test('marks a review written after the builder accepted that provider’s offer, never one written before it', async () => {
    const { builder, cheap, request } = await requestWithOffers()
    const listing = createListing(db, { profileId: cheap.profile.id })
    const stranger = createAccount(db, { role: 'constructor', businessName: 'Sin Contrato' })
    const earlier = new Date(Date.now() - 60_000)
    createReview(db, { listingId: listing.id, userId: builder.user.id, rating: 5, comment: 'Antes de contratar.', createdAt: earlier })
    createReview(db, { listingId: listing.id, userId: stranger.user.id, rating: 3, comment: 'Correcto.' })
    const marks = () =>
      Object.fromEntries(
        [...listListingReviews(db, listing.id).reviews, ...listProfileReviews(db, cheap.profile.id).reviews].map((review) => [
          review.comment,
          review.verifiedHiring,
        ]),
      )
    expect(marks()).toEqual({ 'Antes de contratar.': false, 'Correcto.': false })
    await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(cheap.revisionId)],
    ])
    // The hire came after the first review: it vouches only for what is written from now on.
    expect(marks()).toEqual({ 'Antes de contratar.': false, 'Correcto.': false })
    // One review per builder and provider: the builder deletes the early one and writes after the work.
    db.delete(schema.reviews).where(eq(schema.reviews.comment, 'Antes de contratar.')).run()
    createReview(db, {
      listingId: listing.id,
      userId: builder.user.id,
      rating: 5,
      comment: 'Después de contratar.',
      createdAt: new Date(Date.now() + 1000),
    })
    expect(marks()).toEqual({ 'Correcto.': false, 'Después de contratar.': true })
  })
})

describe('the review prompt after a hire', () => {
  const DAY = 24 * 60 * 60 * 1000
  test('30 days after accepting (or once a longer plazo has run), one e-mail and a line on the request, until the builder reviews', async () => {
    const { builder, cheap, request } = await requestWithOffers()
    await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(cheap.revisionId)],
    ])
    const acceptedAt = requestRow(request.id).closedAt!
    const prompts = () => emailsTo(builder.user.email).filter((email) => email.subject.startsWith('¿Trabajo terminado?'))
    const reviewForm = `/perfilDeProveedorActivo/${cheap.profile.id}?resena#dejar-resena`

    expect(sendReviewPrompts(db, acceptedAt + 29 * DAY)).toBe(0)
    expect(reviewPromptFor(db, request.id, acceptedAt + 29 * DAY)).toBeNull()
    expect(sendReviewPrompts(db, acceptedAt + 30 * DAY)).toBe(1)
    await queuedEmailsSent()
    expect(prompts().map((email) => email.subject)).toEqual(['¿Trabajo terminado? Dejá tu reseña de Techos Económicos'])
    expect(prompts()[0]!.text).toContain(reviewForm)
    // Once: a later run sends nothing more.
    expect(sendReviewPrompts(db, acceptedAt + 31 * DAY)).toBe(0)
    expect(prompts()).toHaveLength(1)

    // The line on the request page, now that the work should be done.
    db.run(sql`UPDATE quote_requests SET closed_at = ${Date.now() - 31 * DAY} WHERE id = ${request.id}`)
    expect(((await view(request.id, builder.cookie)).reply as { reviewPrompt: string | null }).reviewPrompt).toBe(reviewForm)
    // Reviewed: the line goes.
    createReview(db, { listingId: createListing(db, { profileId: cheap.profile.id }).id, userId: builder.user.id, rating: 5 })
    expect(((await view(request.id, builder.cookie)).reply as { reviewPrompt: string | null }).reviewPrompt).toBeNull()
  })

  test('a plazo longer than 30 days is waited out', async () => {
    const { builder, cheap, request } = await requestWithOffers()
    db.run(sql`UPDATE offer_revisions SET duration_days = 90 WHERE id = ${cheap.revisionId}`)
    await decide(request.id, builder.cookie, [
      ['intent', 'accept'],
      ['offerId', String(cheap.offerId)],
      ['revisionId', String(cheap.revisionId)],
    ])
    const acceptedAt = requestRow(request.id).closedAt!
    expect(sendReviewPrompts(db, acceptedAt + 89 * DAY)).toBe(0)
    expect(sendReviewPrompts(db, acceptedAt + 90 * DAY)).toBe(1)
  })
})
