import { SEARCH_PAGE_SIZE } from '~/constants'
import { findListings } from '~/models/listings.server'
import { getDivision, getSector, getSubsector } from '~/taxonomy'
import { db } from '~/server/db.server'
import { ZONE_PARAM, directoryHref } from '~/utils/directory'
import { env } from '~/server/env.server'
import { getFavoriteIds } from '~/controllers/favorites.server'
import { pageWithin, parseListingOrder, parsePage } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import { ZonasSchema } from '~/utils/search-query.server'

/** The zones selected in the query, parsed as search parses them. */
export function zonesFrom(url: URL) {
  return ZonasSchema.parse(url.searchParams.getAll(ZONE_PARAM))
}

export function requireSector(sectorSlug: string | undefined) {
  return getSector(sectorSlug ?? '') ?? notFound()
}

export function absoluteUrl(path: string) {
  return `${env.appUrl}${path}`
}

type SectionParams = { sector?: string; subsector?: string; division?: string }

/**
 * One page of a subsector's providers (all its divisions) or of a division's, filtered by the
 * zones in the query and in the order it asks for. Unknown slugs and pages past the last answer 404.
 */
export async function loadSectionPage(request: Request, params: SectionParams) {
  const sector = requireSector(params.sector)
  const subsector = getSubsector(sector.slug, params.subsector ?? '') ?? notFound()
  const division = params.division === undefined ? null : (getDivision(sector.slug, subsector.slug, params.division) ?? notFound())

  const url = new URL(request.url)
  const zones = zonesFrom(url)
  const page = parsePage(url.searchParams)
  const order = parseListingOrder(url.searchParams)
  const { total, items } = findListings(
    db,
    { zones, sectorSlug: sector.slug, subsectorSlug: subsector.slug, divisionSlug: division?.slug },
    { page, pageSize: SEARCH_PAGE_SIZE, order },
  )
  const { pageCount } = pageWithin(page, total, SEARCH_PAGE_SIZE) ?? notFound()

  const path = ['', sector.slug, subsector.slug, ...(division ? [division.slug] : [])].join('/')
  return {
    sector: { slug: sector.slug, name: sector.name, pageTitle: sector.pageTitle },
    subsector: { slug: subsector.slug, name: subsector.name },
    division: division && { slug: division.slug, name: division.name },
    /** On a subsector's page, its divisions to go deeper. */
    divisions: division ? [] : subsector.divisions,
    path,
    canonical: absoluteUrl(directoryHref(path, { page })),
    zones,
    order,
    page,
    pageCount,
    total,
    items,
    favoriteIds: await getFavoriteIds(request, items),
  }
}

export type SectionPageData = Awaited<ReturnType<typeof loadSectionPage>>
