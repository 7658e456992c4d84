import { eq, sql, type SQL } from 'drizzle-orm'
import { providerProfiles, serviceAreas } from '~/../drizzle/schema'
import { SECTORS, ZONE_SLUGS, getZona, placesOf, placesOfLocalidad, type Zona, type Zone } from '~/taxonomy'
import type { Db } from '~/server/sqlite.server'
import { zonaPath } from '~/utils/directory'
import type { AreaFilter } from './listings.server'

/** What findListings needs to list the providers of a zona page. */
export function areaFilterOf(zona: Zona): AreaFilter {
  return zona.kind === 'group'
    ? { zone: zona.zone, localidades: null, placeSlugs: placesOf(zona.zone).map((place) => place.slug) }
    : { zone: zona.zone, localidades: zona.localidades, placeSlugs: [zona.slug] }
}

/** Keeps, for each key, the latest of the times given for it. */
function keepLatest<Key>(latest: Map<Key, number>, key: Key, time: number) {
  if (time > (latest.get(key) ?? 0)) latest.set(key, time)
}

/** Per subsector, per place slug: the latest change of the sector's active listings serving there. */
type ServedPlaces = Map<string, Map<string, number>>

/**
 * Where a sector's active listings serve, by localidad (a localidad on a partido border is in
 * both places) and declared, read from the covering indexes.
 */
function servedPlaces(db: Db, sectorSlug: string): ServedPlaces {
  const served: ServedPlaces = new Map()
  const touch = (subsectorSlug: string, placeSlug: string, updatedAt: number) => {
    let places = served.get(subsectorSlug)
    if (!places) served.set(subsectorSlug, (places = new Map()))
    keepLatest(places, placeSlug, updatedAt)
  }
  const byLocalidad = db.$client
    .prepare<[string], [string, Zone, string, number]>(
      `SELECT subsector_slug, zona, localidad, max(updated_at)
        FROM listings INDEXED BY listings_sector_place_idx
        WHERE is_active = 1 AND sector_slug = ?
        GROUP BY zona, localidad, subsector_slug`,
    )
    .raw()
    .all(sectorSlug)
  for (const [subsectorSlug, zone, localidad, updatedAt] of byLocalidad) {
    for (const place of placesOfLocalidad(zone, localidad)) touch(subsectorSlug, place.slug, updatedAt)
  }
  const declared = db.all<{ subsectorSlug: string; placeSlug: string; updatedAt: number }>(
    sql`SELECT served.subsector_slug AS subsectorSlug, area.place_slug AS placeSlug, max(served.updated_at) AS updatedAt
      FROM provider_service_areas AS area CROSS JOIN listings AS served INDEXED BY listings_profile_sector_idx ON served.profile_id = area.profile_id AND served.is_active = 1
      WHERE served.is_active = 1 AND served.sector_slug = ${sectorSlug}
      GROUP BY served.subsector_slug, area.place_slug`,
  )
  for (const { subsectorSlug, placeSlug, updatedAt } of declared) touch(subsectorSlug, placeSlug, updatedAt)
  return served
}

/** The slugs of the places of `zone` where the sector (or subsector) has providers, from its indexes alone. */
export function placesWithProviders(
  db: Db,
  { sectorSlug, subsectorSlug, zone }: { sectorSlug: string; subsectorSlug?: string; zone: Zone },
) {
  const inSubsector = (column: SQL) => (subsectorSlug ? sql` AND ${column} = ${subsectorSlug}` : sql``)
  const localidades = db.all<{ localidad: string }>(
    sql`SELECT DISTINCT localidad FROM listings INDEXED BY listings_sector_place_idx
      WHERE is_active = 1 AND sector_slug = ${sectorSlug} AND zona = ${zone}${inSubsector(sql`subsector_slug`)}`,
  )
  const declared = db.all<{ placeSlug: string }>(
    sql`SELECT DISTINCT area.place_slug AS placeSlug
      FROM zona_places AS place CROSS JOIN provider_service_areas AS area ON area.place_slug = place.slug
      CROSS JOIN listings AS served INDEXED BY listings_profile_sector_idx ON served.profile_id = area.profile_id AND served.is_active = 1
      WHERE place.zona = ${zone} AND served.is_active = 1 AND served.sector_slug = ${sectorSlug}${inSubsector(sql`served.subsector_slug`)}`,
  )
  return new Set([
    ...localidades.flatMap((row) => placesOfLocalidad(zone, row.localidad).map((place) => place.slug)),
    ...declared.map((row) => row.placeSlug),
  ])
}

export type ZonaPageEntry = { path: string; lastmod: Date }

/**
 * Every zona page that has providers (sector and subsector, place and zone), with the latest
 * change of its listings. One sector is held in memory at a time.
 */
export function* listZonaPagesWithProviders(db: Db): Generator<ZonaPageEntry> {
  for (const sector of SECTORS) {
    const lastmods = new Map<string, number>()
    const touch = (path: string, updatedAt: number) => keepLatest(lastmods, path, updatedAt)
    const sectorPlaces = new Map<string, number>()
    for (const [subsectorSlug, places] of servedPlaces(db, sector.slug)) {
      const known = sector.subsectors.some((subsector) => subsector.slug === subsectorSlug)
      for (const [placeSlug, updatedAt] of places) {
        keepLatest(sectorPlaces, placeSlug, updatedAt)
        const place = getZona(placeSlug)
        if (!known || place?.kind !== 'place') continue
        touch(zonaPath({ sectorSlug: sector.slug, subsectorSlug, zonaSlug: placeSlug }), updatedAt)
        touch(zonaPath({ sectorSlug: sector.slug, subsectorSlug, zonaSlug: ZONE_SLUGS[place.zone] }), updatedAt)
      }
    }
    for (const [placeSlug, updatedAt] of sectorPlaces) {
      const place = getZona(placeSlug)
      if (place?.kind !== 'place') continue
      touch(zonaPath({ sectorSlug: sector.slug, zonaSlug: placeSlug }), updatedAt)
      touch(zonaPath({ sectorSlug: sector.slug, zonaSlug: ZONE_SLUGS[place.zone] }), updatedAt)
    }
    for (const [path, updatedAt] of [...lastmods].sort(([a], [b]) => (a < b ? -1 : 1))) yield { path, lastmod: new Date(updatedAt) }
  }
}

/** The places the provider declared; none declared yet: the places of its listings' localidades. */
export function serviceAreaChoices(db: Db, profileId: number): { selected: string[]; declared: boolean } {
  const declared = db
    .select({ placeSlug: serviceAreas.placeSlug })
    .from(serviceAreas)
    .where(eq(serviceAreas.profileId, profileId))
    .all()
    .map((row) => row.placeSlug)
  if (declared.length > 0) return { selected: declared, declared: true }
  const own = db.all<{ zona: Zone; localidad: string }>(sql`SELECT DISTINCT zona, localidad FROM listings WHERE profile_id = ${profileId}`)
  return {
    selected: [...new Set(own.flatMap((row) => placesOfLocalidad(row.zona, row.localidad).map((place) => place.slug)))],
    declared: false,
  }
}

export type SaveServiceAreasResult = { status: 'saved'; count: number } | { status: 'notProvider' }

/** Replaces the service areas of the user's own provider profile, in one transaction. */
export function saveServiceAreas(
  db: Db,
  { userId, placeSlugs }: { userId: number; placeSlugs: readonly string[] },
): SaveServiceAreasResult {
  return db.transaction((tx) => {
    const profile = tx
      .select({ id: providerProfiles.id, role: providerProfiles.userRole })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, userId))
      .get()
    if (!profile || profile.role !== 'proveedor') return { status: 'notProvider' as const }
    tx.delete(serviceAreas).where(eq(serviceAreas.profileId, profile.id)).run()
    if (placeSlugs.length > 0)
      tx.insert(serviceAreas)
        .values(placeSlugs.map((placeSlug) => ({ profileId: profile.id, placeSlug })))
        .run()
    return { status: 'saved' as const, count: placeSlugs.length }
  })
}
