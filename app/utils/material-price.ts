/** How a material's price reads (spec/materials.md §2): per what, with or without IVA, and as of when. */
import { DAY, MATERIAL_PRICE_STALE_DAYS, MATERIAL_UNIT_LABELS, type IvaMode, type MaterialUnit } from '~/constants'
import { formatDecimal, formatNumericDate, formatPriceCents } from './format'
import { ivaCents } from './money'

type Priced = { priceCents: number; unit: MaterialUnit; content: string | null; ivaMode: IvaMode; ivaRateBp: number | null }

/** "bolsa 25 kg": the unit of sale and what it holds. */
export function unitOfSale({ unit, content }: Pick<Priced, 'unit' | 'content'>) {
  return content ? `${MATERIAL_UNIT_LABELS[unit]} ${content}` : MATERIAL_UNIT_LABELS[unit]
}

/** "$ 12.345,67 / bolsa 25 kg". */
export function priceWithUnit(material: Priced) {
  return `${formatPriceCents(material.priceCents)} / ${unitOfSale(material)}`
}

/** "Precio final", or "+ IVA 21 %" / "+ IVA 10,5 %". */
export function ivaNote({ ivaMode, ivaRateBp }: Pick<Priced, 'ivaMode' | 'ivaRateBp'>) {
  return ivaMode === 'mas_iva' && ivaRateBp !== null ? `+ IVA ${formatDecimal(ivaRateBp / 100)} %` : 'Precio final'
}

/** "Precio al 29/11/2026", the day in Buenos Aires the seller last confirmed it. */
export const priceAsOf = (confirmedAt: Date | number) => `Precio al ${formatNumericDate(confirmedAt)}`

/** Older than 30 days, a price reads 'Precio a confirmar'. */
export const isPriceStale = (confirmedAt: Date | number, now = Date.now()) =>
  now - new Date(confirmedAt).getTime() > MATERIAL_PRICE_STALE_DAYS * DAY

/** The price of one unit with IVA, in centavos, IVA added half-up to the centavo (as in requests). */
export function priceWithIvaCents({ priceCents, ivaMode, ivaRateBp }: Pick<Priced, 'priceCents' | 'ivaMode' | 'ivaRateBp'>) {
  return ivaMode === 'mas_iva' && ivaRateBp !== null ? priceCents + ivaCents(priceCents, ivaRateBp) : priceCents
}

/** "Precio de referencia en RedObra: $ X por bolsa 25 kg, mediana de N publicaciones con precio de los últimos 30 días". */
export function referenceText(material: Pick<Priced, 'unit' | 'content'>, reference: { medianCents: number; count: number }) {
  return `Precio de referencia en RedObra: ${formatPriceCents(reference.medianCents)} por ${unitOfSale(material)}, mediana de ${reference.count} publicaciones con precio de los últimos ${MATERIAL_PRICE_STALE_DAYS} días`
}

/** Where a price stands against the reference: "12 % por debajo de la referencia", whole percents. */
export function referenceStanding(material: Pick<Priced, 'priceCents' | 'ivaMode' | 'ivaRateBp'>, medianCents: number) {
  const difference = priceWithIvaCents(material) - medianCents
  const percent = Math.round((Math.abs(difference) * 100) / medianCents)
  if (percent === 0) return 'En la referencia'
  return `${percent} % ${difference < 0 ? 'por debajo' : 'por encima'} de la referencia`
}
