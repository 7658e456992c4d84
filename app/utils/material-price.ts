/** How a material's price reads (spec/materials.md §2): per what, with or without IVA, and as of when. */
import { DAY, MATERIAL_PRICE_STALE_DAYS, MATERIAL_UNIT_LABELS, type IvaMode, type MaterialUnit } from '~/constants'
import { formatDecimal, formatNumericDate, formatPriceCents } from './format'

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
