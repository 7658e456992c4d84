import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import * as schema from '../../drizzle/schema'
import { findListings } from '~/models/listings.server'
import { db } from '~/server/db.server'
import { createListing, resetDatabase } from '../setup/factories'

beforeEach(() => resetDatabase(db))

const SECTOR_NAMES = 'SELECT slug, name FROM sectors ORDER BY position LIMIT 2'

describe('statements the connection keeps compiled', () => {
  test('the same SQL is compiled once and then reused', () => {
    expect(db.$client.prepare(SECTOR_NAMES)).toBe(db.$client.prepare(SECTOR_NAMES))
  })

  test('a search run again reuses its statements and finds what a write added in between', () => {
    createListing(db, { businessName: 'Corralón Norte' })
    expect(findListings(db, { term: 'corralon' }).items.map((listing) => listing.businessName)).toEqual(['Corralón Norte'])
    createListing(db, { businessName: 'Corralón Sur' })
    expect(findListings(db, { term: 'corralon' }).items.map((listing) => listing.businessName)).toEqual(['Corralón Norte', 'Corralón Sur'])
  })

  test('a statement comes back as rows of objects whatever mode its last caller set', () => {
    const objects = db.all<{ slug: string; name: string }>(sql.raw(SECTOR_NAMES))
    expect(db.$client.prepare(SECTOR_NAMES).pluck().all()).toEqual(objects.map((row) => row.slug))
    expect(db.$client.prepare(SECTOR_NAMES).raw().all()).toEqual(objects.map((row) => [row.slug, row.name]))
    expect(db.$client.prepare(SECTOR_NAMES).expand().all()).toEqual(objects.map((row) => ({ sectors: row })))
    expect(db.all(sql.raw(SECTOR_NAMES))).toEqual(objects)
    // The select builder reads rows as arrays and maps them itself.
    const built = db.select({ slug: schema.sectors.slug }).from(schema.sectors).orderBy(schema.sectors.position).limit(2)
    expect(built.all()).toEqual(objects.map(({ slug }) => ({ slug })))
    const { sql: text, params } = built.toSQL()
    expect(db.$client.prepare(text).all(...params)).toEqual(objects.map(({ slug }) => ({ slug })))
  })

  test('a statement still being iterated is not handed out: its caller gets its own', () => {
    const walking = db.$client.prepare(SECTOR_NAMES)
    const rows = walking.iterate()
    rows.next()
    const other = db.$client.prepare(SECTOR_NAMES)
    expect(other).not.toBe(walking)
    rows.return?.()
    expect(db.$client.prepare(SECTOR_NAMES)).toBe(walking)
  })
})
