import type { ReactNode } from 'react'
import { FavoriteButton } from '~/components/FavoriteButton'
import { Badge } from '~/components/ui/Badge'
import { ButtonLink } from '~/components/ui/Button'
import { Card } from '~/components/ui/Card'
import type { ListingSummary } from '~/models/listings.server'
import { visuallyHidden } from '~/styles/utilities.css'
import { countedContact, formatPhone, formatRating, telHref, websiteHref, websiteLabel } from '~/utils/format'
import * as cards from '~/styles/cards.css'
import * as styles from './ProviderCard.css'

type HeadingLevel = 'h2' | 'h3'

/** `favoriteIds`: the signed-in user's favourites among `listings`; null for a visitor (no buttons). */
export function ProviderCardGrid({
  listings,
  headingLevel,
  favoriteIds = null,
  total,
}: {
  listings: ListingSummary[]
  headingLevel?: HeadingLevel
  favoriteIds?: readonly number[] | null
  /** How many the whole list holds, for the sector accordions that show this grid in place. */
  total?: { count: number; label: string }
}) {
  return (
    <ul className={cards.grid} data-total={total?.count} data-total-label={total?.label}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <ProviderCard listing={listing} headingLevel={headingLevel} favorite={favoriteIds?.includes(listing.id)} />
        </li>
      ))}
    </ul>
  )
}

/**
 * One directory listing. Paid placement is always labelled "Destacado", never only styled, and only
 * where the plan placed it (a ranked list in the directory's order, see /como-ordenamos).
 */
export function ProviderCard({
  listing,
  headingLevel: Heading = 'h3',
  favorite,
}: {
  listing: ListingSummary
  headingLevel?: HeadingLevel
  /** Whether the signed-in user keeps it as a favourite; undefined for a visitor, who gets no button. */
  favorite?: boolean
}) {
  const { businessName, website, phone, ratingAverage } = listing
  const address = [listing.address, listing.localidad, listing.zona].filter(Boolean).join(', ')

  return (
    <Card as="article" className={listing.featured ? `${styles.root} ${styles.premium}` : styles.root}>
      <header className={styles.header}>
        <Heading className={styles.name}>{businessName}</Heading>
        {listing.featured || ratingAverage !== null ? (
          <div className={styles.highlights}>
            {listing.featured ? <Badge tone="accent">Destacado</Badge> : null}
            {ratingAverage !== null ? (
              <span className={styles.rating}>
                <svg className={styles.star} viewBox="0 0 24 24" aria-hidden="true">
                  <path d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
                </svg>
                <span className={visuallyHidden}>Calificación </span>
                {formatRating(ratingAverage)}
                <span className={visuallyHidden}> de 5</span>
                <span className={styles.reviewCount}>
                  ({listing.reviewCount} {listing.reviewCount === 1 ? 'reseña' : 'reseñas'})
                </span>
              </span>
            ) : null}
          </div>
        ) : null}
      </header>

      <ul className={styles.badges} aria-label="Rubro">
        <li>
          <Badge tone="brand">{listing.sector.name}</Badge>
        </li>
        <li>
          <Badge>{listing.subsector.name}</Badge>
        </li>
        {listing.division ? (
          <li>
            <Badge>{listing.division.name}</Badge>
          </li>
        ) : null}
      </ul>

      {listing.description ? <p className={styles.description}>{listing.description}</p> : null}

      <dl className={styles.details}>
        {listing.contactPerson ? <Detail term="Contacto">{listing.contactPerson}</Detail> : null}
        {phone ? (
          <Detail term="Teléfono">
            <a href={telHref(phone)} {...countedContact([listing.id], 'phone')}>
              {formatPhone(phone)}
            </a>
          </Detail>
        ) : null}
        <Detail term="Dirección">{address}</Detail>
        <Detail term="Sitio web">
          {website ? (
            <a href={websiteHref(website)} target="_blank" rel="noopener noreferrer" {...countedContact([listing.id], 'website')}>
              {websiteLabel(website)}
              <span className={visuallyHidden}> (se abre en una pestaña nueva)</span>
            </a>
          ) : (
            'No hay sitio web'
          )}
        </Detail>
      </dl>

      <footer className={styles.footer}>
        {favorite === undefined ? null : <FavoriteButton listingId={listing.id} businessName={businessName} isFavorite={favorite} />}
        {listing.claimed ? (
          <ButtonLink to={`/perfilDeProveedorActivo/${listing.profileId}`} aria-label={`Perfil del proveedor ${businessName}`} fullWidth>
            Perfil del proveedor
          </ButtonLink>
        ) : (
          <>
            <div className={styles.notes}>
              <p>Este proveedor todavía no reclamó su perfil en RedObra.</p>
              <p>Los proveedores con perfil verificado pueden ofrecerte más información.</p>
            </div>
            <ButtonLink to={`/proveedor/${listing.id}`} aria-label={`Ver Detalles de ${businessName}`} variant="secondary" fullWidth>
              Ver Detalles
            </ButtonLink>
          </>
        )}
      </footer>
    </Card>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailTerm}>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
