/**
 * Demo data for RedObra: fictional Buenos Aires construction businesses, accounts, reviews,
 * favourites, materials and projects. Deterministic for a given seed, so two fresh databases
 * seeded alike hold the same rows (password salts aside).
 */
import { sql } from 'drizzle-orm'
import type { ImageStorage } from '../../app/server/image-storage.server'
import type { Db } from '../../app/server/sqlite.server'
import { hashPassword } from '../../app/server/password.server'
import { FREE_FAVORITES_LIMIT, FREE_SUBSECTORS_LIMIT, PROJECT_MAX_IMAGES } from '../../app/constants'
import { ZONES, placesOf, placesOfLocalidad, type Zone } from '../../app/taxonomy'
import {
  favorites,
  listings,
  materialDeliveryPlaces,
  materialPhotos,
  materials,
  projectImages,
  projects,
  providerProfiles,
  reviews,
  users,
} from '../schema'
import {
  BUILDER_WORDS,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  MATERIAL_CATALOGUE,
  MATERIAL_EXTRAS,
  PROJECT_TYPES,
  SURNAMES,
  ZONE_REACH,
  ascii,
  buildTaxonomy,
  businessName,
  describe,
  personName,
  phoneNumber,
  randomPlace,
  reviewComment,
  streetAddress,
  websiteFor,
  type Place,
  type ProjectType,
  type Slot,
  type SubsectorRef,
} from './data'
import { PROJECT_PALETTES, PROJECT_SCENES, materialImageKey, projectImageKey, renderImages, type ProjectScene } from './images'
import { databaseIsEmpty } from './empty'
import { stream } from './random'
import { seedRequests } from './requests'
import { seedStaffAccount, seedTrust } from './trust'

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data'
export { demoImageKeys } from './images'

export type SeedSummary = {
  users: number
  profiles: number
  listings: number
  reviews: number
  favorites: number
  materials: number
  projects: number
  projectImages: number
  images: number
}

/**
 * `now`: the instant materials' prices are confirmed against ('Precio al' moves with the clock, so
 * the demo's prices are current whenever it is seeded); the wall clock unless given.
 */
export type SeedOptions = { listings?: number; storage: ImageStorage; seed?: number; now?: number }

/**
 * What a demo material says besides its title and price: by its place in the catalogue, so that the
 * demo shows every state of spec/materials.md (to order, out of stock, more IVA with factura A,
 * used and sobrante de obra, a price to confirm, one past 90 days, one sold, and the six bricks and
 * blocks sold by the unit, each with a 'Precio de referencia') without moving the seeded random streams.
 */
function materialState(item: (typeof MATERIAL_CATALOGUE)[number], index: number, now: number) {
  const daysSinceConfirmed = { 19: 45, 21: 40, 35: 120 }[index] ?? index % 12
  const toOrder = [3, 17, 22].includes(index)
  const moreIva = index % 4 === 1
  return {
    category: item.category,
    unit: item.unit,
    content: item.content ?? null,
    ivaMode: moreIva ? ('mas_iva' as const) : ('incluido' as const),
    ivaRateBp: moreIva ? (index === 29 ? 1050 : 2100) : null,
    invoiceA: moreIva || index % 3 === 0,
    priceConfirmedAt: new Date(now - daysSinceConfirmed * DAY - index * 3_600_000),
    availability: toOrder ? ('a_pedido' as const) : index === 26 ? ('sin_stock' as const) : ('en_stock' as const),
    leadDays: toOrder ? 2 + (index % 9) : null,
    condition: index === 32 ? ('usado' as const) : [31, 33].includes(index) ? ('sobrante' as const) : ('nuevo' as const),
    minOrderHundredths: item.unit === 'unidad' && index < 13 ? 100_00 : null,
    status: index === 30 ? ('vendido' as const) : ('publicado' as const),
    soldAt: index === 30 ? new Date(now - 5 * DAY) : null,
  }
}

/**
 * Where a demo material is delivered, by its place in the catalogue: the áridos and cements to all
 * of GBA Oeste and its seller's zone, free from an amount; the others in turn to the seller's
 * whole zone, to its partido and the next two, to nowhere (pick-up only), or to its partido alone.
 */
function materialDelivery(index: number, place: Place) {
  const own = placesOfLocalidad(place.zone, place.localidad).map((zonaPlace) => zonaPlace.slug)
  const zone = placesOf(place.zone).map((zonaPlace) => zonaPlace.slug)
  if (index < 6) {
    const gbaOeste = placesOf('GBA Oeste').map((zonaPlace) => zonaPlace.slug)
    return { places: [...new Set([...gbaOeste, ...zone])], cost: 'sin_cargo_desde' as const, cents: 150_000_00 }
  }
  const next = zone.indexOf(own[0] ?? '')
  switch (index % 4) {
    case 0:
      return { places: zone, cost: 'a_convenir' as const, cents: null }
    case 1:
      return { places: [...new Set([...own, ...zone.slice(next + 1, next + 3)])], cost: 'fijo' as const, cents: 8_500_00 }
    case 2:
      return { places: [], cost: null, cents: null }
    default:
      return { places: own, cost: 'sin_cargo' as const, cents: null }
  }
}

const DEFAULT_LISTINGS = 420
const DEFAULT_SEED = 20251001
/** Every timestamp but a material's 'Precio al' is this instant minus a seeded offset, never the wall clock. */
const BASE_TIME = Date.parse('2025-10-01T12:00:00-03:00')
const DAY = 86_400_000
const EMAIL_DOMAIN = 'demo.redobra.com.ar'
const INSERT_CHUNK = 500
const OTHER_PROVIDERS = 45
const OTHER_BUILDERS = 30
const MATERIAL_COUNT = 40
const PROJECT_COUNT = 30

/* Accounts */

type Account = {
  userId: number
  profileId: number
  email: string
  role: 'constructor' | 'proveedor'
  plan: 'free' | 'premium'
  verified: boolean
  complete: boolean
  businessName: string
  contactPerson: string | null
  phone: string | null
  street: string | null
  website: string | null
  description: string | null
  place: Place
  createdAt: number
  planUpdatedAt: number | null
  /** Subsectors this provider publishes in (claimed listings only go there). */
  subsectors: SubsectorRef[]
}

function uniqueEmail(taken: Set<string>, local: string): string {
  const base =
    ascii(local)
      .replace(/[^a-z0-9.]+/g, '.')
      .replace(/\.{2,}/g, '.')
      .replace(/^\.|\.$/g, '')
      .slice(0, 40) || 'cuenta'
  let candidate = `${base}@${EMAIL_DOMAIN}`
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}${n}@${EMAIL_DOMAIN}`
  taken.add(candidate)
  return candidate
}

function chunked<T>(rows: readonly T[], run: (chunk: T[]) => void) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) run(rows.slice(i, i + INSERT_CHUNK))
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  if (!databaseIsEmpty(db)) {
    throw new Error('seedDemoData: the database already has users, listings, materials or projects; seed only an empty database')
  }
  const seed = options.seed ?? DEFAULT_SEED
  const { slots, subsectors } = buildTaxonomy()
  const requested = Math.max(1, Math.floor(options.listings ?? DEFAULT_LISTINGS))

  const [passwordHash, images] = await Promise.all([hashPassword(DEMO_PASSWORD), renderImages(options.storage)])

  /* Accounts */
  const rng = stream(seed, 'accounts')
  const emails = new Set<string>(Object.values(DEMO_ACCOUNTS))
  const accounts: Account[] = []
  const scale = Math.max(1, (requested * 0.03) / (3 + OTHER_PROVIDERS + OTHER_BUILDERS))
  const providerCount = Math.round(OTHER_PROVIDERS * scale)
  const builderCount = Math.round(OTHER_BUILDERS * scale)
  const subsectorBySlug = (sector: string, subsector: string) =>
    subsectors.find((s) => s.sector.slug === sector && s.subsector.slug === subsector) as SubsectorRef
  const createdDaysAgo = (min: number, max: number) => BASE_TIME - rng.int(min, max) * DAY - rng.int(0, DAY / 1000) * 1000

  const demoBuilderPlace: Place = { zone: 'GBA Oeste', partido: 'Morón', localidad: 'Castelar' }
  accounts.push({
    userId: 0,
    profileId: 0,
    email: DEMO_ACCOUNTS.builder,
    role: 'constructor',
    plan: 'premium',
    verified: false,
    complete: true,
    businessName: 'Constructora Delta SRL',
    contactPerson: 'Martín Gómez',
    phone: '+5491155874213',
    street: 'Av. Santa Rosa 1250',
    website: null,
    description: 'Construimos viviendas unifamiliares y ampliaciones en zona oeste.',
    place: demoBuilderPlace,
    createdAt: BASE_TIME - 420 * DAY,
    planUpdatedAt: BASE_TIME - 90 * DAY,
    subsectors: [],
  })
  const freePlace: Place = { zone: 'GBA Oeste', partido: 'La Matanza', localidad: 'Ramos Mejía' }
  accounts.push({
    userId: 0,
    profileId: 0,
    email: DEMO_ACCOUNTS.freeProvider,
    role: 'proveedor',
    plan: 'free',
    verified: true,
    complete: true,
    businessName: 'Zinguería Fernández e Hijos',
    contactPerson: 'Jorge Fernández',
    phone: '+541146582230',
    street: 'Av. Rivadavia 14250',
    website: 'www.zingueriafernandez.com.ar',
    description:
      'Zinguería y canaletas en Ramos Mejía y toda la zona oeste. Canaletas, babetas, cupertinas y bajadas pluviales de chapa galvanizada a medida. Pedí tu presupuesto sin cargo.',
    place: freePlace,
    createdAt: BASE_TIME - 510 * DAY,
    planUpdatedAt: null,
    subsectors: [subsectorBySlug('cubiertas', 'zingueria'), subsectorBySlug('cubiertas', 'canaletas')],
  })
  const premiumPlace: Place = { zone: 'GBA Oeste', partido: 'Ituzaingó', localidad: 'Ituzaingó' }
  accounts.push({
    userId: 0,
    profileId: 0,
    email: DEMO_ACCOUNTS.premiumProvider,
    role: 'proveedor',
    plan: 'premium',
    verified: true,
    complete: true,
    businessName: 'Hormigones del Oeste S.A.',
    contactPerson: 'Laura Benítez',
    phone: '+541144581900',
    street: 'Av. Rivadavia 22450',
    website: 'https://www.hormigonesdeloeste.com.ar',
    description:
      'Hormigón elaborado H-17 a H-30 con camión mixer, bombeo con pluma y hierro para construcción. Planta en Ituzaingó con entregas en todo GBA Oeste y CABA. Consultanos por WhatsApp.',
    place: premiumPlace,
    createdAt: BASE_TIME - 680 * DAY,
    planUpdatedAt: BASE_TIME - 200 * DAY,
    subsectors: [
      subsectorBySlug('estructura', 'hormigon'),
      subsectorBySlug('estructura', 'acero'),
      subsectorBySlug('estructura', 'encofrados-y-apuntalamiento'),
      subsectorBySlug('vial', 'pavimentos-de-hormigon'),
    ],
  })

  for (let i = 0; i < providerCount; i++) {
    const tier = rng.weighted<'verified' | 'complete' | 'incomplete'>([
      ['verified', 55],
      ['complete', 25],
      ['incomplete', 20],
    ])
    const premium = tier !== 'incomplete' && rng.chance(0.25)
    const home = rng.pick(subsectors)
    const slot = rng.pick(home.slots)
    const place = randomPlace(rng)
    const name = businessName(rng, slot.trade, place)
    const others = subsectors.filter((s) => s.sector === home.sector && s !== home)
    const extra = premium ? rng.int(1, 4) : rng.int(0, FREE_SUBSECTORS_LIMIT - 1)
    const createdAt = createdDaysAgo(60, 900)
    const complete = tier !== 'incomplete'
    accounts.push({
      userId: 0,
      profileId: 0,
      email: uniqueEmail(emails, name),
      role: 'proveedor',
      plan: premium ? 'premium' : 'free',
      verified: tier === 'verified',
      complete,
      businessName: name,
      contactPerson: complete || rng.chance(0.4) ? personName(rng) : null,
      phone: complete || rng.chance(0.5) ? phoneNumber(rng, place.partido, rng.chance(0.5)) : null,
      street: complete ? streetAddress(rng, place) : null,
      website: complete && rng.chance(0.7) ? websiteFor(rng, name) : null,
      description: complete ? describe(rng, slot, place) : null,
      place,
      createdAt,
      planUpdatedAt: premium ? createdAt + rng.int(5, 50) * DAY : null,
      subsectors: [home, ...rng.sample(others, extra)],
    })
  }

  for (let i = 0; i < builderCount; i++) {
    const place = randomPlace(rng)
    const person = personName(rng)
    const company = rng.chance(0.6)
    const name = company
      ? rng
          .weighted<string>([
            ['Constructora {w} SRL', 3],
            ['{s} Construcciones', 3],
            ['Desarrollos {w} S.A.', 2],
            ['Grupo {w} Desarrollos', 1],
            ['{s} & {s} Arquitectos', 1],
          ])
          .replace('{w}', rng.pick(BUILDER_WORDS))
          .replace('{s}', rng.pick(SURNAMES))
          .replace('{s}', rng.pick(SURNAMES))
      : person
    const describeBuilder = rng.weighted<string | null>([
      [null, 4],
      [`Desarrollamos viviendas y edificios de departamentos en ${ZONE_REACH[place.zone]}.`, company ? 3 : 0],
      [`Obras de vivienda, locales y refacciones en ${place.localidad}.`, company ? 2 : 0],
      [`Estoy construyendo mi casa en ${place.localidad} y busco proveedores de confianza.`, company ? 0 : 3],
    ])
    const createdAt = createdDaysAgo(20, 900)
    const premium = rng.chance(0.1)
    accounts.push({
      userId: 0,
      profileId: 0,
      email: uniqueEmail(emails, company ? name : person.replace(' ', '.')),
      role: 'constructor',
      plan: premium ? 'premium' : 'free',
      verified: false,
      complete: false,
      businessName: name,
      contactPerson: company ? person : null,
      phone: rng.chance(0.7) ? phoneNumber(rng, place.partido, true) : null,
      street: rng.chance(0.3) ? streetAddress(rng, place) : null,
      website: company && rng.chance(0.3) ? websiteFor(rng, name) : null,
      description: describeBuilder,
      place,
      createdAt,
      planUpdatedAt: premium ? createdAt + rng.int(2, 40) * DAY : null,
      subsectors: [],
    })
  }
  accounts.forEach((account, index) => {
    account.userId = index + 1
    // Profile ids deliberately differ from user ids, so mixing them up shows at once.
    account.profileId = accounts.length - index
  })
  const [demoBuilder, demoFree, demoPremium] = accounts as [Account, Account, Account, ...Account[]]
  const publishers = accounts.filter((a) => a.role === 'proveedor' && a.verified && a !== demoFree && a !== demoPremium)
  const publishersBySubsector = new Map<SubsectorRef, Account[]>()
  for (const account of publishers) {
    for (const ref of account.subsectors) {
      const list = publishersBySubsector.get(ref) ?? []
      list.push(account)
      publishersBySubsector.set(ref, list)
    }
  }
  const publisherWeights = publishers.map((a) => [a, a.plan === 'premium' ? 3 : 1] as const)

  // The staff account comes after the others, so their ids stay what they were before it existed.
  const staff = { userId: accounts.length + 1, profileId: accounts.length + 1, email: DEMO_ACCOUNTS.staff }
  const summary: SeedSummary = {
    users: accounts.length + 1,
    profiles: accounts.length + 1,
    listings: 0,
    reviews: 0,
    favorites: 0,
    materials: 0,
    projects: 0,
    projectImages: 0,
    images,
  }

  db.transaction((tx) => {
    chunked(accounts, (chunk) =>
      tx
        .insert(users)
        .values(
          chunk.map((a) => ({
            id: a.userId,
            email: a.email,
            passwordHash,
            emailVerifiedAt: new Date(a.createdAt + 7 * 60_000),
            createdAt: new Date(a.createdAt),
          })),
        )
        .run(),
    )
    chunked(
      [...accounts].sort((a, b) => a.profileId - b.profileId),
      (chunk) =>
        tx
          .insert(providerProfiles)
          .values(
            chunk.map((a) => ({
              id: a.profileId,
              userId: a.userId,
              userRole: a.role,
              businessName: a.businessName,
              contactPerson: a.contactPerson,
              phone: a.phone,
              address: a.street ? `${a.street}, ${a.place.localidad}` : null,
              description: a.description,
              website: a.website,
              plan: a.plan,
              planUpdatedAt: a.planUpdatedAt === null ? null : new Date(a.planUpdatedAt),
              verified: a.verified,
              createdAt: new Date(a.createdAt),
              updatedAt: new Date(a.planUpdatedAt ?? a.createdAt),
            })),
          )
          .run(),
    )
    seedStaffAccount(tx, { ...staff, passwordHash, createdAt: BASE_TIME - 700 * DAY })

    /* Listings: streamed in chunks; only what reviews and favourites need is kept. */
    const lrng = stream(seed, 'listings')
    const demoListings: { account: Account; sub: [string, string, string | null]; place: Place }[] = [
      { account: demoFree, sub: ['cubiertas', 'zingueria', null], place: freePlace },
      { account: demoFree, sub: ['cubiertas', 'canaletas', null], place: { zone: 'GBA Oeste', partido: 'Morón', localidad: 'Haedo' } },
      { account: demoPremium, sub: ['estructura', 'hormigon', 'hormigon-elaborado'], place: premiumPlace },
      { account: demoPremium, sub: ['estructura', 'hormigon', 'bombeo'], place: premiumPlace },
      {
        account: demoPremium,
        sub: ['estructura', 'hormigon', 'premoldeados'],
        place: { zone: 'GBA Oeste', partido: 'Morón', localidad: 'Castelar' },
      },
      { account: demoPremium, sub: ['estructura', 'acero', 'hierro'], place: { zone: 'GBA Oeste', partido: 'Morón', localidad: 'Morón' } },
      {
        account: demoPremium,
        sub: ['estructura', 'encofrados-y-apuntalamiento', 'puntales'],
        place: { zone: 'CABA', partido: 'Comuna 9', localidad: 'Liniers' },
      },
      {
        account: demoPremium,
        sub: ['vial', 'pavimentos-de-hormigon', null],
        place: { zone: 'GBA Oeste', partido: 'La Matanza', localidad: 'San Justo' },
      },
    ]
    // The spec's own example, 'Mampostería y Durlock en La Matanza', lists real providers: the last
    // generated listings make way for these, so no other listing, review or favourite moves.
    const laMatanza = (localidad: string): Place => ({ zone: 'GBA Oeste', partido: 'La Matanza', localidad })
    const exampleListings: { sub: [string, string, string]; place: Place }[] = [
      { sub: ['mamposteria', 'corralones', 'corralones-de-materiales'], place: laMatanza('San Justo') },
      { sub: ['mamposteria', 'construccion-en-seco', 'durlero'], place: laMatanza('Ramos Mejía') },
      { sub: ['mamposteria', 'albanileria', 'albaniles'], place: laMatanza('Isidro Casanova') },
    ]
    const total = Math.max(requested, slots.length + demoListings.length + exampleListings.length)
    const claimTarget = Math.round(total * 0.3)
    const owner = new Int32Array(total + 1)
    const profileOf = new Int32Array(total + 1)
    const created = new Float64Array(total + 1)
    const active = new Uint8Array(total + 1)
    const slotOf = new Uint16Array(total + 1)
    const localidadOf: string[] = new Array(total + 1)
    const contactOf: (string | null)[] = new Array(total + 1)
    const slotIndex = new Map(slots.map((s, i) => [s, i]))
    const names = new Set<string>()
    let claimed = 0
    let buffer: (typeof listings.$inferInsert)[] = []
    const flush = () => {
      if (buffer.length) tx.insert(listings).values(buffer).run()
      buffer = []
    }

    const add = (id: number, slot: Slot, place: Place, account: Account | null, isActive: boolean) => {
      let name: string
      let contact: string | null
      let phone: string | null
      let website: string | null
      let street: string
      let createdAt: number
      if (account) {
        name = account.businessName
        contact = account.contactPerson
        // Null: the listing shows its profile's, whatever it becomes.
        phone = place === account.place || lrng.chance(0.5) ? null : phoneNumber(lrng, place.partido, lrng.chance(0.5))
        website = null
        street = place === account.place && account.street ? account.street : streetAddress(lrng, place)
        createdAt = account.createdAt + Math.floor(lrng.next() * (BASE_TIME - account.createdAt))
        claimed++
      } else {
        name = businessName(lrng, slot.trade, place)
        for (let tries = 0; names.has(name) && tries < 4; tries++) name = businessName(lrng, slot.trade, place)
        contact = lrng.chance(0.55) ? personName(lrng) : null
        phone = lrng.chance(0.92) ? phoneNumber(lrng, place.partido, lrng.chance(0.45)) : null
        website = lrng.chance(0.7) ? websiteFor(lrng, name) : null
        street = streetAddress(lrng, place)
        createdAt = BASE_TIME - lrng.int(1, 720) * DAY - lrng.int(0, DAY / 1000) * 1000
      }
      names.add(name)
      const updatedAt = lrng.chance(0.6) ? createdAt : createdAt + Math.floor(lrng.next() * (BASE_TIME - createdAt))
      owner[id] = account?.userId ?? 0
      profileOf[id] = account?.profileId ?? 0
      created[id] = createdAt
      active[id] = isActive ? 1 : 0
      slotOf[id] = slotIndex.get(slot) ?? 0
      localidadOf[id] = place.localidad
      contactOf[id] = contact
      buffer.push({
        id,
        profileId: account?.profileId ?? null,
        businessName: name,
        contactPerson: contact,
        phone,
        address: lrng.chance(0.95) ? street : null,
        website,
        description: describe(lrng, slot, place),
        sectorSlug: slot.sector.slug,
        subsectorSlug: slot.subsector.slug,
        divisionSlug: slot.division?.slug ?? null,
        zona: place.zone,
        localidad: place.localidad,
        isActive,
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
      })
      if (buffer.length >= INSERT_CHUNK) flush()
    }

    const placeFor = (account: Account) =>
      lrng.weighted<Place>([
        [account.place, 60],
        [randomPlace(lrng, account.place.zone), 25],
        [randomPlace(lrng), 15],
      ])

    const slotNamed = (sector: string, subsector: string, division: string | null) =>
      subsectorBySlug(sector, subsector).slots.find((slot) => (slot.division?.slug ?? null) === division) as Slot

    let id = 0
    for (const demo of demoListings) add(++id, slotNamed(...demo.sub), demo.place, demo.account, true)
    // One active listing per slot first, cycling the zones, so every filter has results.
    slots.forEach((slot, i) => {
      const zone = ZONES[i % ZONES.length] as Zone
      const ref = subsectors.find((s) => s.subsector === slot.subsector && s.sector === slot.sector) as SubsectorRef
      const candidates = publishersBySubsector.get(ref)
      const account = candidates && lrng.chance(0.3) ? lrng.pick(candidates) : null
      add(++id, slot, account ? placeFor(account) : randomPlace(lrng, zone), account, true)
    })
    const generated = total - exampleListings.length
    while (id < generated) {
      const remaining = total - id
      const claim = publisherWeights.length > 0 && lrng.next() < (claimTarget - claimed) / remaining
      const isActive = !lrng.chance(0.055)
      if (claim) {
        const account = lrng.weighted(publisherWeights)
        const ref = lrng.pick(account.subsectors)
        add(++id, lrng.pick(ref.slots), placeFor(account), account, isActive)
      } else {
        const ref = lrng.pick(subsectors)
        add(++id, lrng.pick(ref.slots), randomPlace(lrng), null, isActive)
      }
    }
    for (const example of exampleListings) add(++id, slotNamed(...example.sub), example.place, null, true)
    flush()
    summary.listings = total

    /* Reviews */
    const rrng = stream(seed, 'reviews')
    const reviewers = accounts.map((a) => a.userId)
    const userCreated = new Map(accounts.map((a) => [a.userId, a.createdAt]))
    const forced = new Map<number, number[]>()
    const demoBuilderReviewed: number[] = []
    // The demo builder reviewed a demo premium listing and a few others.
    for (const listingId of [3, demoListings.length + 5, demoListings.length + 40, demoListings.length + 90]) {
      if (listingId <= total) {
        forced.set(listingId, [demoBuilder.userId])
        demoBuilderReviewed.push(listingId)
      }
    }
    let reviewBuffer: (typeof reviews.$inferInsert)[] = []
    const reviewedProfiles = new Set<string>()
    let reviewId = 0
    for (let listingId = 1; listingId <= total; listingId++) {
      const isClaimed = owner[listingId] !== 0
      let count = 0
      if (rrng.next() >= (isClaimed ? 0.15 : 0.35)) {
        count = 1 + Math.floor(-Math.log(1 - rrng.next()) * (isClaimed ? 2.2 : 1.3))
      }
      if (!active[listingId]) count = Math.floor(count / 2)
      count = Math.min(count, 25, reviewers.length - 2)
      const chosen = new Set<number>(forced.get(listingId) ?? [])
      for (let tries = 0; chosen.size < count && tries < count * 5; tries++) {
        const user = rrng.pick(reviewers)
        if (user !== owner[listingId] && user !== demoBuilder.userId) chosen.add(user)
      }
      const tendency = rrng.weighted<readonly number[]>([
        [[1, 2, 6, 30, 61], 75],
        [[6, 10, 30, 34, 20], 18],
        [[35, 25, 20, 12, 8], 7],
      ])
      const listingCreated = created[listingId] as number
      const slot = slots[slotOf[listingId] as number] as Slot
      const profileId = profileOf[listingId] || null
      for (const user of [...chosen, ...(rrng.chance(0.04) ? [null] : [])]) {
        const rating = rrng.weighted(tendency.map((w, i) => [i + 1, w] as const))
        const since = Math.max(listingCreated, user === null ? 0 : (userCreated.get(user) ?? 0))
        // Reviews belong to the provider: one per user and profile, drawn as usual and skipped when taken.
        if (profileId !== null && user !== null) {
          const key = `${user}:${profileId}`
          if (reviewedProfiles.has(key)) continue
          reviewedProfiles.add(key)
        }
        reviewBuffer.push({
          id: ++reviewId,
          userId: user,
          profileId,
          listingId: profileId === null ? listingId : null,
          sectorSlug: slot.sector.slug,
          subsectorSlug: slot.subsector.slug,
          rating,
          comment: rrng.chance(0.7)
            ? reviewComment(rrng, rating, slot.label, localidadOf[listingId] as string, contactOf[listingId] ?? null)
            : null,
          createdAt: new Date(since + Math.floor(rrng.next() * Math.max(0, BASE_TIME - since))),
        })
        if (reviewBuffer.length >= INSERT_CHUNK) {
          tx.insert(reviews).values(reviewBuffer).run()
          reviewBuffer = []
        }
      }
    }
    if (reviewBuffer.length) tx.insert(reviews).values(reviewBuffer).run()
    summary.reviews = reviewId

    /* Favourites */
    const frng = stream(seed, 'favorites')
    const favoriteRows: (typeof favorites.$inferInsert)[] = []
    const activeIds = (n: number, exclude: number, skip: ReadonlySet<number>) => {
      const picked = new Set<number>()
      for (let tries = 0; picked.size < n && tries < n * 20; tries++) {
        const listingId = frng.int(1, total)
        if (active[listingId] && owner[listingId] !== exclude && !skip.has(listingId)) picked.add(listingId)
      }
      return [...picked]
    }
    for (const account of accounts) {
      let ids: number[]
      if (account === demoBuilder) {
        ids = [3, ...activeIds(1, account.userId, new Set([3, ...demoBuilderReviewed]))]
      } else {
        const n =
          account.plan === 'premium'
            ? frng.int(0, 8)
            : frng.weighted([
                [0, 25],
                [1, 30],
                [2, 25],
                [FREE_FAVORITES_LIMIT, 20],
              ] as const)
        ids = activeIds(n, account.userId, new Set())
      }
      for (const listingId of ids) {
        const since = Math.max(account.createdAt, created[listingId] as number)
        favoriteRows.push({
          userId: account.userId,
          listingId,
          createdAt: new Date(since + Math.floor(frng.next() * (BASE_TIME - since))),
        })
      }
    }
    favoriteRows.forEach((row, i) => (row.id = i + 1))
    chunked(favoriteRows, (chunk) => tx.insert(favorites).values(chunk).run())
    summary.favorites = favoriteRows.length

    /* Materials and projects: fixed counts whatever the listing count */
    const crng = stream(seed, 'content')
    const sellers = accounts.filter((a) => a.role === 'proveedor' && a.complete && a !== demoFree && a !== demoPremium)
    const materialOwners = new Map<number, Account>([
      [25, demoFree],
      [24, demoFree],
      [39, demoPremium],
      [13, demoPremium],
      [16, demoPremium],
    ])
    const deliveryRows: (typeof materialDeliveryPlaces.$inferInsert)[] = []
    const photoRows: (typeof materialPhotos.$inferInsert)[] = []
    const materialRows = MATERIAL_CATALOGUE.slice(0, MATERIAL_COUNT).map((item, index) => {
      const seller = materialOwners.get(index) ?? crng.pick(sellers)
      const place = crng.chance(0.8) ? seller.place : randomPlace(crng, seller.place.zone)
      const pesos = item.min + Math.floor(crng.next() * (item.max - item.min))
      const rounded = pesos >= 10000 ? Math.round(pesos / 100) * 100 : Math.round(pesos / 10) * 10
      const extra = crng.chance(0.6) ? ` ${crng.pick(MATERIAL_EXTRAS).replace('{loc}', place.localidad)}` : ''
      const delivery = materialDelivery(index, place)
      if (materialOwners.has(index) || crng.chance(0.8)) {
        // The first cement shows a gallery: its own picture and two of the bags beside it.
        const arts = index === 0 ? [item.art, ...MATERIAL_CATALOGUE.slice(1, 3).map((other) => other.art)] : [item.art]
        photoRows.push(
          ...arts.map((art, position) => ({
            materialId: index + 1,
            path: materialImageKey(art),
            alt: position === 0 ? null : 'Otras bolsas del depósito, para comparar el tamaño',
            position,
          })),
        )
      }
      deliveryRows.push(...delivery.places.map((placeSlug) => ({ materialId: index + 1, placeSlug })))
      const createdAt = Math.max(seller.createdAt, BASE_TIME - crng.int(1, 240) * DAY) + crng.int(0, 36_000) * 1000
      return {
        id: index + 1,
        userId: seller.userId,
        title: item.title,
        description: item.description + extra,
        priceCents: rounded * 100,
        pickupZona: place.zone,
        pickupLocalidad: place.localidad,
        deliveryCost: delivery.cost,
        deliveryCostCents: delivery.cents,
        createdAt: new Date(Math.min(createdAt, BASE_TIME)),
        updatedAt: new Date(Math.min(createdAt + crng.int(0, 10) * DAY, BASE_TIME)),
        ...materialState(item, index, options.now ?? Date.now()),
      }
    })
    tx.insert(materials).values(materialRows).run()
    chunked(deliveryRows, (chunk) => tx.insert(materialDeliveryPlaces).values(chunk).run())
    tx.insert(materialPhotos).values(photoRows).run()
    summary.materials = materialRows.length

    const projectOwners: Account[] = [demoPremium, demoPremium, demoPremium, demoFree]
    const projectRows: (typeof projects.$inferInsert)[] = []
    const imageRows: (typeof projectImages.$inferInsert)[] = []
    for (let index = 0; index < PROJECT_COUNT; index++) {
      const author = projectOwners[index] ?? crng.pick(sellers)
      const type = index < projectOwners.length ? (PROJECT_TYPES[[5, 4, 0, 9][index] as number] as ProjectType) : crng.pick(PROJECT_TYPES)
      const place = randomPlace(crng, author.place.zone)
      const fill = (text: string) =>
        text
          .replace('{loc}', place.localidad)
          .replace('{n}', String(crng.int(4, 12)))
          .replace('{m}', String(crng.int(4, 14)))
      const projectId = index + 1
      projectRows.push({
        id: projectId,
        userId: author.userId,
        title: fill(type.title),
        description: index >= projectOwners.length && crng.chance(0.2) ? null : fill(type.description),
        isPublic: index < projectOwners.length || crng.chance(0.72),
        createdAt: new Date(Math.max(author.createdAt, BASE_TIME - crng.int(1, 400) * DAY) + crng.int(0, 36_000) * 1000),
      })
      const count = index === 0 ? PROJECT_MAX_IMAGES : crng.int(1, PROJECT_MAX_IMAGES)
      // Later photos of a project show the works stage or the finished interior.
      const later = (['works', 'interior', 'building'] as const).filter((scene) => scene !== type.scene)
      for (let position = 0; position < count; position++) {
        const scene = PROJECT_SCENES.indexOf(position < 2 ? type.scene : (later[position - 2] as ProjectScene))
        imageRows.push({
          id: imageRows.length + 1,
          projectId,
          path: projectImageKey(scene, (position + index) % PROJECT_PALETTES),
          position,
        })
      }
    }
    tx.insert(projects).values(projectRows).run()
    tx.insert(projectImages).values(imageRows).run()
    summary.projects = projectRows.length
    summary.projectImages = imageRows.length

    seedTrust(tx, { accounts, staff, fullyVerified: demoPremium, expiredInsurance: demoFree, baseTime: BASE_TIME })
    seedRequests(tx, { builder: demoBuilder, freeProvider: demoFree, premiumProvider: demoPremium, baseTime: BASE_TIME })
  })
  // Bulk inserts leave the search index in many segments; merged, common terms read it faster.
  db.run(sql`INSERT INTO listings_fts (listings_fts) VALUES ('optimize')`)

  return summary
}

/**
 * `count` more materials over the demo's sellers, for benchmarks at scale (`--materials N`): the
 * catalogue's items with prices, units, IVA, stock and 'Precio al' spread the way a real
 * marketplace has them (a fifth of the prices past 30 days, a tenth past 90).
 */
export function addMaterials(db: Db, count: number, { seed = DEFAULT_SEED, now = Date.now() }: { seed?: number; now?: number } = {}) {
  const rng = stream(seed, 'more-materials')
  const sellers = db.all<{ id: number; zona: Zone | null; localidad: string | null }>(sql`
    SELECT u.id, l.zona, l.localidad
    FROM users u JOIN provider_profiles p ON p.user_id = u.id
    LEFT JOIN listings l ON l.id = (SELECT min(id) FROM listings WHERE profile_id = p.id)
    WHERE p.user_role = 'proveedor' ORDER BY u.id`)
  if (sellers.length === 0) throw new Error('addMaterials: seed the demo data first')
  db.transaction((tx) => {
    for (let start = 0; start < count; start += INSERT_CHUNK) {
      const rows = Array.from({ length: Math.min(INSERT_CHUNK, count - start) }, () => {
        const item = rng.pick(MATERIAL_CATALOGUE)
        const seller = rng.pick(sellers)
        const age = rng.chance(0.1) ? rng.int(91, 200) : rng.chance(0.12) ? rng.int(31, 90) : rng.int(0, 30)
        const moreIva = rng.chance(0.3)
        const toOrder = rng.chance(0.15)
        const createdAt = now - age * DAY - rng.int(0, 86_400) * 1000
        // Two in five deliver to their seller's partido, one in five to its whole zone, the rest nowhere.
        const reach = rng.next()
        const own = seller.zona && seller.localidad ? placesOfLocalidad(seller.zona, seller.localidad) : []
        const delivery =
          own.length > 0 && reach < 0.6
            ? {
                places: (reach < 0.4 ? own : placesOf(seller.zona!)).map((place) => place.slug),
                deliveryCost: reach < 0.2 ? ('sin_cargo' as const) : ('fijo' as const),
                deliveryCostCents: reach < 0.2 ? null : rng.int(30, 150) * 100_00,
              }
            : { places: [] as string[], deliveryCost: null, deliveryCostCents: null }
        return {
          places: delivery.places,
          row: {
            userId: seller.id,
            title: item.title,
            description: item.description,
            category: item.category,
            unit: item.unit,
            content: item.content ?? null,
            priceCents: (item.min + Math.floor(rng.next() * (item.max - item.min))) * 100 + rng.int(0, 99),
            ivaMode: moreIva ? ('mas_iva' as const) : ('incluido' as const),
            ivaRateBp: moreIva ? 2100 : null,
            invoiceA: moreIva || rng.chance(0.3),
            priceConfirmedAt: new Date(createdAt),
            availability: toOrder ? ('a_pedido' as const) : rng.chance(0.05) ? ('sin_stock' as const) : ('en_stock' as const),
            leadDays: toOrder ? rng.int(1, 20) : null,
            condition: rng.chance(0.05) ? ('sobrante' as const) : ('nuevo' as const),
            pickupZona: seller.localidad ? seller.zona : null,
            pickupLocalidad: seller.zona ? seller.localidad : null,
            deliveryCost: delivery.deliveryCost,
            deliveryCostCents: delivery.deliveryCostCents,
            createdAt: new Date(createdAt),
            updatedAt: new Date(createdAt),
          },
        }
      })
      const inserted = tx
        .insert(materials)
        .values(rows.map(({ row }) => row))
        .returning({ id: materials.id })
        .all()
      const deliveryRows = rows.flatMap((row, i) => row.places.map((placeSlug) => ({ materialId: inserted[i]!.id, placeSlug })))
      chunked(deliveryRows, (chunk) => tx.insert(materialDeliveryPlaces).values(chunk).run())
    }
  })
}
