import { and, asc, eq } from 'drizzle-orm'
import { listings, providerProfiles } from '~/../drizzle/schema'
import { SECTORS } from '~/taxonomy'
import type { Db } from '~/server/sqlite.server'
import { ownerIsActive } from './suspension.server'

export function listActiveListingIds(db: Db): number[] {
  return db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.isActive, true))
    .orderBy(asc(listings.id))
    .all()
    .map((row) => row.id)
}

/** Profiles of providers (not builders): the ones /proveedores lists. */
export function listProviderProfileIds(db: Db): number[] {
  return db
    .select({ id: providerProfiles.id })
    .from(providerProfiles)
    .where(and(eq(providerProfiles.userRole, 'proveedor'), ownerIsActive(providerProfiles.userId)))
    .orderBy(asc(providerProfiles.id))
    .all()
    .map((row) => row.id)
}

/** Every public page worth indexing, as paths: the directory from the taxonomy, then each listing and profile. */
export function listSitemapPaths(db: Db): string[] {
  const directory = SECTORS.flatMap((sector) => [
    `/${sector.slug}`,
    ...sector.subsectors.flatMap((subsector) => [
      `/${sector.slug}/${subsector.slug}`,
      ...subsector.divisions.map((division) => `/${sector.slug}/${subsector.slug}/${division.slug}`),
    ]),
  ])
  return [
    '/',
    '/categorias',
    '/proveedores',
    '/constructores',
    '/para-proveedores',
    '/sobre-nosotros',
    '/contacto',
    ...directory,
    ...listActiveListingIds(db).map((id) => `/proveedor/${id}`),
    ...listProviderProfileIds(db).map((id) => `/perfilDeProveedorActivo/${id}`),
  ]
}
