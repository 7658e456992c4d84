import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { FREE_REQUESTS_PER_MONTH, REQUEST_RECIPIENTS_MAX, type Plan } from '~/constants'
import {
  buenosAiresMonthStart,
  createQuoteRequest,
  unclaimedFallback,
  widerPlaces,
  type NewQuoteRequest,
} from '~/models/quote-requests.server'
import { saveServiceAreas } from '~/models/service-areas.server'
import { loader as requestPageLoader } from '~/routes/solicitudes.$id/route'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { ORIGIN, signedInCookie } from '../setup/actions'
import { createAccount, createListing, resetDatabase } from '../setup/factories'
import { lastEmailTo } from '../setup/outbox'
import { raceProcesses } from '../setup/race'

beforeEach(() => resetDatabase(db))

const NOW = new Date('2026-11-26T12:00:00Z')

function builder(plan: Plan = 'premium') {
  return createAccount(db, { role: 'constructor', plan }).user
}

/** A provider with one claimed listing of Techistas in CABA unless told otherwise. */
function provider({
  plan = 'free',
  verified = false,
  listing = {},
}: { plan?: Plan; verified?: boolean; listing?: Partial<typeof schema.listings.$inferInsert> } = {}) {
  const { user, profile } = createAccount(db, { plan })
  if (verified) db.update(schema.providerProfiles).set({ verified: true }).where(eq(schema.providerProfiles.id, profile.id)).run()
  const { ratingTotal, reviewCount, ...values } = listing
  const created = createListing(db, { profileId: profile.id, ...values })
  // A claimed listing's counters follow its provider's reviews (migrations/0010): set as if written.
  if (reviewCount) db.update(schema.listings).set({ ratingTotal, reviewCount }).where(eq(schema.listings.id, created.id)).run()
  return { user, profile, listing: created }
}

function send(userId: number, values: Partial<NewQuoteRequest> = {}, now = NOW) {
  return createQuoteRequest(
    db,
    {
      userId,
      title: 'Reparar techo de losa',
      sectorSlug: 'cubiertas',
      subsectorSlug: 'techistas',
      place: 'Palermo',
      description: 'Filtraciones en la terraza.',
      desiredStartOn: null,
      items: [{ description: 'Membrana asfáltica', quantityHundredths: 4000, unit: 'm2' }],
      attachments: [],
      ...values,
    },
    now,
  )
}

function sentRequestId(outcome: ReturnType<typeof send>) {
  if (outcome.status !== 'sent') throw new Error(`expected sent, got ${outcome.status}`)
  return outcome.requestId
}

const recipientsOf = (requestId: number) =>
  db
    .all<{ profileId: number }>(
      sql`SELECT profile_id AS profileId FROM quote_request_recipients WHERE request_id = ${requestId} ORDER BY id`,
    )
    .map((row) => row.profileId)

/** Requests a provider already received, as rows sent at `sentAt` by another builder. */
function receivedBefore(profileId: number, count: number, sentAt: Date) {
  const requester = builder()
  for (let i = 0; i < count; i++) {
    const request = db
      .insert(schema.quoteRequests)
      .values({ userId: requester.id, title: `Anterior ${i}`, sectorSlug: 'cubiertas', subsectorSlug: 'techistas', place: 'Palermo' })
      .returning()
      .get()
    db.insert(schema.quoteRequestRecipients).values({ requestId: request.id, profileId, sentAt }).run()
  }
}

describe('matching', () => {
  test('orders premium, then Perfil Verificado, then rating weighted by its count', () => {
    const fewFives = provider({ listing: { ratingTotal: 10, reviewCount: 2 } })
    const manyGood = provider({ listing: { ratingTotal: 4 * 45, reviewCount: 45 } })
    const verified = provider({ verified: true })
    const premium = provider({ plan: 'premium' })
    const unrated = provider()
    const poor = provider({ listing: { ratingTotal: 20, reviewCount: 10 } })

    const requestId = sentRequestId(send(builder().id))

    // 4.0 over 45 reviews (≈ 3.94) beats 5.0 over 2 (≈ 3.93) and no reviews (3.5); 2.0 over 10 is last.
    expect(recipientsOf(requestId)).toEqual([premium, verified, manyGood, fewFives, unrated].map((p) => p.profile.id))
    expect(recipientsOf(requestId)).not.toContain(poor.profile.id)
  })

  test('then the share of requests answered, then whoever was sent one least recently', () => {
    const providers = Array.from({ length: 6 }, () => provider().profile.id)
    const first = sentRequestId(send(builder().id))
    expect(recipientsOf(first)).toEqual(providers.slice(0, 5))

    // The first four answer (one declines), the fifth never does; the sixth has no history yet.
    const [a, b, c, d, silent, newcomer] = providers as [number, number, number, number, number, number]
    for (const [profileId, status] of [
      [a, 'offered'],
      [b, 'declined'],
      [c, 'offered'],
      [d, 'offered'],
    ] as const) {
      db.run(sql`UPDATE quote_request_recipients SET status = ${status}, responded_at = ${NOW.getTime()}
        WHERE request_id = ${first} AND profile_id = ${profileId}`)
    }

    const second = sentRequestId(send(builder().id, {}, new Date(NOW.getTime() + 60_000)))
    expect(recipientsOf(second)).toEqual([newcomer, a, b, c, d])
    expect(recipientsOf(second)).not.toContain(silent)
  })

  test('the provider the builder came from goes first when it matches', () => {
    const others = Array.from({ length: 5 }, () => provider({ plan: 'premium' }))
    const chosen = provider()
    const requestId = sentRequestId(send(builder().id, { preferredListingId: chosen.listing.id }))
    expect(recipientsOf(requestId)).toEqual([chosen, ...others.slice(0, 4)].map((p) => p.profile.id))
  })

  test('reaches only claimed, active listings of the subsector and zone whose owner is neither suspended nor the requester', () => {
    const eligible = provider()
    const suspended = provider()
    db.update(schema.users).set({ suspendedAt: NOW, suspensionReason: 'Fraude' }).where(eq(schema.users.id, suspended.user.id)).run()
    createListing(db, { businessName: 'Sin reclamar' })
    provider({ listing: { zona: 'GBA Norte', localidad: 'Tigre' } })
    provider({ listing: { subsectorSlug: 'tejas' } })
    provider({ listing: { isActive: false } })
    const requester = createAccount(db, { plan: 'premium' })
    createListing(db, { profileId: requester.profile.id })

    const requestId = sentRequestId(send(requester.user.id))
    expect(recipientsOf(requestId)).toEqual([eligible.profile.id])
  })

  test('a provider that declared its Zonas de trabajo receives the requests of those places, and only those', () => {
    // A zinguería listed in Morón that ticked Palermo and Vicente López, not Moreno.
    const declared = provider({ listing: { subsectorSlug: 'zingueria', zona: 'GBA Oeste', localidad: 'Morón' } })
    saveServiceAreas(db, { userId: declared.user.id, placeSlugs: ['palermo', 'vicente-lopez'] })
    // One that declared nothing serves its listing's zone.
    const undeclared = provider({ listing: { subsectorSlug: 'zingueria', zona: 'GBA Oeste', localidad: 'Moreno' } })
    const zingueria = { subsectorSlug: 'zingueria' }

    expect(recipientsOf(sentRequestId(send(builder().id, { ...zingueria, place: 'Palermo' })))).toEqual([declared.profile.id])
    expect(recipientsOf(sentRequestId(send(builder().id, { ...zingueria, place: 'Vicente López' })))).toEqual([declared.profile.id])
    expect(recipientsOf(sentRequestId(send(builder().id, { ...zingueria, place: 'Moreno' })))).toEqual([undeclared.profile.id])
  })

  test('a provider whose only listing is in CABA and who declares Vicente López receives its requests', () => {
    const caba = provider()
    saveServiceAreas(db, { userId: caba.user.id, placeSlugs: ['vicente-lopez'] })
    expect(recipientsOf(sentRequestId(send(builder().id, { place: 'Vicente López' })))).toEqual([caba.profile.id])
    // Having declared places, its own barrio counts only if ticked.
    expect(send(builder().id, { place: 'Palermo' })).toMatchObject({ recipientCount: 0 })
  })

  test('one listing per provider, and never more than five providers', () => {
    const twoListings = provider()
    createListing(db, { profileId: twoListings.profile.id })
    for (let i = 0; i < 7; i++) provider()
    const requestId = sentRequestId(send(builder().id))
    const reached = recipientsOf(requestId)
    expect(reached).toHaveLength(REQUEST_RECIPIENTS_MAX)
    expect(new Set(reached).size).toBe(REQUEST_RECIPIENTS_MAX)
    expect(reached[0]).toBe(twoListings.profile.id)
  })

  test('a free provider receives at most ten a calendar month; premium has no cap', () => {
    const monthStart = new Date(buenosAiresMonthStart(NOW))
    const capped = provider()
    const premium = provider({ plan: 'premium' })
    const lastMonth = provider()
    receivedBefore(capped.profile.id, FREE_REQUESTS_PER_MONTH, monthStart)
    receivedBefore(premium.profile.id, FREE_REQUESTS_PER_MONTH * 2, monthStart)
    receivedBefore(lastMonth.profile.id, FREE_REQUESTS_PER_MONTH, new Date(monthStart.getTime() - 1))

    const requestId = sentRequestId(send(builder().id))
    expect(recipientsOf(requestId).sort()).toEqual([premium.profile.id, lastMonth.profile.id].sort())
  })

  test('the month is Buenos Aires’: 1 December 01:00 UTC is still November there', () => {
    expect(new Date(buenosAiresMonthStart(new Date('2026-12-01T01:00:00Z'))).toISOString()).toBe('2026-11-01T03:00:00.000Z')
    expect(new Date(buenosAiresMonthStart(new Date('2026-12-01T03:00:00Z'))).toISOString()).toBe('2026-12-01T03:00:00.000Z')
  })
})

describe('sending', () => {
  test('stores the request and its items, opens one conversation per provider and e-mails each of them', async () => {
    const reached = [provider(), provider()]
    const requester = builder()
    const requestId = sentRequestId(
      send(requester.id, {
        items: [
          { description: 'Membrana', quantityHundredths: 4000, unit: 'm2' },
          { description: 'Pintura asfáltica', quantityHundredths: 250, unit: 'u' },
        ],
      }),
    )
    expect(
      db.all(sql`SELECT position, description, quantity_hundredths AS q, unit FROM quote_request_items WHERE request_id = ${requestId}`),
    ).toEqual([
      { position: 0, description: 'Membrana', q: 4000, unit: 'm2' },
      { position: 1, description: 'Pintura asfáltica', q: 250, unit: 'u' },
    ])
    const conversations = db.all<{ provider: number; requester: number; subject: string }>(sql`
      SELECT provider_user_id AS provider, requester_user_id AS requester, subject FROM conversations WHERE request_id = ${requestId} ORDER BY id`)
    expect(conversations).toEqual(reached.map((p) => ({ provider: p.user.id, requester: requester.id, subject: 'Reparar techo de losa' })))
    for (const { user } of reached) {
      const email = await lastEmailTo(outboxDir(), user.email)
      expect(email.subject).toBe('Nueva solicitud de presupuesto: Reparar techo de losa')
      expect(email.text).toContain(`/solicitudes/${requestId}`)
    }
  })

  test('a request that matches nobody is kept, with no recipients', () => {
    const requestId = sentRequestId(send(builder().id))
    expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM quote_requests WHERE id = ${requestId}`).n).toBe(1)
    expect(recipientsOf(requestId)).toEqual([])
  })

  test('only premium accounts send, and five a day at most: the sixth is refused and stores nothing', () => {
    expect(send(builder('free').id).status).toBe('notPremium')
    provider({ plan: 'premium' })
    const requester = builder()
    const outcomes = Array.from({ length: 6 }, () => send(requester.id).status)
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'limited'])
    expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM quote_requests WHERE user_id = ${requester.id}`).n).toBe(5)
  })

  test('a request that reached nobody does not spend the day’s allowance', () => {
    const requester = builder()
    const noMatch = Array.from({ length: 6 }, () => send(requester.id).status)
    expect(noMatch).toEqual(Array(6).fill('sent'))
    provider({ plan: 'premium' })
    const outcomes = Array.from({ length: 6 }, () => send(requester.id).status)
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'limited'])
  })

  test(
    'twenty requests sent at once never put a free provider over its cap, a request over five, or a listing before its owner',
    { timeout: 60_000 },
    async () => {
      const free = Array.from({ length: 6 }, () => provider())
      // Four premium builders send five each (their daily limit); the first also has a listing that matches.
      const requesters = Array.from({ length: 4 }, () => createAccount(db, { plan: 'premium' }))
      const ownListing = createListing(db, { profileId: requesters[0]!.profile.id })
      const outcomes = await raceProcesses<string[]>(
        'quote-request-worker.ts',
        Array.from({ length: 5 }, () => requesters.map((r) => String(r.user.id))),
      )
      expect(outcomes.flat()).toEqual(Array(20).fill('sent'))

      const perRequest = db.all<{ n: number }>(sql`SELECT count(q.id) AS n FROM quote_requests r
      LEFT JOIN quote_request_recipients q ON q.request_id = r.id GROUP BY r.id`)
      expect(perRequest).toHaveLength(20)
      expect(Math.max(...perRequest.map((row) => row.n))).toBeLessThanOrEqual(REQUEST_RECIPIENTS_MAX)
      // 85 places asked of the free providers and 60 available: each reaches its cap, none passes it.
      for (const { profile } of free) {
        expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM quote_request_recipients WHERE profile_id = ${profile.id}`).n).toBe(
          FREE_REQUESTS_PER_MONTH,
        )
      }
      const ownerReached = db.all<{ requester: number }>(sql`SELECT r.user_id AS requester FROM quote_request_recipients q
      JOIN quote_requests r ON r.id = q.request_id WHERE q.listing_id = ${ownListing.id}`)
      expect(ownerReached).toHaveLength(15)
      expect(ownerReached.map((row) => row.requester)).not.toContain(requesters[0]!.user.id)
    },
  )
})

/** The loader data of /solicitudes/{id} as its requester opens it. */
async function builderPage(requesterId: number, requestId: number) {
  return (await requestPageLoader({
    request: new Request(`${ORIGIN}/solicitudes/${requestId}`, { headers: { Cookie: await signedInCookie(requesterId) } }),
    params: { id: String(requestId) },
    context: {},
  })) as { view: string; recipients: unknown[]; noMatch: { unclaimed: unknown[]; widerPlaces: string[] } | null }
}

describe('when nobody matched', () => {
  test('the unclaimed listings of the subsector and zone, with their phones', () => {
    const withPhone = createListing(db, { businessName: 'Techos Rivas', phone: '+5491144556677' })
    createListing(db, { businessName: 'Sin teléfono' })
    createListing(db, { businessName: 'Otra zona', zona: 'GBA Sur', localidad: 'Quilmes' })
    provider()
    createListing(db, { businessName: 'Inactivo', isActive: false })
    const fallback = unclaimedFallback(db, { title: 'Techo', sectorSlug: 'cubiertas', subsectorSlug: 'techistas', place: 'Palermo' })
    expect(fallback).toEqual([
      { name: 'Techos Rivas', phone: '+5491144556677', href: `/proveedor/${withPhone.id}` },
      { name: 'Sin teléfono', phone: null, href: expect.stringMatching(/^\/proveedor\/\d+$/) },
    ])
  })

  test('a wider zona: the other places of the same zone where providers of the subsector work', () => {
    const requester = builder()
    const routing = { userId: requester.id, title: 'Techo', sectorSlug: 'cubiertas', subsectorSlug: 'techistas', place: 'Tigre' }
    // Nobody in the subsector works anywhere: nothing to offer.
    expect(widerPlaces(db, routing)).toEqual([])

    const elsewhere = provider({ listing: { zona: 'GBA Sur', localidad: 'Quilmes' } })
    // Only other zones have providers: their places.
    expect(widerPlaces(db, routing)).toEqual(['Quilmes'])

    saveServiceAreas(db, { userId: elsewhere.user.id, placeSlugs: ['san-isidro', 'vicente-lopez', 'tigre'] })
    const otherTrade = provider({ listing: { subsectorSlug: 'tejas' } })
    saveServiceAreas(db, { userId: otherTrade.user.id, placeSlugs: ['pilar'] })
    // Neighbouring partidos of GBA Norte that a techista ticked (Tigre itself is not offered again).
    expect(widerPlaces(db, routing)).toEqual(['Vicente López', 'San Isidro'])
  })

  test("the builder's page of a request that reached nobody lists those phones and links the wider zona", async () => {
    const requester = builder()
    const listing = createListing(db, { businessName: 'Techos Rivas', phone: '+5491144556677' })
    createListing(db, { businessName: 'Zinguería de Quilmes', zona: 'GBA Sur', localidad: 'Quilmes', phone: '+541142530000' })
    const belgrano = provider()
    saveServiceAreas(db, { userId: belgrano.user.id, placeSlugs: ['belgrano'] })
    const requestId = sentRequestId(send(requester.id))
    const page = await builderPage(requester.id, requestId)
    expect(page.view).toBe('requester')
    expect(page.recipients).toEqual([])
    expect(page.noMatch).toEqual({
      unclaimed: [{ name: 'Techos Rivas', phone: '+5491144556677', href: `/proveedor/${listing.id}` }],
      widerPlaces: ['Belgrano'],
    })
  })

  test("a request that reached providers shows no fallback on the builder's page", async () => {
    const requester = builder()
    provider()
    const requestId = sentRequestId(send(requester.id))
    const page = await builderPage(requester.id, requestId)
    expect(page.recipients).toHaveLength(1)
    expect(page.noMatch).toBeNull()
  })
})
