import { sql, type SQL } from 'drizzle-orm'
import { listings } from '~/../drizzle/schema'
import type { Db } from '~/server/sqlite.server'

export type ProviderProfile = {
  id: number
  userId: number
  businessName: string
  contactPerson: string | null
  phone: string | null
  address: string | null
  description: string | null
  website: string | null
  logoPath: string | null
  /** The spec's "Perfil Verificado": complete contact data and checked by RedObra. */
  isVerified: boolean
}

type RequiredFields = Pick<ProviderProfile, 'businessName' | 'contactPerson' | 'phone' | 'address' | 'description'>

/** The five profile fields 'Perfil Verificado' asks for: business name, contact person, phone, address and description, all non-blank. */
export function hasRequiredFields(profile: RequiredFields) {
  const fields = [profile.businessName, profile.contactPerson, profile.phone, profile.address, profile.description]
  return fields.every((field) => Boolean(field?.trim()))
}

/** The five fields filled, and checked by RedObra (verification-review.server keeps `verified`). */
export function isVerifiedProfile(profile: RequiredFields & { verified: boolean }) {
  return profile.verified && hasRequiredFields(profile)
}

/** A profile's public fields by id, whatever its role: project and material authors link here too. */
export function getProviderProfile(db: Db, id: number): ProviderProfile | undefined {
  const row = db.get<(Omit<ProviderProfile, 'isVerified'> & { verified: number }) | undefined>(sql`
    SELECT id, user_id AS userId, business_name AS businessName, contact_person AS contactPerson, phone, address,
      description, website, logo_path AS logoPath, verified
    FROM provider_profiles WHERE id = ${id}`)
  if (!row) return undefined
  const { verified, ...profile } = row
  return { ...profile, isVerified: isVerifiedProfile({ ...profile, verified: verified === 1 }) }
}

/**
 * A profile offers nothing without active services (a builder's, or a provider's who withdrew
 * them): its page keeps the name, logo and projects, and shows no way to reach a person.
 */
export function withoutContactData<Profile extends ProviderProfile>(profile: Profile): Profile {
  return { ...profile, contactPerson: null, phone: null, address: null, website: null, description: null }
}

export type ProviderProfileSummary = {
  id: number
  businessName: string
  contactPerson: string | null
  description: string | null
  logoPath: string | null
}

// Profiles have no stored sort key, so they sort by the very expression that computes the
// listings' sort_name (Spanish order: accents folded, ñ after n) over their own business_name.
const spanishNameOrder = listings.sortName.generated?.as as SQL

/** One page of provider profiles (role proveedor) by business name in Spanish order, with the total. */
export function listProviderProfiles(db: Db, { page, pageSize }: { page: number; pageSize: number }) {
  const total = db.get<{ total: number }>(sql`SELECT count(*) AS total FROM provider_profiles WHERE user_role = 'proveedor'`).total
  const items = db.all<ProviderProfileSummary>(sql`
    SELECT id, business_name AS businessName, logo_path AS logoPath,
      -- As on the profile page: without an active service, no person's name or text of theirs.
      CASE WHEN listed THEN contact_person END AS contactPerson, CASE WHEN listed THEN description END AS description
    FROM (
      SELECT *, EXISTS (SELECT 1 FROM listings l WHERE l.profile_id = p.id AND l.is_active = 1) AS listed
      FROM provider_profiles p WHERE user_role = 'proveedor'
    )
    ORDER BY ${spanishNameOrder}, id
    LIMIT ${pageSize} OFFSET ${(Math.max(1, page) - 1) * pageSize}`)
  return { total, items }
}
