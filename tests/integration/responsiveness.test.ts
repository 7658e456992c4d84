import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { ResponsivenessLines } from '~/components/ProviderProfile'
import { declineRequest, submitOffer } from '~/models/offers.server'
import { loader as profileLoader } from '~/routes/perfilDeProveedorActivo.$profileId'
import { loader as listingLoader } from '~/routes/proveedor.$id'
import { db } from '~/server/db.server'
import { createAccount, createListing, createRoutedRequest, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A claimed provider and the builder who asks it for quotes. */
function seedProvider() {
  const provider = createAccount(db)
  const listing = createListing(db, { businessName: 'Techos Puntuales', profileId: provider.profile.id })
  const builder = createAccount(db, { role: 'constructor' })
  return { profileId: provider.profile.id, listingId: listing.id, builderId: builder.user.id }
}

/** A solicitud that reached the provider `daysAgo` days ago, as routing leaves it. */
function receivedRequest({ profileId, builderId }: { profileId: number; builderId: number }, sentAt: number) {
  const { recipientIds } = createRoutedRequest(db, { userId: builderId, recipientProfileIds: [profileId] })
  const recipientId = recipientIds[0]!
  db.update(schema.quoteRequestRecipients)
    .set({ sentAt: new Date(sentAt) })
    .where(eq(schema.quoteRequestRecipients.id, recipientId))
    .run()
  return recipientId
}

function offer(recipientId: number, at: number) {
  const result = submitOffer(
    db,
    {
      recipientId,
      lines: [{ description: 'Membrana', quantityHundredths: 100, unit: 'm2', unitPriceCents: 100_000, kind: 'materiales' }],
      iva: { mode: 'incluido' },
      validUntil: '2099-12-31',
      durationDays: 5,
      paymentTerms: '',
      notes: '',
    },
    new Date(at),
  )
  expect(result.status).toBe('sent')
}

const pages = async ({ profileId, listingId }: { profileId: number; listingId: number }) => [
  await profileLoader({
    request: new Request(`http://localhost/perfilDeProveedorActivo/${profileId}`),
    params: { profileId: String(profileId) },
    context: {},
  }),
  await listingLoader({ request: new Request(`http://localhost/proveedor/${listingId}`), params: { id: String(listingId) }, context: {} }),
]

const lines = (data: Parameters<typeof ResponsivenessLines>[0]) =>
  renderToStaticMarkup(createElement(ResponsivenessLines, data))
    .split(/<li>|<\/li>/)
    .filter((part) => part && !part.startsWith('<'))

describe('how a provider answers solicitudes, on its public pages', () => {
  test('median time to the first answer, rounded up, and the share answered, over the last 90 days', async () => {
    const provider = seedProvider()
    const now = Date.now()
    // Answered in 1 h by an offer.
    offer(receivedRequest(provider, now - 30 * DAY), now - 30 * DAY + HOUR)
    // Answered in 2 h 10 min by an offer, revised two days later: the first answer counts.
    const revised = receivedRequest(provider, now - 10 * DAY)
    offer(revised, now - 10 * DAY + 2 * HOUR + 10 * MINUTE)
    offer(revised, now - 8 * DAY)
    // Answered in 5 h 30 min with 'No me interesa'.
    const declined = receivedRequest(provider, now - 20 * DAY)
    expect(declineRequest(db, { recipientId: declined, reason: null }, now - 20 * DAY + 5 * HOUR + 30 * MINUTE).status).toBe('declined')
    // Never answered.
    receivedRequest(provider, now - 40 * DAY)
    // Outside the 90 days: answered slowly, and left out.
    offer(receivedRequest(provider, now - 91 * DAY), now - 91 * DAY + 100 * HOUR)

    for (const data of await pages(provider)) {
      // Median of 1 h, 2 h 10 min and 5 h 30 min is 2 h 10 min: under 3 hours. 3 of 4 answered.
      expect(data.responsiveness).toEqual({ hoursUnder: 3, answeredPercent: 75 })
      expect(lines(data)).toEqual(['Responde en menos de 3 horas', 'Respondió el 75 % de las solicitudes'])
    }
  })

  test('two solicitudes in 90 days show nothing; unanswered ones show no time', async () => {
    const provider = seedProvider()
    const now = Date.now()
    offer(receivedRequest(provider, now - 3 * DAY), now - 3 * DAY + 20 * MINUTE)
    offer(receivedRequest(provider, now - 5 * DAY), now - 5 * DAY + 40 * MINUTE)
    receivedRequest(provider, now - 95 * DAY)
    for (const data of await pages(provider)) {
      expect(data.responsiveness).toBeNull()
      expect(lines(data)).toEqual([])
    }

    // A third that arrived minutes ago, or a day ago, is not late yet: still nothing to show.
    receivedRequest(provider, now - 10 * MINUTE)
    receivedRequest(provider, now - 1 * DAY)
    for (const data of await pages(provider)) expect(data.responsiveness).toBeNull()

    receivedRequest(provider, now - 2 * DAY - MINUTE)
    for (const data of await pages(provider)) {
      expect(lines(data)).toEqual(['Responde en menos de 1 hora', 'Respondió el 67 % de las solicitudes'])
    }

    const silent = seedProvider()
    for (const days of [3, 4, 5]) receivedRequest(silent, now - days * DAY)
    for (const data of await pages(silent)) expect(lines(data)).toEqual(['Respondió el 0 % de las solicitudes'])
  })
})
