import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { findListings, getActiveListing, listOwnListings } from '~/models/listings.server'
import { updateProfile } from '~/models/profile.server'
import { publishListing, updateOwnListing } from '~/models/publishing.server'
import { addReview, listProfileReviews } from '~/models/reviews.server'
import { action as publishAction, loader as publishLoader } from '~/routes/publicar-servicio/route'
import { action as stateAction, loader as stateLoader } from '~/routes/servicios.$id.estado'
import { db } from '~/server/db.server'
import { answer, ORIGIN, post, signedInCookie, toastOf, type Fields } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'
import { raceProcesses } from '../setup/race'

beforeEach(() => resetDatabase(db))

const SERVICE = { zona: 'CABA', localidad: 'Palermo', description: 'Techos de chapa y tejas con garantía.' }

async function provider(plan: 'free' | 'premium' = 'free', businessName = 'Techos del Sur') {
  const account = createAccount(db, { plan, businessName })
  db.update(schema.providerProfiles)
    .set({ phone: '+541143214321', address: 'Av. Rivadavia 1234', website: 'https://techosdelsur.com.ar', contactPerson: 'Ana Pérez' })
    .where(eq(schema.providerProfiles.id, account.profile.id))
    .run()
  const publish = (sector: string, subsector: string, extra: { phone?: string } = {}) => {
    const outcome = publishListing(db, { userId: account.user.id, sector, subsector, ...SERVICE, ...extra })
    if (outcome.status !== 'published') throw new Error(`not published: ${outcome.status}`)
    return outcome.listingId
  }
  return { ...account, publish, cookie: await signedInCookie(account.user.id) }
}

const editFields = (values: Record<string, string>): Fields =>
  Object.entries({ ...SERVICE, ...values }).map(([name, value]) => [name, value] as const)

async function loaderStatus(request: Request) {
  try {
    await publishLoader({ request, params: {}, context: {} })
    return 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

describe("'Editar' a published service", () => {
  test('the publish form comes filled in with the service, and saving rewrites it', async () => {
    const roofer = await provider()
    const listingId = roofer.publish('cubiertas', 'techistas')
    const data = (await publishLoader({
      request: new Request(`${ORIGIN}/publicar-servicio?servicio=${listingId}`, { headers: { Cookie: roofer.cookie } }),
      params: {},
      context: {},
    })) as { editing: Record<string, unknown> | null }
    expect(data.editing).toMatchObject({
      sector: 'cubiertas',
      subsector: 'techistas',
      zona: 'CABA',
      localidad: 'Palermo',
      description: SERVICE.description,
      phone: '',
    })

    const saved = await answer(
      publishAction,
      post(
        `/publicar-servicio?servicio=${listingId}`,
        editFields({
          sector: 'cubiertas',
          subsector: 'zingueria',
          zona: 'GBA Norte',
          localidad: 'San Isidro',
          description: 'Canaletas y babetas.',
        }),
        { Cookie: roofer.cookie },
      ),
    )
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe('/perfil?tab=services')
    expect(await toastOf(saved.headers)).toMatchObject({ title: 'Servicio actualizado' })
    expect(getActiveListing(db, listingId)).toMatchObject({
      subsector: { slug: 'zingueria' },
      zona: 'GBA Norte',
      localidad: 'San Isidro',
      description: 'Canaletas y babetas.',
    })
    expect(listOwnListings(db, roofer.profile.id)).toHaveLength(1)
  })

  test('invalid input comes back next to the field with what was typed, and changes nothing', async () => {
    const roofer = await provider()
    const listingId = roofer.publish('cubiertas', 'techistas')
    const result = await answer<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(
      publishAction,
      post(
        `/publicar-servicio?servicio=${listingId}`,
        editFields({ sector: 'cubiertas', subsector: 'techistas', localidad: 'Atlantis', description: 'Nuevo texto' }),
        { Cookie: roofer.cookie },
      ),
    )
    expect(result.status).toBe(400)
    expect(result.reply?.result.error.localidad).toEqual(['Elegí una localidad de CABA de la lista'])
    expect(result.reply?.result.initialValue.description).toBe('Nuevo texto')
    expect(getActiveListing(db, listingId)?.description).toBe(SERVICE.description)
  })

  test("someone else's service, an unknown one or a bad id is not found, to the page and to a post", async () => {
    const roofer = await provider()
    const listingId = roofer.publish('cubiertas', 'techistas')
    const stranger = await provider('free', 'Otra Empresa')
    for (const query of [`servicio=${listingId}`, 'servicio=999999', 'servicio=abc']) {
      expect(await loaderStatus(new Request(`${ORIGIN}/publicar-servicio?${query}`, { headers: { Cookie: stranger.cookie } }))).toBe(404)
    }
    const forged = await answer(
      publishAction,
      post(`/publicar-servicio?servicio=${listingId}`, editFields({ sector: 'cubiertas', subsector: 'techistas', description: 'Robado' }), {
        Cookie: stranger.cookie,
      }),
    )
    expect(forged.status).toBe(404)
    expect(getActiveListing(db, listingId)?.description).toBe(SERVICE.description)
  })

  test('the free plan: moving a service to a third subsector is refused; within the two, or alone, it is not', async () => {
    const roofer = await provider()
    const roofing = roofer.publish('cubiertas', 'techistas')
    const secondRoofing = roofer.publish('cubiertas', 'techistas')
    roofer.publish('cubiertas', 'zingueria')
    const input = { userId: roofer.user.id, ...SERVICE }
    expect(updateOwnListing(db, { ...input, listingId: secondRoofing, sector: 'fundaciones', subsector: 'bases' })).toEqual({
      status: 'limit',
      limit: 2,
    })
    expect(getActiveListing(db, secondRoofing)?.subsector.slug).toBe('techistas')

    const refused = await answer<{ result: { error: Record<string, string[]> }; limitReached?: boolean }>(
      publishAction,
      post(`/publicar-servicio?servicio=${secondRoofing}`, editFields({ sector: 'fundaciones', subsector: 'bases' }), {
        Cookie: roofer.cookie,
      }),
    )
    expect(refused.status).toBe(403)
    expect(refused.reply?.limitReached).toBe(true)

    expect(updateOwnListing(db, { ...input, listingId: secondRoofing, sector: 'cubiertas', subsector: 'zingueria' })).toMatchObject({
      status: 'published',
    })
    // The only roofing service left may move anywhere: it frees its subsector as it goes.
    expect(updateOwnListing(db, { ...input, listingId: roofing, sector: 'fundaciones', subsector: 'bases' })).toMatchObject({
      status: 'published',
    })
  })

  test(
    'under concurrency: an edit and a publish racing from separate processes never pass two subsectors',
    { timeout: 60_000 },
    async () => {
      for (let round = 0; round < 2; round++) {
        resetDatabase(db)
        const roofer = await provider()
        const [first, second] = [roofer.publish('cubiertas', 'techistas'), roofer.publish('cubiertas', 'techistas')]
        const outcomes = (
          await raceProcesses<string[]>('listing-worker.ts', [
            [String(roofer.user.id), `edit:${first}:cubiertas/zingueria`],
            [String(roofer.user.id), 'publish:fundaciones/bases'],
            [String(roofer.user.id), `edit:${second}:estructura/hormigon`],
          ])
        ).flat()
        const subsectors = new Set(listOwnListings(db, roofer.profile.id).map((listing) => listing.subsector.slug))
        expect(subsectors.size, JSON.stringify(outcomes)).toBeLessThanOrEqual(2)
        expect(outcomes.filter((status) => status === 'limit').length).toBeGreaterThanOrEqual(1)
      }
    },
  )
})

describe("'Pausar' / 'Reactivar'", () => {
  const toggle = async (listingId: number, active: boolean, cookie: string) =>
    answer(stateAction, post(`/servicios/${listingId}/estado`, [['active', String(active)]], { Cookie: cookie }), { id: String(listingId) })

  test('a paused service leaves search and its sector page, keeps its reviews, and comes back when reactivated', async () => {
    const roofer = await provider('free', 'Techos Pausables')
    const listingId = roofer.publish('cubiertas', 'techistas')
    addReview(db, { userId: createAccount(db, { role: 'constructor' }).user.id, listingId, rating: 5 })
    const visible = () => ({
      search: findListings(db, { term: 'Pausables' }).items.map((item) => item.id),
      sector: findListings(db, { sectorSlug: 'cubiertas', subsectorSlug: 'techistas' }).items.map((item) => item.id),
    })
    expect(visible()).toEqual({ search: [listingId], sector: [listingId] })

    const paused = await toggle(listingId, false, roofer.cookie)
    expect(paused.status).toBe(302)
    expect(paused.headers.get('Location')).toBe('/perfil?tab=services')
    expect(await toastOf(paused.headers)).toMatchObject({ title: 'Servicio pausado' })
    expect(visible()).toEqual({ search: [], sector: [] })
    expect(listOwnListings(db, roofer.profile.id)).toMatchObject([{ id: listingId, isActive: false, reviewCount: 1 }])
    expect(listProfileReviews(db, roofer.profile.id).count).toBe(1)

    expect(await toastOf((await toggle(listingId, true, roofer.cookie)).headers)).toMatchObject({ title: 'Servicio reactivado' })
    expect(visible()).toEqual({ search: [listingId], sector: [listingId] })
    expect(getActiveListing(db, listingId)).toMatchObject({ reviewCount: 1, ratingAverage: 5 })
  })

  test("only the owner: anyone else's post is not found and changes nothing; bad input is a 400", async () => {
    const roofer = await provider()
    const listingId = roofer.publish('cubiertas', 'techistas')
    const stranger = await provider('free', 'Otra Empresa')
    expect((await toggle(listingId, false, stranger.cookie)).status).toBe(404)
    expect((await toggle(999999, false, roofer.cookie)).status).toBe(404)
    expect(getActiveListing(db, listingId)).toBeDefined()
    const bad = await answer(stateAction, post(`/servicios/${listingId}/estado`, [['active', 'quizás']], { Cookie: roofer.cookie }), {
      id: String(listingId),
    })
    expect(bad.status).toBe(400)
    const visitor = await answer(stateAction, post(`/servicios/${listingId}/estado`, [['active', 'false']]), { id: String(listingId) })
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/auth/)
    expect(getActiveListing(db, listingId)).toBeDefined()
    expect((stateLoader() as Response).status).toBe(302)
  })
})

describe("'Datos Personales' on every listing", () => {
  test('a changed phone, address, website, contact or name shows on every card of the provider at once', async () => {
    const roofer = await provider('free', 'Techos del Sur')
    const [roofing, gutters] = [roofer.publish('cubiertas', 'techistas'), roofer.publish('cubiertas', 'zingueria')]
    const ownPhone = roofer.publish('cubiertas', 'zingueria', { phone: '+5491100001111' })
    updateProfile(db, roofer.user.id, {
      businessName: 'Techos del Norte',
      contactPerson: 'Beto Gómez',
      phone: '+541155556666',
      address: 'Cabildo 500',
      website: 'https://techosdelnorte.com.ar',
    })
    const cards = findListings(db, { sectorSlug: 'cubiertas' }).items
    for (const id of [roofing, gutters]) {
      expect(cards.find((card) => card.id === id)).toMatchObject({
        businessName: 'Techos del Norte',
        contactPerson: 'Beto Gómez',
        phone: '+541155556666',
        address: 'Cabildo 500',
        website: 'https://techosdelnorte.com.ar',
      })
    }
    // A phone typed for one service is that service's own.
    expect(cards.find((card) => card.id === ownPhone)).toMatchObject({ businessName: 'Techos del Norte', phone: '+5491100001111' })
  })
})
