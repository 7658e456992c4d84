import { DAY, MATERIAL_PRICE_STALE_DAYS } from '~/constants'
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

const AVAILABILITY = { en_stock: 'InStock', a_pedido: 'BackOrder', sin_stock: 'OutOfStock' } as const
const CONDITION = { nuevo: 'NewCondition', usado: 'UsedCondition', sobrante: 'UsedCondition' } as const

/**
 * schema.org Product with its Offer for a material's page: the price of one unit of sale with IVA,
 * in pesos, valid 30 days from 'Precio al' (spec/materials.md §3).
 */
export function productJsonLd(product: {
  name: string
  description: string
  url: string
  images: string[]
  category: string
  seller: string | null
  priceWithIvaCents: number
  priceConfirmedAt: Date
  availability: keyof typeof AVAILABILITY
  sold: boolean
  condition: keyof typeof CONDITION
}) {
  const validUntil = new Date(product.priceConfirmedAt.getTime() + MATERIAL_PRICE_STALE_DAYS * DAY)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: product.url,
    category: product.category,
    ...(product.images.length > 0 ? { image: product.images } : {}),
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: (product.priceWithIvaCents / 100).toFixed(2),
      priceCurrency: 'ARS',
      priceValidUntil: validUntil.toISOString().slice(0, 10),
      availability: `https://schema.org/${product.sold ? 'SoldOut' : AVAILABILITY[product.availability]}`,
      itemCondition: `https://schema.org/${CONDITION[product.condition]}`,
      ...(product.seller ? { seller: { '@type': 'Organization', name: product.seller } } : {}),
    },
  }
}
