import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { matchListingIds, toMatchExpression } from '~/models/search.server'
import { db } from '~/server/db.server'
import { createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

describe('full-text search over listings', () => {
  test('accent- and case-insensitive, with 3-letter fragments mid-word', () => {
    const listing = createListing(db, { businessName: 'Corralón Mampostería Sur', description: 'Ladrillos y bloques' })
    createListing(db, { businessName: 'Vidriería Norte', description: 'Cristales templados' })
    for (const term of ['mamposteria', 'MAMPOSTERÍA', 'poster', 'corralon', 'LADRILLOS', 'rral']) {
      expect(matchListingIds(db, term), term).toEqual([listing.id])
    }
  })

  test('finds listings by subsector and division names', () => {
    const byDivision = createListing(db, {
      businessName: 'Obras Integrales Pérez',
      sectorSlug: 'preliminares',
      subsectorSlug: 'obrador-y-provisorios',
      divisionSlug: 'banos-quimicos',
    })
    const bySubsector = createListing(db, { businessName: 'Techos García', sectorSlug: 'cubiertas', subsectorSlug: 'zingueria' })
    expect(matchListingIds(db, 'baños químicos')).toEqual([byDivision.id])
    expect(matchListingIds(db, 'provisorios')).toEqual([byDivision.id])
    expect(matchListingIds(db, 'zingueria')).toEqual([bySubsector.id])
  })

  test('every word must match', () => {
    const both = createListing(db, { businessName: 'Hormigón Elaborado del Oeste', description: 'Bombeo incluido' })
    createListing(db, { businessName: 'Hormigonera Sur', description: 'Entrega en obra' })
    expect(matchListingIds(db, 'hormigon bombeo')).toEqual([both.id])
  })

  test('the index follows edits and deletions', () => {
    const listing = createListing(db, { businessName: 'Pinturerías Lanús' })
    db.update(schema.listings).set({ businessName: 'Revestimientos Lanús' }).where(eq(schema.listings.id, listing.id)).run()
    expect(matchListingIds(db, 'pintur')).toEqual([])
    expect(matchListingIds(db, 'revestim')).toEqual([listing.id])
    db.delete(schema.listings).where(eq(schema.listings.id, listing.id)).run()
    expect(matchListingIds(db, 'revestim')).toEqual([])
  })

  test.each(['"', '*', 'NEAR(', 'muro-cortina', 'OR', 'AND NOT', '"muro" OR "x"', "o'higgins", '^col:', '(((', '\\', '%_'])(
    'hostile text %j never throws',
    (term) => {
      createListing(db, { businessName: 'Fachadas muro-cortina NEAR(Obras) OR más' })
      expect(() => matchListingIds(db, term)).not.toThrow()
    },
  )

  test('hostile words are matched as plain text', () => {
    const listing = createListing(db, { businessName: 'Fachadas muro-cortina' })
    expect(matchListingIds(db, 'muro-cortina')).toEqual([listing.id])
  })

  test('words shorter than three characters are ignored; nothing usable gives no expression', () => {
    expect(toMatchExpression('de')).toBeNull()
    expect(toMatchExpression('  ')).toBeNull()
    expect(toMatchExpression('caño de PVC')).toBe('"caño" "PVC"')
  })
})
