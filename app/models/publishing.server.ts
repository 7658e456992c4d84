import { and, eq, sql } from 'drizzle-orm'
import { listings, providerProfiles, subsectors } from '../../drizzle/schema'
import { FREE_SUBSECTORS_LIMIT, OTHER_SUBSECTORS_PER_ACCOUNT_MAX, UNLIMITED, type Plan } from '~/constants'
import { OTHER_SECTOR } from '~/taxonomy'
import { websiteHref } from '~/utils/format'
import { resolvePlacement, type PlacementField, type PlacementInput } from '~/utils/publishing'
import type { Db } from '~/utils/sqlite.server'

export type PublishInput = PlacementInput & {
  userId: number
  description: string
  /** E.164, already normalised; undefined falls back to the profile's. */
  phone?: string
  address?: string
  /** With its scheme, already normalised; undefined falls back to the profile's. */
  website?: string
}

export type PublishResult =
  | { status: 'published'; listingId: number }
  /** The combination is not in the taxonomy, or one "Otros" subsector too many: nothing was written. */
  | { status: 'invalid'; errors: Partial<Record<PlacementField, string>> }
  /** No profile, or no phone to reach the provider by (neither typed nor in the profile). */
  | { status: 'incompleteProfile' }
  /** A new subsector beyond the plan's limit: nothing was written. */
  | { status: 'limit'; limit: number }

export const OTHER_SUBSECTORS_LIMIT_MESSAGE = `Ya publicaste en ${OTHER_SUBSECTORS_PER_ACCOUNT_MAX} subrubros propios de Otros, el máximo por cuenta: usá uno de esos o elegí un rubro de la lista`

/** Distinct subsectors a plan may publish in; UNLIMITED for premium. */
export function subsectorsLimit(plan: Plan) {
  return plan === 'premium' ? UNLIMITED : FREE_SUBSECTORS_LIMIT
}

/**
 * Publishes a service as a claimed, active listing of the user's profile: business name and
 * contact person come from the profile, and so do phone, address and website when not given.
 * One IMMEDIATE transaction takes the write lock before the profile's subsectors are read, so
 * simultaneous requests (in this process or another on the same file) cannot exceed the plan
 * nor OTHER_SUBSECTORS_PER_ACCOUNT_MAX.
 */
export function publishListing(db: Db, input: PublishInput): PublishResult {
  const resolved = resolvePlacement(input)
  if (!resolved.ok) return { status: 'invalid', errors: resolved.errors }
  const { sectorSlug, subsectorSlug, otherSubsectorName, divisionSlug, zona, localidad } = resolved.placement

  return db.transaction(
    (tx): PublishResult => {
      const profile = tx.select().from(providerProfiles).where(eq(providerProfiles.userId, input.userId)).get()
      const phone = input.phone ?? profile?.phone?.trim()
      if (!profile || !profile.businessName.trim() || !phone) return { status: 'incompleteProfile' }

      const limit = subsectorsLimit(profile.plan)
      if (limit !== UNLIMITED) {
        // Every listing of the profile counts, active or not, so reactivating one never exceeds the plan.
        const used = tx
          .selectDistinct({ sectorSlug: listings.sectorSlug, subsectorSlug: listings.subsectorSlug })
          .from(listings)
          .where(eq(listings.profileId, profile.id))
          .all()
        const alreadyThere = used.some((s) => s.sectorSlug === sectorSlug && s.subsectorSlug === subsectorSlug)
        if (!alreadyThere && used.length >= limit) return { status: 'limit', limit }
      }

      if (otherSubsectorName !== null) {
        const ownOthers = tx
          .selectDistinct({ slug: listings.subsectorSlug })
          .from(listings)
          .where(and(eq(listings.profileId, profile.id), eq(listings.sectorSlug, OTHER_SECTOR.slug)))
          .all()
        if (!ownOthers.some((s) => s.slug === subsectorSlug) && ownOthers.length >= OTHER_SUBSECTORS_PER_ACCOUNT_MAX)
          return { status: 'invalid', errors: { subsectorOther: OTHER_SUBSECTORS_LIMIT_MESSAGE } }
        const position = tx
          .select({ next: sql<number>`coalesce(max(${subsectors.position}) + 1, 0)` })
          .from(subsectors)
          .where(eq(subsectors.sectorSlug, sectorSlug))
          .get()!.next
        tx.insert(subsectors)
          .values({ sectorSlug, slug: subsectorSlug, name: otherSubsectorName, position })
          .onConflictDoNothing()
          .run()
      }

      const profileWebsite = profile.website?.trim()
      const listing = tx
        .insert(listings)
        .values({
          profileId: profile.id,
          businessName: profile.businessName.trim(),
          contactPerson: profile.contactPerson?.trim() || null,
          phone,
          address: input.address ?? (profile.address?.trim() || null),
          website: input.website ?? (profileWebsite ? websiteHref(profileWebsite) : null),
          description: input.description,
          sectorSlug,
          subsectorSlug,
          divisionSlug,
          zona,
          localidad,
          isActive: true,
        })
        .returning({ id: listings.id })
        .get()
      return { status: 'published', listingId: listing.id }
    },
    { behavior: 'immediate' },
  )
}

/** The profile's contact details the publish form falls back to. */
export function getPublishDefaults(db: Db, userId: number) {
  return db
    .select({ phone: providerProfiles.phone, address: providerProfiles.address, website: providerProfiles.website })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId))
    .get()
}
