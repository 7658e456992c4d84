import { Link } from '@remix-run/react'
import { Badge } from '~/components/ui/Badge'
import type { MaterialSummary } from '~/models/materials.server'
import { visuallyHidden } from '~/styles/utilities.css'
import { availabilityText, MaterialPrice, SoldRibbon } from './MaterialPrice'
import { deliveryFacts } from '~/utils/material-delivery'
import { uploadedImageSources } from '~/utils/uploads'
import * as cards from '~/styles/cards.css'
import * as styles from './MaterialCard.css'

/** Width and height the card reserves for a material's image (4:3, cropped to fit). */
export const MATERIAL_IMAGE_SIZE = { width: 640, height: 480 } as const

export const materialHref = (id: number) => `/detalleMaterial/${id}`

/** "Empresa — Persona", whichever of the two the publisher has, or null without a profile. */
export function publisherName({ businessName, contactPerson }: Pick<MaterialSummary, 'businessName' | 'contactPerson'>) {
  return [businessName, contactPerson].filter(Boolean).join(' — ') || null
}

/** A material as a card shows it, from the server or from a loader's JSON (the date as text). */
export type CardMaterial = Omit<MaterialSummary, 'createdAt' | 'priceConfirmedAt'> & { priceConfirmedAt: Date | string }

/** `alt` is empty on a card, whose title sits beside the image; a page about the material names it. */
export function MaterialImage({
  imagePath,
  alt = '',
  eager = false,
  className,
}: {
  imagePath: string | null
  alt?: string
  eager?: boolean
  className?: string
}) {
  if (!imagePath) {
    return (
      <div className={className ?? styles.noImage}>
        <span>Sin imagen</span>
      </div>
    )
  }
  return (
    <img
      {...uploadedImageSources(imagePath)}
      {...MATERIAL_IMAGE_SIZE}
      sizes={cards.CARD_IMAGE_SIZES}
      alt={alt}
      loading={eager ? undefined : 'lazy'}
      className={className ?? styles.image}
    />
  )
}

/** One material of the marketplace grid; `eager` for the cards of the first row, which load at once. */
/** `zona` is the zona the visitor filtered by: a material delivered there says 'Envío a tu zona'. */
export function MaterialCard({ material, eager = false, zona }: { material: CardMaterial; eager?: boolean; zona?: string }) {
  return (
    <article className={styles.card}>
      <MaterialImage imagePath={material.imagePath} eager={eager} />
      <div className={styles.body}>
        <SoldRibbon status={material.status} />
        <h2 className={styles.title}>{material.title}</h2>
        <MaterialPrice material={material} />
        <p className={styles.facts}>{[availabilityText(material), ...deliveryFacts(material, zona)].join(' · ')}</p>
        <p className={styles.description}>{material.description}</p>
        <p className={styles.publisher}>
          {publisherName(material) ?? 'Proveedor desconocido'}
          {material.sellerVerified ? (
            <>
              {' '}
              <Badge tone="success">Perfil Verificado</Badge>
            </>
          ) : null}
        </p>
        <Link to={materialHref(material.id)} className={`${cards.cardLink} ${styles.more}`}>
          Ver detalle<span className={visuallyHidden}> de {material.title}</span>
        </Link>
      </div>
    </article>
  )
}
