import { RATING_MAX, RATING_MIN } from '~/constants'

const DESCRIPTION_MAX = 160

/** Plain text cut at a word boundary to the length search engines show. */
export function metaDescription(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= DESCRIPTION_MAX) return flat
  return `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`
}

/** schema.org LocalBusiness for a provider page, rated only when it has reviews. */
export function localBusinessJsonLd(business: {
  name: string
  description: string | null
  url: string
  telephone: string | null
  streetAddress: string | null
  locality: string | null
  image: string | null
  rating: { average: number | null; count: number }
}) {
  const { average, count } = business.rating
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: business.name,
    url: business.url,
    ...(business.description ? { description: business.description } : {}),
    ...(business.telephone ? { telephone: business.telephone } : {}),
    ...(business.image ? { image: business.image } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(business.streetAddress ? { streetAddress: business.streetAddress } : {}),
      ...(business.locality ? { addressLocality: business.locality } : {}),
      addressRegion: 'Buenos Aires',
      addressCountry: 'AR',
    },
    ...(average === null
      ? {}
      : {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(average * 10) / 10,
            reviewCount: count,
            bestRating: RATING_MAX,
            worstRating: RATING_MIN,
          },
        }),
  }
}

/** schema.org BreadcrumbList: the way from the home page to `current`, every step an absolute URL. */
export function breadcrumbListJsonLd(steps: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  }
}

/** schema.org ItemList of one page of a ranked list; positions count from the list's first item. */
export function itemListJsonLd({
  name,
  firstPosition,
  items,
}: {
  name: string
  firstPosition: number
  items: readonly { name: string; url: string }[]
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: firstPosition + index, name: item.name, url: item.url })),
  }
}
