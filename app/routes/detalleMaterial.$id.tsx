import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { ImageCarousel } from '~/components/ImageCarousel'
import { CARD_IMAGE_SIZES } from '~/styles/cards.css'
import { MATERIAL_IMAGE_SIZE, materialHref, MaterialImage, publisherName } from '~/components/MaterialCard'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { ContactProviderCard } from '~/components/ProviderProfile'
import { ButtonLink } from '~/components/ui/Button'
import { Card } from '~/components/ui/Card'
import { getMaterial, referencePrice, type MaterialSummary } from '~/models/materials.server'
import { JsonLd } from '~/components/JsonLd'
import { metaDescription, productJsonLd } from '~/utils/seo'
import { uploadedImageSources } from '~/utils/uploads'
import { db } from '~/server/db.server'
import { pageMeta } from '~/utils/directory'
import { absoluteUrl } from '~/controllers/directory.server'
import { formatPhone, formatQuantityHundredths } from '~/utils/format'
import { priceWithIvaCents, priceWithUnit, referenceStanding, referenceText, unitOfSale } from '~/utils/material-price'
import { availabilityText, MaterialPrice, SoldRibbon } from '~/components/MaterialPrice'
import { deliveryAreas, deliveryCostText } from '~/utils/material-delivery'
import { MATERIAL_CONDITION_LABELS, materialCategoryName } from '~/constants'
import { parsePositiveInt } from '~/utils/params'
import { inquiryHref } from '~/utils/message-links'
import { notFound } from '~/utils/responses'
import * as text from '~/styles/text.css'
import * as styles from './detalleMaterial.$id.css'

const NOT_FOUND = 'Material no encontrado.'

/** What the listing says besides its price, as term and value. */
function materialFacts(material: Omit<MaterialSummary, 'createdAt' | 'priceConfirmedAt'>): [string, string][] {
  return [
    ['Categoría', materialCategoryName(material.category)],
    ['Condición', MATERIAL_CONDITION_LABELS[material.condition]],
    ['Disponibilidad', availabilityText(material)],
    ['Factura A', material.invoiceA ? 'Emitimos factura A' : 'No'],
    ...(material.minOrderHundredths === null
      ? []
      : [['Pedido mínimo', `${formatQuantityHundredths(material.minOrderHundredths)} (${unitOfSale(material)})`] as [string, string]]),
    ...(material.pickupLocalidad || material.location
      ? [
          ['Retiro en', material.pickupZona ? `${material.pickupLocalidad} (${material.pickupZona})` : material.location] as [
            string,
            string,
          ],
        ]
      : []),
    ...(material.deliveryPlaces.length > 0
      ? ([
          ['Envío a', deliveryAreas(material.deliveryPlaces).join(', ')],
          ['Costo de envío', deliveryCostText(material)],
        ] as [string, string][])
      : []),
  ]
}

export function loader({ params }: LoaderFunctionArgs) {
  const id = parsePositiveInt(params.id)
  const material = id === null ? null : getMaterial(db, id)
  if (!material) notFound(NOT_FOUND)
  const { userId: _private, ...shown } = material
  const canonical = absoluteUrl(materialHref(material.id))
  return {
    material: shown,
    canonical,
    reference: referencePrice(db, material),
    product: productJsonLd({
      name: material.title,
      description: material.description,
      url: canonical,
      images: material.photos.map((photo) => absoluteUrl(uploadedImageSources(photo.path).src)),
      category: materialCategoryName(material.category),
      seller: publisherName(material),
      priceWithIvaCents: priceWithIvaCents(material),
      priceConfirmedAt: material.priceConfirmedAt,
      availability: material.availability,
      sold: material.status === 'vendido',
      condition: material.condition,
    }),
  }
}

export default function MaterialDetailPage() {
  const { material, reference, product } = useLoaderData<typeof loader>()
  return (
    <article className={styles.root}>
      <JsonLd data={product} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {material.photos.length > 0 ? (
            <ImageCarousel
              images={material.photos.map((photo, index) => ({
                ...uploadedImageSources(photo.path),
                // Without its own description the cover is the material; the others say which they are.
                alt: photo.alt ?? (index === 0 ? material.title : `${material.title}: foto ${index + 1} de ${material.photos.length}`),
              }))}
              label={`Fotos de ${material.title}`}
              size={MATERIAL_IMAGE_SIZE}
              sizes={CARD_IMAGE_SIZES}
              eager
              imageClassName={styles.image}
              dots={false}
            />
          ) : (
            <MaterialImage imagePath={null} className={styles.noImage} />
          )}
          <SoldRibbon status={material.status} />
          <h1 className={`${text.pageTitle} ${styles.title}`}>{material.title}</h1>
          <MaterialPrice material={material} size="lg" />
          {reference ? (
            <div className={styles.reference}>
              <p>{referenceText(material, reference)}</p>
              <p className={styles.standing}>{referenceStanding(material, reference.medianCents)}</p>
            </div>
          ) : null}
          <dl className={styles.facts}>
            {materialFacts(material).map(([term, value]) => (
              <div key={term}>
                <dt className={styles.muted}>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.description}>{material.description}</p>
        </div>
        <div className={styles.aside}>
          <Card as="section">
            <h2 className={text.sectionTitle}>Publicado por</h2>
            <dl className={styles.publisher}>
              {material.contactPerson ? (
                <div>
                  <dt className={styles.muted}>Contacto</dt>
                  <dd>{material.contactPerson}</dd>
                </div>
              ) : null}
              <div>
                <dt className={styles.muted}>Empresa</dt>
                <dd>{material.businessName ?? 'Usuario desconocido'}</dd>
              </div>
              {material.phone ? (
                <div>
                  <dt className={styles.muted}>Teléfono</dt>
                  <dd>{formatPhone(material.phone)}</dd>
                </div>
              ) : null}
            </dl>
            {material.profileId !== null ? (
              <ButtonLink to={`/perfilDeProveedorActivo/${material.profileId}`} variant="secondary">
                Ver Perfil
              </ButtonLink>
            ) : null}
          </Card>
          <ContactProviderCard
            phone={material.phone}
            inquiryHref={inquiryHref({ materialId: material.id })}
            inquiryLabel="Consultar"
            greeting={`Hola, vi tu material «${material.title}» en RedObra y quiero hacer una consulta.`}
          />
          <ButtonLink to="/marketplace" variant="ghost">
            Volver al Mercado de Materiales
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Material no encontrado | RedObra' }]
  const { material, canonical } = data
  return pageMeta({
    title: `${material.title} — ${priceWithUnit(material)} | RedObra`,
    description: metaDescription(`${material.title}: ${material.description}`),
    canonical,
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={notFoundHandlers(NOT_FOUND, 'El material que buscás no existe o fue eliminado.')} />
}
