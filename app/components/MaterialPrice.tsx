import { MATERIAL_AVAILABILITY_LABELS, type MaterialAvailability } from '~/constants'
import { isPriceStale, ivaNote, priceAsOf, priceWithUnit } from '~/utils/material-price'
import type { MaterialSummary } from '~/models/materials.server'
import * as styles from './MaterialPrice.css'

type PricedMaterial = Pick<MaterialSummary, 'priceCents' | 'unit' | 'content' | 'ivaMode' | 'ivaRateBp'> & {
  priceConfirmedAt: Date | string
}

/**
 * "$ 12.345,67 / bolsa 25 kg", its IVA note and 'Precio al'. A price confirmed more than 30 days ago
 * stays visible, greyed and struck through, under 'Precio a confirmar'.
 */
export function MaterialPrice({ material, size = 'md' }: { material: PricedMaterial; size?: 'md' | 'lg' }) {
  const stale = isPriceStale(new Date(material.priceConfirmedAt))
  return (
    <div className={styles.root}>
      {stale ? <p className={styles.toConfirm}>Precio a confirmar</p> : null}
      <p className={stale ? styles.stalePrice : styles.price[size]}>{priceWithUnit(material)}</p>
      <p className={styles.note}>
        {ivaNote(material)} · {priceAsOf(new Date(material.priceConfirmedAt))}
      </p>
    </div>
  )
}

/** 'En stock', 'A pedido (entrega en 7 días)' or 'Sin stock'. */
export function availabilityText({ availability, leadDays }: { availability: MaterialAvailability; leadDays: number | null }) {
  const label = MATERIAL_AVAILABILITY_LABELS[availability]
  return availability === 'a_pedido' && leadDays !== null ? `${label} (entrega en ${leadDays} ${leadDays === 1 ? 'día' : 'días'})` : label
}

/** The ribbon of a material sold in the last 30 days. */
export function SoldRibbon({ status }: { status: MaterialSummary['status'] }) {
  return status === 'vendido' ? <p className={styles.sold}>Vendido</p> : null
}
