import { and, eq, ne, sql } from 'drizzle-orm'
import { listings, providerProfiles, subsectors } from '~/../drizzle/schema'
import { FREE_SUBSECTORS_LIMIT, OTHER_SUBSECTORS_PER_ACCOUNT_MAX, UNLIMITED, type Plan } from '~/constants'
import { OTHER_SECTOR } from '~/taxonomy'
import { recheckChangedFacts } from '~/models/verification-review.server'
import { resolvePlacement, type PlacementField, type PlacementInput } from '~/utils/publishing'
import type { Db } from '~/server/sqlite.server'

export type PublishInput = PlacementInput & {
  userId: number
  description: string
  /** E.164, already normalised; undefined shows the profile's, whatever it becomes. */
  phone?: string
  address?: string
  /** With its scheme, already normalised; undefined shows the profile's, whatever it becomes. */
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
  /** Editing: the listing does not exist or is not the user's. */
  | { status: 'notFound' }

export const OTHER_SUBSECTORS_LIMIT_MESSAGE = `Ya publicaste en ${OTHER_SUBSECTORS_PER_ACCOUNT_MAX} subrubros propios de Otros, el máximo por cuenta: usá uno de esos o elegí un rubro de la lista`

/** Distinct subsectors a plan may publish in; UNLIMITED for premium. */
export function subsectorsLimit(plan: Plan) {
  return plan === 'premium' ? UNLIMITED : FREE_SUBSECTORS_LIMIT
}

/**
 * Publishes a service as a claimed, active listing of the user's profile: business name and
 * contact person come from the profile, and so do phone, address and website when not given.
 */
export function publishListing(db: Db, input: PublishInput): PublishResult {
  return saveListing(db, input, null)
}

/**
 * Rewrites everything the publish form sets on one of the user's listings, under the same rules
 * and plan limit: moving it to a new subsector counts like publishing there.
 */
export function updateOwnListing(db: Db, input: PublishInput & { listingId: number }): PublishResult {
  return saveListing(db, input, input.listingId)
}

/**
 * One IMMEDIATE transaction takes the write lock before the profile's subsectors are read, so
 * simultaneous requests (in this process or another on the same file) cannot exceed the plan
 * nor OTHER_SUBSECTORS_PER_ACCOUNT_MAX.
 */
function saveListing(db: Db, input: PublishInput, listingId: number | null): PublishResult {
  const resolved = resolvePlacement(input)
  if (!resolved.ok) return { status: 'invalid', errors: resolved.errors }
  const { sectorSlug, subsectorSlug, otherSubsectorName, divisionSlug, zona, localidad } = resolved.placement

  return db.transaction((tx): PublishResult => {
    const profile = tx.select().from(providerProfiles).where(eq(providerProfiles.userId, input.userId)).get()
    const own =
      listingId === null
        ? undefined
        : profile &&
          tx
            .select({ phone: listings.phone, address: listings.address, website: listings.website })
            .from(listings)
            .where(and(eq(listings.id, listingId), eq(listings.profileId, profile.id)))
            .get()
    if (listingId !== null && !own) return { status: 'notFound' }
    if (!profile || !profile.businessName.trim() || !(input.phone ?? profile.phone?.trim())) return { status: 'incompleteProfile' }

    const limit = subsectorsLimit(profile.plan)
    if (limit !== UNLIMITED) {
      // Every other listing of the profile counts, active or not, so reactivating one never exceeds the plan.
      const used = tx
        .selectDistinct({ sectorSlug: listings.sectorSlug, subsectorSlug: listings.subsectorSlug })
        .from(listings)
        .where(and(eq(listings.profileId, profile.id), listingId === null ? undefined : ne(listings.id, listingId)))
        .all()
      const alreadyThere = used.some((s) => s.sectorSlug === sectorSlug && s.subsectorSlug === subsectorSlug)
      if (!alreadyThere && used.length >= limit) return { status: 'limit', limit }
    }

    if (otherSubsectorName !== null) {
      const ownOthers = tx
        .selectDistinct({ slug: listings.subsectorSlug })
        .from(listings)
        .where(
          and(
            eq(listings.profileId, profile.id),
            eq(listings.sectorSlug, OTHER_SECTOR.slug),
            listingId === null ? undefined : ne(listings.id, listingId),
          ),
        )
        .all()
      if (!ownOthers.some((s) => s.slug === subsectorSlug) && ownOthers.length >= OTHER_SUBSECTORS_PER_ACCOUNT_MAX)
        return { status: 'invalid', errors: { subsectorOther: OTHER_SUBSECTORS_LIMIT_MESSAGE } }
      const position = tx
        .select({ next: sql<number>`coalesce(max(${subsectors.position}) + 1, 0)` })
        .from(subsectors)
        .where(eq(subsectors.sectorSlug, sectorSlug))
        .get()!.next
      tx.insert(subsectors).values({ sectorSlug, slug: subsectorSlug, name: otherSubsectorName, position }).onConflictDoNothing().run()
    }

    const values = {
      profileId: profile.id,
      businessName: profile.businessName.trim(),
      contactPerson: profile.contactPerson?.trim() || null,
      // Left empty, the listing shows the profile's, whatever it becomes (listings.server SUMMARY_COLUMNS).
      phone: input.phone ?? null,
      address: input.address ?? null,
      website: input.website ?? null,
      description: input.description,
      sectorSlug,
      subsectorSlug,
      divisionSlug,
      zona,
      localidad,
    }
    // What the service shows, before and after: its own contact, or else the profile's.
    const shown = (listing: { phone?: string | null; address?: string | null; website?: string | null } | undefined) => ({
      businessName: profile.businessName,
      phone: listing?.phone ?? profile.phone,
      address: listing?.address ?? profile.address,
      website: listing?.website ?? profile.website,
    })
    recheckChangedFacts(tx, profile.id, shown(own), shown(input))
    if (listingId !== null) {
      tx.update(listings)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(listings.id, listingId))
        .run()
      return { status: 'published', listingId }
    }
    const listing = tx
      .insert(listings)
      .values({ ...values, isActive: true })
      .returning({ id: listings.id })
      .get()
    return { status: 'published', listingId: listing.id }
  })
}

/** What the publish form sets on one of the user's listings, as the form's fields; undefined when not theirs. */
export function getOwnListingForm(db: Db, { userId, listingId }: { userId: number; listingId: number }) {
  const row = db.get<
    | {
        sectorSlug: string
        subsectorSlug: string
        subsectorName: string
        divisionSlug: string | null
        zona: string
        localidad: string
        description: string
        phone: string | null
        address: string | null
        website: string | null
      }
    | undefined
  >(sql`
    SELECT l.sector_slug AS sectorSlug, l.subsector_slug AS subsectorSlug, s.name AS subsectorName, l.division_slug AS divisionSlug,
      l.zona, l.localidad, l.description, l.phone, l.address, l.website
    FROM listings l
    JOIN provider_profiles p ON p.id = l.profile_id
    JOIN subsectors s ON s.sector_slug = l.sector_slug AND s.slug = l.subsector_slug
    WHERE l.id = ${listingId} AND p.user_id = ${userId}`)
  if (!row) return undefined
  const isOther = row.sectorSlug === OTHER_SECTOR.slug
  return {
    sector: row.sectorSlug,
    subsector: isOther ? '' : row.subsectorSlug,
    subsectorOther: isOther ? row.subsectorName : '',
    division: row.divisionSlug ?? '',
    zona: row.zona,
    localidad: row.localidad,
    description: row.description,
    phone: row.phone ?? '',
    address: row.address ?? '',
    website: row.website ?? '',
  }
}

/** The profile's contact details the publish form falls back to. */
export function getPublishDefaults(db: Db, userId: number) {
  return db
    .select({ phone: providerProfiles.phone, address: providerProfiles.address, website: providerProfiles.website })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId))
    .get()
}
