import { eq } from 'drizzle-orm'
import { providerProfiles } from '~/../drizzle/schema'
import { hasRequiredFields, type ProviderProfile } from '~/models/providers.server'
import { recheckChangedFacts } from '~/models/verification-review.server'
import type { Db } from '~/server/sqlite.server'

export type OwnProfile = Pick<
  ProviderProfile,
  'id' | 'businessName' | 'contactPerson' | 'phone' | 'address' | 'description' | 'website' | 'logoPath'
> & { verified: boolean }

/** The signed-in user's own profile, with the fields the profile area shows and edits. */
export function getOwnProfile(db: Db, userId: number): OwnProfile | undefined {
  return db
    .select({
      id: providerProfiles.id,
      businessName: providerProfiles.businessName,
      contactPerson: providerProfiles.contactPerson,
      phone: providerProfiles.phone,
      address: providerProfiles.address,
      description: providerProfiles.description,
      website: providerProfiles.website,
      logoPath: providerProfiles.logoPath,
      verified: providerProfiles.verified,
    })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId))
    .get()
}

/**
 * The verification banner: 'incomplete' while any of the five required fields is blank,
 * 'verified' when complete and checked by RedObra, 'pending' when complete and not yet checked.
 */
export type VerificationState = 'incomplete' | 'pending' | 'verified'

export function verificationState(
  profile: Pick<OwnProfile, 'businessName' | 'contactPerson' | 'phone' | 'address' | 'description' | 'verified'>,
): VerificationState {
  if (!hasRequiredFields(profile)) return 'incomplete'
  return profile.verified ? 'verified' : 'pending'
}

export type ProfileUpdate = {
  businessName: string
  contactPerson?: string
  phone?: string
  address?: string
  description?: string
  website?: string
  /** A stored logo key to set; undefined keeps the current logo. */
  logoPath?: string
}

export type UpdateProfileResult =
  | { status: 'updated'; /** The logo key replaced by this update, for the caller to delete. */ replacedLogo: string | null }
  | { status: 'notFound' }

/**
 * Writes the editable fields of the user's profile. Optional fields left blank are cleared. The
 * previous logo is read in the same transaction, so the key returned is exactly the one replaced;
 * a changed fact that staff approved goes back to review in it too.
 */
export function updateProfile(db: Db, userId: number, update: ProfileUpdate): UpdateProfileResult {
  return db.transaction((tx): UpdateProfileResult => {
    const current = tx
      .select({
        id: providerProfiles.id,
        logoPath: providerProfiles.logoPath,
        businessName: providerProfiles.businessName,
        phone: providerProfiles.phone,
        address: providerProfiles.address,
        website: providerProfiles.website,
      })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, userId))
      .get()
    if (!current) return { status: 'notFound' }
    tx.update(providerProfiles)
      .set({
        businessName: update.businessName,
        contactPerson: update.contactPerson ?? null,
        phone: update.phone ?? null,
        address: update.address ?? null,
        description: update.description ?? null,
        website: update.website ?? null,
        ...(update.logoPath ? { logoPath: update.logoPath } : {}),
        updatedAt: new Date(),
      })
      .where(eq(providerProfiles.userId, userId))
      .run()
    recheckChangedFacts(tx, current.id, current, {
      businessName: update.businessName,
      phone: update.phone ?? null,
      address: update.address ?? null,
      website: update.website ?? null,
    })
    const replaced = update.logoPath && current.logoPath !== update.logoPath ? current.logoPath : null
    return { status: 'updated', replacedLogo: replaced }
  })
}
