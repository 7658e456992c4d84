import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useNavigate } from '@remix-run/react'
import { FavoriteButton } from '~/components/FavoriteButton'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { JsonLd } from '~/components/JsonLd'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { ProjectGrid } from '~/components/ProjectGrid'
import { ContactProviderCard, ProviderContactDetails, ResponsivenessLines } from '~/components/ProviderProfile'
import * as styles from '~/components/ProviderProfile.css'
import { ReviewPanel } from '~/components/ReviewDialog'
import { ReviewList } from '~/components/ReviewList'
import { VerificationPanel } from '~/components/VerificationPanel'
import { Badge } from '~/components/ui/Badge'
import { getActiveListing } from '~/models/listings.server'
import { listPublicProjects, projectAuthor } from '~/models/projects.server'
import { getProviderProfile } from '~/models/providers.server'
import { getResponsiveness } from '~/models/responsiveness.server'
import { listPublicChecks } from '~/models/public-verification.server'
import { listListingReviews } from '~/models/reviews.server'
import * as text from '~/styles/text.css'
import { db } from '~/server/db.server'
import { absoluteUrl } from '~/controllers/directory.server'
import { getFavoriteIds } from '~/controllers/favorites.server'
import { pageMeta } from '~/utils/directory'
import { parsePositiveInt } from '~/utils/params'
import { retryAfterHeaders } from '~/controllers/rate-limit.server'
import type { CountsViews } from '~/utils/listing-events'
import { inquiryHref } from '~/utils/message-links'
import { notFound } from '~/utils/responses'
import { getReviewAccess, getReviewControls, reviewAction, reviewServices } from '~/controllers/review-form.server'
import { localBusinessJsonLd, metaDescription } from '~/utils/seo'
import { buenosAiresToday } from '~/utils/verification'
import { verificationLines } from '~/utils/verification-lines'

export const headers = retryAfterHeaders

function requireListing(param: string | undefined) {
  const id = parsePositiveInt(param)
  const listing = id === null ? undefined : getActiveListing(db, id)
  if (!listing) notFound()
  return listing
}

export const handle: CountsViews<{ listing: { id: number } }> = { countedListings: (data) => [data.listing.id] }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const listing = requireListing(params.id)
  const owner = listing.profileId === null ? undefined : getProviderProfile(db, listing.profileId)
  const author = projectAuthor(owner)
  const favoriteIds = await getFavoriteIds(request, [listing])
  const reviews = listListingReviews(db, listing.id)
  return {
    listing,
    /** Null for a visitor, who gets no favourite button. */
    favorite: favoriteIds && favoriteIds.includes(listing.id),
    // An unclaimed listing has nobody to verify: every line reads 'No verificado'.
    verification: verificationLines(owner ? listPublicChecks(db, owner.id) : [], buenosAiresToday()),
    projects: owner ? listPublicProjects(db, owner.userId).map((project) => ({ ...project, author })) : [],
    reviews,
    responsiveness: owner ? getResponsiveness(db, owner.id) : null,
    reviewAccess: await getReviewAccess(request, reviewServices([listing])),
    reviewControls: await getReviewControls(request, owner?.userId ?? null, reviews),
    url: absoluteUrl(`/proveedor/${listing.id}`),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const listing = requireListing(params.id)
  return reviewAction(request, { listingIds: [listing.id], pagePath: `/proveedor/${listing.id}` })
}

export default function ProviderDetailPage() {
  const { listing, favorite, verification, projects, reviews, responsiveness, reviewAccess, reviewControls, url } =
    useLoaderData<typeof loader>()
  return (
    <div className={styles.root}>
      <BackLink />
      <div className={styles.columns}>
        <div className={styles.main}>
          <header className={styles.header}>
            <h1 className={text.pageTitle}>{listing.businessName}</h1>
            <p className={styles.badges}>
              <Badge tone="brand">{listing.sector.name}</Badge>
              <Badge tone="accent">{listing.subsector.name}</Badge>
              {listing.division ? <Badge>{listing.division.name}</Badge> : null}
            </p>
            <p className={styles.muted}>
              {listing.localidad}, {listing.zona}
            </p>
            {favorite === null ? null : <FavoriteButton listingId={listing.id} businessName={listing.businessName} isFavorite={favorite} />}
          </header>
          {listing.description ? <p className={styles.description}>{listing.description}</p> : null}
          <ProviderContactDetails {...listing} listingIds={[listing.id]} />
          <ResponsivenessLines responsiveness={responsiveness} />
          <VerificationPanel lines={verification} />
          {listing.profileId === null ? (
            <>
              <p className={styles.muted}>
                Este proveedor todavía no reclamó su perfil en RedObra. Los proveedores con perfil verificado pueden ofrecer más
                información.
              </p>
              <p>
                <Link to={`/proveedor/${listing.id}/reclamar`}>Reclamar este perfil</Link>
              </p>
            </>
          ) : (
            <p>
              <Link to={`/perfilDeProveedorActivo/${listing.profileId}`}>Ver el perfil completo del proveedor</Link>
            </p>
          )}
        </div>
        <ContactProviderCard
          phone={listing.phone}
          listingIds={[listing.id]}
          inquiryHref={listing.profileId === null ? null : inquiryHref({ listingId: listing.id })}
        />
      </div>

      <section className={styles.section} aria-labelledby="proyectos">
        <h2 id="proyectos" className={styles.sectionTitle}>
          Proyectos Realizados
        </h2>
        {projects.length ? (
          <ProjectGrid projects={projects} />
        ) : (
          <p className={styles.muted}>
            {listing.profileId === null
              ? 'Este proveedor todavía no tiene proyectos publicados en RedObra.'
              : 'Este proveedor aún no ha publicado proyectos.'}
          </p>
        )}
      </section>

      <ReviewList summary={reviews} controls={reviewControls}>
        <ReviewPanel access={reviewAccess} />
      </ReviewList>

      <JsonLd
        data={localBusinessJsonLd({
          name: listing.businessName,
          description: listing.description || null,
          url,
          telephone: listing.phone,
          streetAddress: listing.address,
          locality: listing.localidad,
          image: null,
          rating: reviews,
        })}
      />
    </div>
  )
}

/** To the home page; with JavaScript, back to wherever the visitor came from within the site. */
function BackLink() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <Link
      to="/"
      onClick={(event) => {
        // The first page of a visit has the 'default' key: there is nothing of ours to go back to.
        if (location.key === 'default') return
        event.preventDefault()
        navigate(-1)
      }}
    >
      <span aria-hidden="true">← </span>
      Volver
    </Link>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Perfil no encontrado | RedObra' }]
  const { listing, url } = data
  const service = (listing.division ?? listing.subsector).name
  return pageMeta({
    title: `${listing.businessName} | ${service} en ${listing.localidad} | RedObra`,
    description: metaDescription(`${listing.businessName}: ${service} en ${listing.localidad} (${listing.zona}). ${listing.description}`),
    canonical: url,
  })
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={notFoundHandlers('Perfil no encontrado', 'El proveedor que buscas no existe o no está disponible.')}
    />
  )
}
