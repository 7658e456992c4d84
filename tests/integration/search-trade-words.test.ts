import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { matchListingIds, toMatchExpression } from '~/models/search.server'
import { SECTORS } from '~/taxonomy'
import { db } from '~/server/db.server'
import { localDiskStorage } from '~/server/image-storage.server'
import { openDatabase, type Db } from '~/server/sqlite.server'
import { seedDemoData } from '../../drizzle/seed'
import { resetDatabase } from '../setup/factories'
import { keywordsOf } from '~/trade-keywords.server'

const SEED_TIMEOUT_MS = 60_000

beforeAll(async () => {
  resetDatabase(db)
  await seedDemoData(db, { storage: localDiskStorage(process.env.UPLOADS_DIR!) })
}, SEED_TIMEOUT_MS)

/** Ids of the demo's active listings in a sector, or in one of its subsectors. */
function activeListingIds(sectorSlug: string, subsectorSlug?: string) {
  return db
    .select({ id: schema.listings.id })
    .from(schema.listings)
    .where(
      and(
        eq(schema.listings.isActive, true),
        eq(schema.listings.sectorSlug, sectorSlug),
        subsectorSlug ? eq(schema.listings.subsectorSlug, subsectorSlug) : undefined,
      ),
    )
    .all()
    .map((row) => row.id)
}

describe('search by the words builders type', () => {
  test('the sector name finds every provider of the sector, with or without accents, or by a fragment', () => {
    const masonry = activeListingIds('mamposteria')
    expect(masonry.length).toBeGreaterThan(0)
    for (const term of ['mampostería', 'mamposteria', 'poster', 'MAMPOSTERÍA', 'durlock']) {
      expect(matchListingIds(db, term), term).toEqual(expect.arrayContaining(masonry))
    }
  })

  test.each([
    ['plomero', 'instalaciones', 'agua-y-cloacas'],
    ['sanitarista', 'instalaciones', 'agua-y-cloacas'],
    ['pocero', 'instalaciones', 'agua-y-cloacas'],
    ['gasista', 'instalaciones', 'gas'],
    ['electricista', 'instalaciones', 'electricidad'],
    ['durlero', 'mamposteria', 'construccion-en-seco'],
    ['placa de yeso', 'mamposteria', 'construccion-en-seco'],
    ['albañil', 'mamposteria', 'albanileria'],
    ['albanil', 'mamposteria', 'albanileria'],
    ['corralón', 'mamposteria', 'corralones'],
    ['techista', 'cubiertas', 'techistas'],
    ['zinguero', 'cubiertas', 'zingueria'],
    ['pintor', 'terminaciones', 'pinturas'],
    ['yesero', 'terminaciones', 'yeseria'],
    ['colocador', 'terminaciones', 'ceramicos-y-porcelanatos'],
    ['herrero', 'carpinteria-herreria', 'herreria'],
    ['carpintero', 'carpinteria-herreria', 'carpinteria-de-madera'],
    ['vidriero', 'carpinteria-herreria', 'vidrios'],
    ['volquete', 'preliminares', 'obrador-y-provisorios'],
    ['hormigonera', 'estructura', 'hormigon'],
    ['hormigón elaborado', 'estructura', 'hormigon'],
    ['frigorista', 'climatizacion', 'aire-acondicionado-split'],
    ['paisajista', 'servicios-especiales', 'paisajismo'],
    // Plurals find what the singular finds.
    ['plomeros', 'instalaciones', 'agua-y-cloacas'],
    ['electricistas', 'instalaciones', 'electricidad'],
    ['gasistas', 'instalaciones', 'gas'],
    ['durleros', 'mamposteria', 'construccion-en-seco'],
    ['placas de yeso', 'mamposteria', 'construccion-en-seco'],
    ['albañiles', 'mamposteria', 'albanileria'],
    ['corralones', 'mamposteria', 'corralones'],
    ['pintores', 'terminaciones', 'pinturas'],
    ['colocadores', 'terminaciones', 'ceramicos-y-porcelanatos'],
    ['volquetes', 'preliminares', 'obrador-y-provisorios'],
    ['hormigoneras', 'estructura', 'hormigon'],
  ])('"%s" finds every provider of %s/%s', (term, sectorSlug, subsectorSlug) => {
    const providers = activeListingIds(sectorSlug, subsectorSlug)
    expect(providers.length).toBeGreaterThan(0)
    expect(matchListingIds(db, term)).toEqual(expect.arrayContaining(providers))
  })

  test('every keyword of the taxonomy finds every provider of its subsector', () => {
    for (const sector of SECTORS) {
      for (const subsector of sector.subsectors) {
        const keywords = keywordsOf(sector.slug, subsector.slug)
        expect(keywords.length, `${sector.slug}/${subsector.slug}`).toBeGreaterThan(0)
        const providers = activeListingIds(sector.slug, subsector.slug)
        for (const keyword of keywords) {
          expect(matchListingIds(db, keyword), `${keyword} in ${sector.slug}/${subsector.slug}`).toEqual(expect.arrayContaining(providers))
        }
      }
    }
  })

  test('a trade word does not find unrelated providers', () => {
    const found = new Set(matchListingIds(db, 'plomero'))
    for (const id of activeListingIds('vial')) expect(found.has(id)).toBe(false)
  })
})

describe('plural folding', () => {
  test.each([
    ['plomeros', '"plomero"'],
    ['CORRALONES', '"CORRALON"'],
    ['albañiles', '"albañil"'],
    ['barnices', '("barnic" OR "barniz")'],
    ['gas', '"gas"'],
    ['caño de PVC', '"caño" "PVC"'],
  ])('%j searches %s', (term, expression) => {
    expect(toMatchExpression(term)).toBe(expression)
  })
})

describe('keywords follow app/taxonomy.ts', () => {
  const restarts: Db[] = []
  afterAll(() => restarts.forEach((restart) => restart.$client.close()))

  test('keywords changed in the database since the last start are back in the index on the next start', () => {
    const plumbers = activeListingIds('instalaciones', 'agua-y-cloacas')
    db.update(schema.subsectors)
      .set({ keywords: '' })
      .where(and(eq(schema.subsectors.sectorSlug, 'instalaciones'), eq(schema.subsectors.slug, 'agua-y-cloacas')))
      .run()
    expect(matchListingIds(db, 'plomero')).toEqual([])

    restarts.push(openDatabase(process.env.DATABASE_PATH!))
    expect(matchListingIds(db, 'plomero')).toEqual(expect.arrayContaining(plumbers))
  })

  test('a renamed sector is searchable by its new name', () => {
    const roads = activeListingIds('vial')
    expect(matchListingIds(db, 'caminera')).toEqual([])
    db.update(schema.sectors).set({ name: 'Vial y caminera' }).where(eq(schema.sectors.slug, 'vial')).run()
    expect(matchListingIds(db, 'caminera')).toEqual(roads.sort((a, b) => a - b))
  })
})
