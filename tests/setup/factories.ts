import { sql } from 'drizzle-orm'
import * as schema from '../../drizzle/schema'
import type { Db } from '~/server/sqlite.server'
import type { Plan, Role } from '~/constants'

export const TEST_PASSWORD = 'contraseña-de-prueba'
// A real scrypt hash of TEST_PASSWORD, computed once: hashing per test would cost ~0.4 s.
const PASSWORD_HASH =
  'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$A6SMfHr0Q0GiMIkl9QLZxrfwFJPc35NZKAyF0JSVHvA1vbgbpZ1i/xKRIqTyGWHFgofyFmeTpqyK1d9Fsu6YMg=='

let sequence = 0
const next = () => ++sequence

/**
 * Empties every table but the taxonomy, so each test starts from the same state. The audit log
 * refuses deletes by design: tests read only the rows written after they start.
 */
export function resetDatabase(db: Db) {
  db.$client.exec(`
    DELETE FROM conversations; DELETE FROM review_reports; DELETE FROM listing_claims; DELETE FROM verification_checks; DELETE FROM suspended_listings;
    DELETE FROM private_documents; DELETE FROM favorites; DELETE FROM reviews; DELETE FROM project_images; DELETE FROM projects;
    DELETE FROM materials; DELETE FROM quotes; DELETE FROM contact_messages; DELETE FROM listings; DELETE FROM chat_messages;
    DELETE FROM auth_tokens; DELETE FROM sessions; DELETE FROM provider_profiles; DELETE FROM users;
  `)
}

export function createAccount(
  db: Db,
  {
    role = 'proveedor',
    plan = 'free',
    businessName,
    email,
    verified = true,
    isStaff = false,
  }: { role?: Role; plan?: Plan; businessName?: string; email?: string; verified?: boolean; isStaff?: boolean } = {},
) {
  const n = next()
  const user = db
    .insert(schema.users)
    .values({
      email: email ?? `cuenta${n}-${process.pid}-${Date.now()}@ejemplo.com.ar`,
      passwordHash: PASSWORD_HASH,
      emailVerifiedAt: verified ? new Date() : null,
      isStaff,
    })
    .returning()
    .get()
  const profile = db
    .insert(schema.providerProfiles)
    .values({ userId: user.id, userRole: role, plan, businessName: businessName ?? `Empresa ${n}` })
    .returning()
    .get()
  return { user, profile }
}

export function createListing(db: Db, values: Partial<typeof schema.listings.$inferInsert> = {}) {
  return db
    .insert(schema.listings)
    .values({
      businessName: `Proveedor ${next()}`,
      sectorSlug: 'cubiertas',
      subsectorSlug: 'techistas',
      zona: 'CABA',
      localidad: 'Palermo',
      ...values,
    })
    .returning()
    .get()
}

export function countRows(db: Db, table: 'reviews' | 'favorites' | 'listings' | 'sessions' | 'provider_profiles') {
  return db.get<{ count: number }>(sql`SELECT count(*) AS count FROM ${sql.identifier(table)}`).count
}

/** A review written on a listing, stored the way the app stores it: with the listing's provider and service. */
export function createReview(
  db: Db,
  { listingId, ...values }: { listingId: number; userId: number | null; rating: number; comment?: string | null; createdAt?: Date },
) {
  const listing = db
    .select({ profileId: schema.listings.profileId, sectorSlug: schema.listings.sectorSlug, subsectorSlug: schema.listings.subsectorSlug })
    .from(schema.listings)
    .where(sql`${schema.listings.id} = ${listingId}`)
    .get()!
  return db
    .insert(schema.reviews)
    .values({ ...values, ...listing, listingId: listing.profileId === null ? listingId : null })
    .returning()
    .get()
}
