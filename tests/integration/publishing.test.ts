import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { FREE_SUBSECTORS_LIMIT, type Plan } from '~/constants'
import { findListings, getActiveListing } from '~/models/listings.server'
import { publishListing, subsectorsLimit } from '~/models/publishing.server'
import { action, loader } from '~/routes/publicar-servicio/route'
import { db } from '~/server/db.server'
import { openDatabase } from '~/server/sqlite.server'
import { answer, ORIGIN, post, signedInCookie, toastOf, type Fields } from '../setup/actions'
import { raceProcesses } from '../setup/race'
import { countRows, createAccount, resetDatabase } from '../setup/factories'

type Reply = {
  result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
  limitReached?: boolean
}

beforeEach(() => resetDatabase(db))

type ProfileDetails = { contactPerson?: string | null; phone?: string | null; address?: string | null; website?: string | null }

async function provider(plan: Plan = 'free', details: ProfileDetails = {}) {
  const account = createAccount(db, { plan, businessName: 'Techos del Sur' })
  db.update(schema.providerProfiles)
    .set({ contactPerson: 'Ana Pérez', phone: '+541143214321', address: 'Av. Rivadavia 1234', website: 'techosdelsur.com.ar', ...details })
    .where(eq(schema.providerProfiles.id, account.profile.id))
    .run()
  return { ...account, cookie: await signedInCookie(account.user.id) }
}

const BASE = { zona: 'CABA', localidad: 'Palermo', description: 'Instalación y reparación con garantía.' }

function fieldsOf(values: Record<string, string>): Fields {
  return Object.entries({ ...BASE, ...values }).map(([name, value]) => [name, value] as const)
}

function publish(values: Record<string, string>, { cookie, origin = ORIGIN }: { cookie?: string; origin?: string } = {}) {
  return answer<Reply>(action, post('/publicar-servicio', fieldsOf(values), { Origin: origin, ...(cookie ? { Cookie: cookie } : {}) }))
}

const subsectorRows = () => countRowsOf('subsectors')
const countRowsOf = (table: string) => db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`).n

function distinctSubsectors(profileId: number) {
  return db
    .all<{ s: string }>(sql`SELECT DISTINCT sector_slug || '/' || subsector_slug AS s FROM listings WHERE profile_id = ${profileId}`)
    .map((r) => r.s)
    .sort()
}

describe('publishing a service', () => {
  test.each([
    [
      'a sector with divisions',
      { sector: 'preliminares', subsector: 'empresas-y-profesionales', division: 'arquitectos' },
      'Arquitectos',
      'preliminares',
    ],
    ['a flat sector', { sector: 'fundaciones', subsector: 'bases' }, 'zapatas', 'fundaciones'],
  ])('in %s: claimed, active, from the profile, found in search and on its sector page at once', async (_, values, term, sectorSlug) => {
    const { profile, cookie } = await provider()
    const result = await publish(values, { cookie })
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/perfil')
    expect(await toastOf(result.headers)).toMatchObject({ type: 'success', title: '¡Servicio publicado!' })

    const [row] = db.select().from(schema.listings).all()
    expect(row).toMatchObject({
      profileId: profile.id,
      isActive: true,
      businessName: 'Techos del Sur',
      contactPerson: 'Ana Pérez',
      sectorSlug,
      subsectorSlug: values.subsector,
      divisionSlug: 'division' in values ? values.division : null,
      zona: 'CABA',
      localidad: 'Palermo',
    })
    const found = findListings(db, { term }).items.map((l) => l.id)
    expect(found).toContain(row!.id)
    const onSectorPage = findListings(db, {
      sectorSlug,
      subsectorSlug: values.subsector,
      divisionSlug: 'division' in values ? values.division : null,
    }).items
    expect(onSectorPage.map((l) => l.id)).toEqual([row!.id])
    expect(onSectorPage[0]).toMatchObject({ claimed: true, profileId: profile.id })
  })

  test('in "otros": the typed subsector becomes a subsector of Otros, named as typed and searchable', async () => {
    const { cookie } = await provider()
    const result = await publish({ sector: 'otros', subsectorOther: '  Energía   solar para piletas ' }, { cookie })
    expect(result.status).toBe(302)
    const row = db.select().from(schema.listings).get()!
    expect(row).toMatchObject({ sectorSlug: 'otros', subsectorSlug: 'energia-solar-para-piletas', divisionSlug: null })
    expect(getActiveListing(db, row.id)).toMatchObject({
      sector: { slug: 'otros', name: 'Otros' },
      subsector: { slug: 'energia-solar-para-piletas', name: 'Energía solar para piletas' },
    })
    expect(findListings(db, { term: 'piletas solar' }).items.map((l) => l.id)).toEqual([row.id])
    // Another spelling of the same words is the same subsector; the first spelling names it.
    expect((await publish({ sector: 'otros', subsectorOther: 'ENERGIA SOLAR PARA PILETAS' }, { cookie })).status).toBe(302)
    const names = db.select().from(schema.subsectors).where(eq(schema.subsectors.sectorSlug, 'otros')).all()
    expect(names.map((s) => s.name)).toEqual(['Energía solar para piletas'])
  })

  test('phone, address and website fall back to the profile; given ones are normalised and win', async () => {
    const { cookie } = await provider()
    await publish({ sector: 'fundaciones', subsector: 'bases' }, { cookie })
    await publish(
      { sector: 'fundaciones', subsector: 'bases', phone: '011 15-2345-6789', address: 'Cabildo 500', website: 'www.otra.com.ar' },
      { cookie },
    )
    const rows = db
      .select()
      .from(schema.listings)
      .orderBy(schema.listings.id)
      .all()
      .map((row) => getActiveListing(db, row.id)!)
    expect(rows.map((r) => [r.phone, r.address, r.website])).toEqual([
      ['+541143214321', 'Av. Rivadavia 1234', 'https://techosdelsur.com.ar'],
      ['+5491123456789', 'Cabildo 500', 'https://www.otra.com.ar'],
    ])
  })

  test('the usual ways of writing an Argentine phone are all stored in E.164', async () => {
    const { cookie } = await provider()
    for (const phone of ['+54 9 11 2345-6789', '11 15 2345 6789', '(011) 4321-4321', '0351 15-123-4567', '+54 351 123 4567']) {
      expect((await publish({ sector: 'fundaciones', subsector: 'bases', phone }, { cookie })).status, phone).toBe(302)
    }
    const phones = db.select({ phone: schema.listings.phone }).from(schema.listings).orderBy(schema.listings.id).all()
    expect(phones.map((p) => p.phone)).toEqual(['+5491123456789', '+5491123456789', '+541143214321', '+5493511234567', '+543511234567'])
  })

  test('an incomplete profile (no phone to reach the provider) is refused with the spec message, nothing written', async () => {
    const { cookie } = await provider('free', { phone: null })
    const result = await publish({ sector: 'fundaciones', subsector: 'bases' }, { cookie })
    expect(result.status).toBe(400)
    expect(result.reply?.result.error?.['']).toEqual(['Debes completar tu perfil antes de publicar un servicio'])
    expect(countRows(db, 'listings')).toBe(0)
    // A phone typed in the form is enough.
    expect((await publish({ sector: 'fundaciones', subsector: 'bases', phone: '11 2345-6789' }, { cookie })).status).toBe(302)
  })

  test('an account without a profile cannot publish', () => {
    const { user } = createAccount(db)
    db.delete(schema.providerProfiles).where(eq(schema.providerProfiles.userId, user.id)).run()
    expect(publishListing(db, { userId: user.id, sector: 'fundaciones', subsector: 'bases', ...BASE, phone: '+541143214321' })).toEqual({
      status: 'incompleteProfile',
    })
  })
})

describe('invalid input is answered next to the fields, with the typed values kept', () => {
  test.each([
    ['a subsector of another sector', { sector: 'fundaciones', subsector: 'techistas' }, 'subsector'],
    ['a missing subsector', { sector: 'fundaciones' }, 'subsector'],
    ['a missing division where the subsector has them', { sector: 'preliminares', subsector: 'empresas-y-profesionales' }, 'division'],
    [
      'a division of another subsector',
      { sector: 'preliminares', subsector: 'empresas-y-profesionales', division: 'demoliciones' },
      'division',
    ],
    ['a division on a flat subsector', { sector: 'fundaciones', subsector: 'bases', division: 'arquitectos' }, 'division'],
    ['an unknown sector', { sector: 'marketing', subsector: 'bases' }, 'sector'],
    ['no sector', { subsector: 'bases' }, 'sector'],
    ['"otros" without a subsector', { sector: 'otros' }, 'subsectorOther'],
    ['"otros" with only symbols', { sector: 'otros', subsectorOther: '¡¡!!' }, 'subsectorOther'],
    ['"otros" with NUL and an escape sequence', { sector: 'otros', subsectorOther: 'Servicio\u0000\u001b[31m rojo' }, 'subsectorOther'],
    ['"otros" with a right-to-left override', { sector: 'otros', subsectorOther: 'Servicio \u202efdp.exe' }, 'subsectorOther'],
    ['a localidad of another zone', { sector: 'fundaciones', subsector: 'bases', zona: 'GBA Norte' }, 'localidad'],
    ['an unknown zone', { sector: 'fundaciones', subsector: 'bases', zona: 'Rosario' }, 'zona'],
    ['no description', { sector: 'fundaciones', subsector: 'bases', description: '   ' }, 'description'],
    ['a local phone without area code', { sector: 'fundaciones', subsector: 'bases', phone: '4321-4321' }, 'phone'],
    ['a website that is not one', { sector: 'fundaciones', subsector: 'bases', website: 'javascript:alert(1)' }, 'website'],
  ])('%s', async (_, values, field) => {
    const { cookie } = await provider()
    const before = subsectorRows()
    const result = await publish(values as Record<string, string>, { cookie })
    expect(result.status).toBe(400)
    expect(result.reply?.result.error?.[field]?.[0]).toMatch(/^[A-ZÁÉÍÓÚ¡¿][^]*/)
    expect(result.reply?.result.initialValue).toMatchObject({ ...BASE, ...values })
    expect(countRows(db, 'listings')).toBe(0)
    expect(subsectorRows()).toBe(before)
  })

  test('the model itself refuses combinations outside the taxonomy', async () => {
    const { user } = await provider()
    expect(publishListing(db, { userId: user.id, sector: 'estructura', subsector: 'hormigon', division: 'hierro', ...BASE })).toMatchObject(
      {
        status: 'invalid',
        errors: { division: expect.any(String) },
      },
    )
    expect(countRows(db, 'listings')).toBe(0)
  })
})

describe('the free plan publishes in at most 2 distinct subsectors', () => {
  test('a third subsector is refused with a link to the plans; the same subsector again is fine; premium has no limit', async () => {
    expect(subsectorsLimit('free')).toBe(FREE_SUBSECTORS_LIMIT)
    const { profile, cookie } = await provider('free')
    expect((await publish({ sector: 'fundaciones', subsector: 'bases' }, { cookie })).status).toBe(302)
    expect((await publish({ sector: 'otros', subsectorOther: 'Drones' }, { cookie })).status).toBe(302)
    const third = await publish({ sector: 'cubiertas', subsector: 'techistas' }, { cookie })
    expect(third.status).toBe(403)
    expect(third.reply?.limitReached).toBe(true)
    expect(third.reply?.result.error?.['']?.[0]).toContain('hasta 2 subrubros')
    // A refused "otros" subsector leaves no subsector row behind.
    const before = subsectorRows()
    expect((await publish({ sector: 'otros', subsectorOther: 'Grúas' }, { cookie })).status).toBe(403)
    expect(subsectorRows()).toBe(before)
    expect((await publish({ sector: 'fundaciones', subsector: 'bases', localidad: 'Belgrano' }, { cookie })).status).toBe(302)
    expect((await publish({ sector: 'otros', subsectorOther: 'drones' }, { cookie })).status).toBe(302)
    expect(distinctSubsectors(profile.id)).toEqual(['fundaciones/bases', 'otros/drones'])

    const premium = await provider('premium')
    for (const subsector of ['bases', 'plateas', 'pilotes', 'micropilotes']) {
      expect((await publish({ sector: 'fundaciones', subsector }, { cookie: premium.cookie })).status).toBe(302)
    }
    expect(distinctSubsectors(premium.profile.id)).toHaveLength(4)
    expect(
      db.select({ p: schema.listings.isPremium }).from(schema.listings).where(eq(schema.listings.profileId, premium.profile.id)).all(),
    ).toEqual(Array(4).fill({ p: true }))
  })

  const THREE = [
    { sector: 'fundaciones', subsector: 'bases' },
    { sector: 'cubiertas', subsector: 'techistas' },
    { sector: 'vial', subsector: 'asfalto' },
  ]

  test('20 simultaneous submissions in 3 new subsectors leave 2 subsectors', async () => {
    const { profile, cookie } = await provider('free')
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => publish(THREE[i % 3]!, { cookie })))
    expect(results.every((r) => r.status === 302 || r.status === 403)).toBe(true)
    expect(distinctSubsectors(profile.id)).toHaveLength(2)
    expect(results.filter((r) => r.status === 302).length).toBe(countRows(db, 'listings'))
  })

  test('two connections to the same file share one limit', () => {
    const second = openDatabase(process.env.DATABASE_PATH!)
    try {
      const { user, profile } = createAccount(db)
      const values = (i: number) => ({ userId: user.id, ...THREE[i % 3]!, ...BASE, phone: '+541143214321' })
      const outcomes = Array.from({ length: 20 }, (_, i) => publishListing(i % 2 ? second : db, values(i)).status)
      expect(outcomes.filter((s) => s === 'limit').length).toBeGreaterThan(0)
      expect(distinctSubsectors(profile.id)).toHaveLength(2)
    } finally {
      second.$client.close()
    }
  })

  test('processes racing on their own connections leave 2 subsectors', async () => {
    for (let round = 0; round < 2; round++) {
      resetDatabase(db)
      const { user, profile } = createAccount(db)
      db.update(schema.providerProfiles).set({ phone: '+541143214321' }).where(eq(schema.providerProfiles.id, profile.id)).run()
      const pairs = Array.from({ length: 20 }, (_, i) => `${THREE[i % 3]!.sector}/${THREE[i % 3]!.subsector}`)
      const chunks = [pairs.filter((_, i) => i % 2 === 0), pairs.filter((_, i) => i % 2 === 1)]
      const outcomes = (await raceWorkers(user.id, chunks)).flat()
      expect(outcomes).toHaveLength(20)
      expect(outcomes.every((s) => s === 'published' || s === 'limit')).toBe(true)
      expect(distinctSubsectors(profile.id)).toHaveLength(2)
      expect(outcomes.filter((s) => s === 'published')).toHaveLength(countRows(db, 'listings'))
    }
  }, 60_000)
})

function raceWorkers(userId: number, chunks: string[][]) {
  return raceProcesses<string[]>(
    'publish-worker.ts',
    chunks.map((chunk) => [String(userId), chunk.join(',')]),
  )
}

describe('guards', () => {
  test('a visitor is sent to sign in and back, from the page and from a post; nothing is written', async () => {
    const page = await loader({ request: new Request(`${ORIGIN}/publicar-servicio`), params: {}, context: {} }).catch((r: Response) => r)
    expect(page).toBeInstanceOf(Response)
    expect((page as Response).headers.get('Location')).toBe('/auth?redirectTo=%2Fpublicar-servicio')
    const posted = await publish({ sector: 'fundaciones', subsector: 'bases' })
    expect(posted.status).toBe(302)
    expect(posted.headers.get('Location')).toBe('/auth?redirectTo=%2Fpublicar-servicio')
    expect(countRows(db, 'listings')).toBe(0)
  })

  test('a post from another site is refused and writes nothing', async () => {
    const { cookie } = await provider()
    const result = await publish({ sector: 'fundaciones', subsector: 'bases' }, { cookie, origin: 'https://evil.example' })
    expect(result).toMatchObject({ status: 403, thrown: true })
    expect(countRows(db, 'listings')).toBe(0)
  })
})

const char = (codes: number[]) => fc.constantFrom(...codes.map((c) => String.fromCodePoint(c)))
const hostileText = fc.oneof(
  fc.constant(''),
  fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'), minLength: 1, maxLength: 10 }),
  fc.string({ unit: char(Array.from({ length: 32 }, (_, i) => i)), minLength: 1, maxLength: 8 }),
  fc.string({ unit: fc.constantFrom('😀', '🏗️', '𝔘', '\u{10FFFF}'), minLength: 1, maxLength: 40 }),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '{{7*7}}', '${7*7}'),
  fc.constantFrom("' OR 1=1 --", "x'); DELETE FROM listings; --", 'javascript:alert(1)', '__proto__'),
  fc.constantFrom('a'.repeat(10_000), '😀'.repeat(5_000), '9'.repeat(400), '+54 9 11 2345-6789+'),
  fc.oneof(fc.integer().map(String), fc.double().map(String)),
  fc.string(),
  fc.string({ unit: 'binary' }),
)
type Values = readonly string[]
const field = (value: fc.Arbitrary<string>): fc.Arbitrary<Values> =>
  fc.oneof(
    { weight: 8, arbitrary: value.map((v): Values => [v]) },
    { weight: 1, arbitrary: fc.constant<Values>([]) },
    { weight: 1, arbitrary: fc.tuple(value, value).map(([a, b]): Values => [a, b]) },
  )
const or = (valid: string[]) => fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: hostileText })

describe('hostile submissions', () => {
  test('never answer 5xx, and anything but a publish writes nothing', async () => {
    const { cookie } = await provider('free')
    const submission = fc.record({
      sector: field(or(['fundaciones', 'preliminares', 'otros', 'cubiertas'])),
      subsector: field(or(['bases', 'empresas-y-profesionales', 'techistas', ''])),
      subsectorOther: field(or(['Drones', ''])),
      division: field(or(['arquitectos', ''])),
      zona: field(or(['CABA', 'GBA Norte'])),
      localidad: field(or(['Palermo', 'palermo', 'San Isidro'])),
      description: field(or(['Un servicio'])),
      phone: field(or(['', '11 2345-6789'])),
      address: field(or(['', 'Calle 1'])),
      website: field(or(['', 'ejemplo.com.ar'])),
      extras: fc.array(fc.tuple(fc.constantFrom('profileId', 'isActive', 'userId', 'x[1000000]', '__proto__'), hostileText), {
        maxLength: 2,
      }),
    })
    await fc.assert(
      fc.asyncProperty(submission, async ({ extras, ...c }) => {
        db.run(sql`DELETE FROM listings`)
        db.run(sql`DELETE FROM subsectors WHERE sector_slug = 'otros'`)
        const fields: Fields = [...Object.entries(c).flatMap(([name, values]) => values.map((v) => [name, v] as const)), ...extras]
        const result = await answer<Reply>(action, post('/publicar-servicio', fields, { Cookie: cookie }))
        expect(result.status).toBeLessThan(500)
        if (result.status === 302) {
          expect(result.headers.get('Location')).toBe('/perfil')
          expect(countRows(db, 'listings')).toBe(1)
          const row = db.select().from(schema.listings).get()!
          expect(row.isActive).toBe(true)
          expect(getActiveListing(db, row.id)!.phone).toMatch(/^\+549?\d{10}$/)
        } else {
          expect(countRows(db, 'listings')).toBe(0)
          expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM subsectors WHERE sector_slug = 'otros'`).n).toBe(0)
        }
      }),
      { numRuns: 1000 },
    )
  }, 180_000)
})
