import { SEARCH_PAGE_SIZE } from '~/constants'
import { findListings, type ListingFilter } from '~/models/listings.server'
import { areaFilterOf, placesWithProviders } from '~/models/service-areas.server'
import { ZONE_SLUGS, getDivision, getSector, getSubsector, getZona, placesOf } from '~/taxonomy'
import { db } from '~/server/db.server'
import { ZONE_PARAM, directoryHref, zonaHeading, zonaPath } from '~/utils/directory'
import { env } from '~/server/env.server'
import { getFavoriteIds } from '~/controllers/favorites.server'
import { pageWithin, parseListingOrder, parsePage } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import { ZonasSchema } from '~/utils/search-query.server'
import { breadcrumbListJsonLd, itemListJsonLd } from '~/utils/seo'

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

/** The page the address asks for of the listings `filter` keeps, in its order; a page past the last is a 404. */
async function listingsPage(request: Request, filter: ListingFilter) {
  const { searchParams } = new URL(request.url)
  const page = parsePage(searchParams)
  const order = parseListingOrder(searchParams)
  const { total, items } = findListings(db, filter, { page, pageSize: SEARCH_PAGE_SIZE, order })
  const { pageCount } = pageWithin(page, total, SEARCH_PAGE_SIZE) ?? notFound()
  return { order, page, pageCount, total, items, favoriteIds: await getFavoriteIds(request, items) }
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
  const listed = await listingsPage(request, {
    zones,
    sectorSlug: sector.slug,
    subsectorSlug: subsector.slug,
    divisionSlug: division?.slug,
  })

  const path = ['', sector.slug, subsector.slug, ...(division ? [division.slug] : [])].join('/')
  return {
    sector: { slug: sector.slug, name: sector.name, pageTitle: sector.pageTitle },
    subsector: { slug: subsector.slug, name: subsector.name },
    division: division && { slug: division.slug, name: division.name },
    /** On a subsector's page, its divisions to go deeper. */
    divisions: division ? [] : subsector.divisions,
    path,
    canonical: absoluteUrl(directoryHref(path, { page: listed.page })),
    zones,
    ...listed,
  }
}

export type SectionPageData = Awaited<ReturnType<typeof loadSectionPage>>

/**
 * One page of the providers of a sector (or subsector) serving a zone or one of its places, with
 * the way up and the other places of the zone where the sector has providers. Unknown slugs and
 * pages past the last answer 404; a page with no provider is a page all the same.
 */
export async function loadZonaPage(request: Request, params: { sector?: string; subsector?: string; zona?: string }) {
  const sector = requireSector(params.sector)
  const subsector = params.subsector === undefined ? null : (getSubsector(sector.slug, params.subsector) ?? notFound())
  const zona = getZona(params.zona ?? '') ?? notFound()

  const listed = await listingsPage(request, { sectorSlug: sector.slug, subsectorSlug: subsector?.slug, area: areaFilterOf(zona) })

  const at = (zonaSlug: string) => zonaPath({ sectorSlug: sector.slug, subsectorSlug: subsector?.slug, zonaSlug })
  const served = placesWithProviders(db, { sectorSlug: sector.slug, subsectorSlug: subsector?.slug, zone: zona.zone })
  const path = at(zona.slug)
  const group = { label: zona.zone, href: at(ZONE_SLUGS[zona.zone]) }
  const heading = zonaHeading(subsector?.name ?? sector.name, zona.name)
  const crumbs = [
    { label: 'Inicio', href: '/' },
    { label: sector.name, href: `/${sector.slug}` },
    ...(subsector ? [{ label: subsector.name, href: `/${sector.slug}/${subsector.slug}` }] : []),
    ...(zona.kind === 'place' ? [group] : []),
  ]
  return {
    sector: { slug: sector.slug, name: sector.name },
    subsector: subsector && { slug: subsector.slug, name: subsector.name },
    zona: { kind: zona.kind, name: zona.name },
    heading,
    crumbs,
    sectionHref: subsector ? `/${sector.slug}/${subsector.slug}` : `/${sector.slug}`,
    /** The zone's page, from one of its places when it has providers there. */
    group: zona.kind === 'place' && served.size > 0 ? group : null,
    /** The other places of the zone where the sector has providers. */
    neighbours: placesOf(zona.zone)
      .filter((place) => place.slug !== zona.slug && served.has(place.slug))
      .map((place) => ({ label: place.name, href: at(place.slug) })),
    path,
    canonical: absoluteUrl(path),
    jsonLd: [
      breadcrumbListJsonLd(
        [...crumbs, { label: zona.name, href: path }].map((crumb) => ({ name: crumb.label, url: absoluteUrl(crumb.href) })),
      ),
      itemListJsonLd({
        name: heading,
        firstPosition: (listed.page - 1) * SEARCH_PAGE_SIZE + 1,
        items: listed.items.map((item) => ({ name: item.businessName, url: absoluteUrl(`/proveedor/${item.id}`) })),
      }),
    ],
    ...listed,
  }
}

export type ZonaPageData = Awaited<ReturnType<typeof loadZonaPage>>
