import { sql, type SQL } from 'drizzle-orm'
import { SECTORS } from '~/taxonomy'
import type { Db } from '~/server/sqlite.server'
import { materialCategoryHref } from '~/utils/material-search'
import { listedMaterialCategories } from './materials.server'
import { listZonaPagesWithProviders } from './service-areas.server'
import { ownerIsActive } from './suspension.server'

/** A page of the sitemap: its path on the site and, when the data tells, when its content last changed. */
export type SitemapEntry = { path: string; lastmod?: Date }

/**
 * One kind of indexable page. A source reads the database a batch at a time as it is iterated,
 * so the sitemap never holds all its URLs at once. One that can count its pages without reading
 * them has `count`, and then starts at its `from`-th page (from 0) when asked.
 */
export type SitemapSource = ((db: Db, from?: number) => Iterable<SitemapEntry>) & { count?: (db: Db) => number }

/** The public pages that are neither directory nor data: the ones that answer 200 without noindex to a visitor. */
const FIXED_PATHS = [
  '/',
  '/categorias',
  '/proveedores',
  '/constructores',
  '/proyectos-publicados',
  '/marketplace',
  '/cotiza-ia',
  '/como-ordenamos',
  '/upgrade',
  '/para-proveedores',
  '/sobre-nosotros',
  '/contacto',
  '/terminosycondiciones',
]

/** Rows read per query: large enough to be cheap, small enough that a query is a millisecond or two. */
const ROWS_PER_QUERY = 1000

type KeyedRow = { id: number; lastmod: number }

/**
 * Pages with an id: `prefix` + id for every row `rows` selects (id and lastmod, ids past
 * `afterId`), read in id order a batch at a time (no statement stays open between batches). It
 * counts its rows and starts at its `from`-th, so a later file of the sitemap skips it, or starts
 * inside it, without reading what comes before.
 */
function pagesById(prefix: string, rows: (afterId: number) => SQL): SitemapSource {
  function* pages(db: Db, from = 0): Generator<SitemapEntry> {
    let afterId = 0
    let offset = from
    for (;;) {
      const batch = db.all<KeyedRow>(sql`${rows(afterId)} ORDER BY id LIMIT ${ROWS_PER_QUERY} OFFSET ${offset}`)
      for (const { id, lastmod } of batch) yield { path: `${prefix}${id}`, lastmod: new Date(lastmod) }
      if (batch.length < ROWS_PER_QUERY) return
      afterId = batch[batch.length - 1]!.id
      offset = 0
    }
  }
  return Object.assign(pages, { count: (db: Db) => db.get<{ count: number }>(sql`SELECT count(*) AS count FROM (${rows(0)})`).count })
}

function* fixedPages(): Generator<SitemapEntry> {
  for (const path of FIXED_PATHS) yield { path }
}

/** Sectors, subsectors and divisions from the taxonomy, without lastmod: they answer 200 whether or not they list anyone. */
function* directoryPages(): Generator<SitemapEntry> {
  for (const sector of SECTORS) {
    yield { path: `/${sector.slug}` }
    for (const subsector of sector.subsectors) {
      yield { path: `/${sector.slug}/${subsector.slug}` }
      for (const division of subsector.divisions) yield { path: `/${sector.slug}/${subsector.slug}/${division.slug}` }
    }
  }
}

/** /proveedor/{id}: active listings, unclaimed or of an account that is not suspended. */
const listingPages = pagesById(
  '/proveedor/',
  (afterId) => sql`
    SELECT id, updated_at AS lastmod FROM listings
    WHERE is_active = 1 AND id > ${afterId}
      AND (profile_id IS NULL OR profile_id NOT IN (
        SELECT p.id FROM provider_profiles p JOIN users u ON u.id = p.user_id WHERE u.suspended_at IS NOT NULL))`,
)

/**
 * /perfilDeProveedorActivo/{id}: profiles of active accounts that offer at least one active
 * listing; the others answer with noindex. The page shows the listings, so their changes count.
 */
const profilePages = pagesById(
  '/perfilDeProveedorActivo/',
  (afterId) => sql`
    SELECT id, max(updated_at, listed) AS lastmod FROM (
      SELECT p.id, p.updated_at,
        (SELECT max(l.updated_at) FROM listings l WHERE l.profile_id = p.id AND l.is_active = 1) AS listed
      FROM provider_profiles p
      WHERE p.id > ${afterId} AND ${ownerIsActive(sql`p.user_id`)}
    )
    WHERE listed IS NOT NULL`,
)

/** /detalleMaterial/{id}: every published material of an active account (a paused one is not found). */
const materialPages = pagesById(
  '/detalleMaterial/',
  (afterId) => sql`
    SELECT id, updated_at AS lastmod FROM materials
    WHERE id > ${afterId} AND status = 'publicado' AND ${ownerIsActive(sql`user_id`)}`,
)

/** /marketplace/{categoria}: the categories with materials a visitor sees; an empty one is left out. */
function* materialCategoryPages(db: Db): Generator<SitemapEntry> {
  for (const { category, lastmod } of listedMaterialCategories(db))
    yield { path: materialCategoryHref(category), lastmod: new Date(lastmod) }
}

/** /proyectos/{id}: public projects of active accounts. Projects are not edited, so lastmod is when they were published. */
const projectPages = pagesById(
  '/proyectos/',
  (afterId) => sql`
    SELECT id, created_at AS lastmod FROM projects
    WHERE is_public = 1 AND id > ${afterId} AND ${ownerIsActive(sql`user_id`)}`,
)

/** Every kind of indexable page, in the order the sitemap lists them. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  fixedPages,
  directoryPages,
  listZonaPagesWithProviders,
  listingPages,
  profilePages,
  materialCategoryPages,
  materialPages,
  projectPages,
]

export function* sitemapEntries(db: Db, sources: readonly SitemapSource[] = SITEMAP_SOURCES): Generator<SitemapEntry> {
  for (const source of sources) yield* source(db)
}

/** One file of a sitemap that takes several: its number (from 1) and its newest lastmod. */
export type SitemapFile = { number: number; lastmod?: Date }

/** The files the sitemap takes at `urlsPerFile` URLs each: one means /sitemap.xml lists the URLs itself. */
export function sitemapFiles(db: Db, { urlsPerFile, sources }: { urlsPerFile: number; sources?: readonly SitemapSource[] }): SitemapFile[] {
  const files: SitemapFile[] = []
  let count = 0
  for (const { lastmod } of sitemapEntries(db, sources)) {
    if (count % urlsPerFile === 0) files.push({ number: files.length + 1 })
    const file = files[files.length - 1]!
    if (lastmod && (!file.lastmod || lastmod > file.lastmod)) file.lastmod = lastmod
    count++
  }
  return files
}

/**
 * The entries of file `number` (from 1) of a sitemap cut into files of `urlsPerFile`; empty past
 * the last. The sources before the file's first entry are counted rather than read where they can be.
 */
export function* sitemapFileEntries(
  db: Db,
  { number, urlsPerFile, sources = SITEMAP_SOURCES }: { number: number; urlsPerFile: number; sources?: readonly SitemapSource[] },
): Generator<SitemapEntry> {
  let skip = (number - 1) * urlsPerFile
  let left = urlsPerFile
  for (const source of sources) {
    let from = 0
    if (skip > 0 && source.count) {
      const count = source.count(db)
      if (skip >= count) {
        skip -= count
        continue
      }
      from = skip
      skip = 0
    }
    for (const entry of source(db, from)) {
      if (skip > 0) {
        skip--
        continue
      }
      yield entry
      if (--left === 0) return
    }
  }
}
