import type { ListingOrder } from '~/constants'
import { SECTORS, ZONES, ZONE_SLUGS, getZona, slugify, type Zona } from '~/taxonomy'
import { PAGE_PARAM, setListingOrder } from './pagination'

/** The zone filter of the directory pages (repeated), named as in search. */
export const ZONE_PARAM = 'zona'

/** A directory page's URL with the selected zones, the order chosen and, past the first, the page number. */
export function directoryHref(
  path: string,
  { zones = [], order, page = 1 }: { zones?: readonly string[]; order?: ListingOrder; page?: number } = {},
) {
  const params = new URLSearchParams()
  for (const zone of zones) params.append(ZONE_PARAM, zone)
  setListingOrder(params, order)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** A zona page's path: `/{sector}/zona/{zona}` or `/{sector}/{subsector}/zona/{zona}`. */
export function zonaPath({ sectorSlug, subsectorSlug, zonaSlug }: { sectorSlug: string; subsectorSlug?: string; zonaSlug: string }) {
  return `/${sectorSlug}${subsectorSlug ? `/${subsectorSlug}` : ''}/zona/${zonaSlug}`
}

/** A zona page's heading: 'Mampostería y Durlock en La Matanza'. */
export const zonaHeading = (sectionName: string, zonaName: string) => `${sectionName} en ${zonaName}`

/** Shortest start of a subsector's name that a search may use for it: 'corralón' for 'Corralones'. */
const SUBSECTOR_PREFIX_MIN_LENGTH = 5

/**
 * The zona page a search names, as builders write it: '{sector or subsector} en {zona}'
 * ('Mampostería y Durlock en La Matanza', 'corralón en Palermo'); null when it names none.
 */
export function zonaPageNamed(term: string): { heading: string; href: string } | null {
  // Word by word: slugify cuts a whole phrase at a slug's length.
  const words = term
    .split(/\s+/)
    .flatMap((word) => slugify(word).split('-'))
    .filter(Boolean)
  for (let at = words.indexOf('en'); at > 0; at = words.indexOf('en', at + 1)) {
    const section = words.slice(0, at).join('-')
    const zona = getZona(words.slice(at + 1).join('-'))
    if (!zona) continue
    for (const sector of SECTORS) {
      if (section === sector.slug || section === slugify(sector.name))
        return { heading: zonaHeading(sector.name, zona.name), href: zonaPath({ sectorSlug: sector.slug, zonaSlug: zona.slug }) }
      const subsector = sector.subsectors.find(
        (candidate) =>
          section === candidate.slug ||
          (section.length >= SUBSECTOR_PREFIX_MIN_LENGTH &&
            (candidate.slug.startsWith(section) || slugify(candidate.name).startsWith(section))),
      )
      if (subsector)
        return {
          heading: zonaHeading(subsector.name, zona.name),
          href: zonaPath({ sectorSlug: sector.slug, subsectorSlug: subsector.slug, zonaSlug: zona.slug }),
        }
    }
  }
  return null
}

/** The longest run of a place's name a search may hold: 'San Fernando del Valle' would be four words. */
const PLACE_WORDS_MAX = 4

/**
 * The place a search names ('corralón la matanza', 'gasista en Palermo', 'GBA Norte'): a partido,
 * a CABA barrio or a zone written whole, and what is left of the term without it (and the 'en'
 * before it). Null when it names none.
 */
export function placeInQuery(term: string): { zona: Zona; rest: string } | null {
  const words = term.split(/\s+/).filter(Boolean)
  for (let length = Math.min(PLACE_WORDS_MAX, words.length); length > 0; length--) {
    for (let at = 0; at + length <= words.length; at++) {
      const zona = getZona(
        words
          .slice(at, at + length)
          .map(slugify)
          .join('-'),
      )
      if (!zona) continue
      const before = at > 0 && slugify(words[at - 1]!) === 'en' ? at - 1 : at
      return { zona, rest: [...words.slice(0, before), ...words.slice(at + length)].join(' ') }
    }
  }
  return null
}

/** Links to a sector's (or subsector's) page in each of the four zones. */
export function zoneLinks(at: { sectorSlug: string; subsectorSlug?: string }) {
  return ZONES.map((zone) => ({ label: zone, href: zonaPath({ ...at, zonaSlug: ZONE_SLUGS[zone] }) }))
}

/** "1 proveedor", "24 proveedores"; a count that stopped early reads "Más de 1.000 proveedores". */
export function countLabel(total: number, { capped = false } = {}) {
  if (capped) return `Más de ${total.toLocaleString('es-AR')} proveedores`
  return total === 1 ? '1 proveedor' : `${total.toLocaleString('es-AR')} proveedores`
}

/**
 * Title, description, canonical address and their OpenGraph twins. The canonical drops the zone
 * filter and the first page's number, so every filtered view points at one indexable URL.
 */
export function pageMeta({ title, description, canonical }: { title: string; description: string; canonical: string }) {
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: canonical },
  ]
}

export const notFoundMeta = [{ title: 'Página no encontrada | RedObra' }]
