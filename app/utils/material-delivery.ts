/** What a material says about its delivery and pick-up (spec/materials.md §1, 'Entrega'). */
import { DELIVERY_COSTS_WITH_AMOUNT, type DeliveryCost } from '~/constants'
import { getZona, placesOf, ZONES } from '~/zones'
import { formatPriceCents } from './format'

export type MaterialDelivery = {
  pickupZona: string | null
  pickupLocalidad: string | null
  /** Free text of a material published before 'Retiro en', until its seller edits it. */
  location: string | null
  deliveryCost: DeliveryCost | null
  deliveryCostCents: number | null
  /** The slugs of 'Envío a'. */
  deliveryPlaces: readonly string[]
}

export const hasAmount = (cost: DeliveryCost | null | undefined) => Boolean(cost && DELIVERY_COSTS_WITH_AMOUNT.includes(cost))

/** 'Retiro en Morón', or null when the material is not picked up anywhere. */
export function pickupText({ pickupLocalidad, location }: Pick<MaterialDelivery, 'pickupLocalidad' | 'location'>) {
  const place = pickupLocalidad ?? location
  return place ? `Retiro en ${place}` : null
}

/** The places of 'Envío a' as text: a whole zone by its name ('Todo GBA Oeste'), each other place by its own. */
export function deliveryAreas(placeSlugs: readonly string[]): string[] {
  const chosen = new Set(placeSlugs)
  return ZONES.flatMap((zone) => {
    const places = placesOf(zone).filter((place) => chosen.has(place.slug))
    return places.length > 0 && places.length === placesOf(zone).length ? [`Todo ${zone}`] : places.map((place) => place.name)
  })
}

/** 'Morón, Merlo y Hurlingham'; past `shown`, 'Morón, Merlo, Ituzaingó y 5 más'. */
export function listText(items: readonly string[], shown = 3) {
  if (items.length <= 1) return items.join('')
  if (items.length <= shown + 1) return `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`
  return `${items.slice(0, shown).join(', ')} y ${items.length - shown} más`
}

/** 'Costo de envío': 'Sin cargo', '$ 5.000,00', 'Sin cargo desde $ 100.000,00' or 'A convenir'. */
export function deliveryCostText({ deliveryCost, deliveryCostCents }: Pick<MaterialDelivery, 'deliveryCost' | 'deliveryCostCents'>) {
  switch (deliveryCost) {
    case 'sin_cargo':
      return 'Sin cargo'
    case 'fijo':
      return formatPriceCents(deliveryCostCents ?? 0)
    case 'sin_cargo_desde':
      return `Sin cargo desde ${formatPriceCents(deliveryCostCents ?? 0)}`
    case 'a_convenir':
      return 'A convenir'
    default:
      return null
  }
}

/** Whether 'Envío a' reaches the zona a visitor filtered by (a zone, or one of its partidos or barrios). */
export function deliversTo(placeSlugs: readonly string[], zonaSlug: string | undefined) {
  const zona = zonaSlug ? getZona(zonaSlug) : undefined
  if (!zona) return false
  return zona.kind === 'group' ? placesOf(zona.zone).some((place) => placeSlugs.includes(place.slug)) : placeSlugs.includes(zona.slug)
}

/** The card's line about delivery: 'Envío a tu zona' when it reaches the zona filtered by, else where it goes; and 'Retiro en'. */
export function deliveryFacts(material: MaterialDelivery, zonaSlug?: string) {
  const delivery = deliversTo(material.deliveryPlaces, zonaSlug)
    ? 'Envío a tu zona'
    : material.deliveryPlaces.length > 0
      ? `Envío a ${listText(deliveryAreas(material.deliveryPlaces))}`
      : null
  return [delivery, pickupText(material)].filter((fact) => fact !== null)
}
