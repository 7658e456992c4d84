import type { ReactNode } from 'react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Avatar } from '~/components/Avatar'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { JsonLd } from '~/components/JsonLd'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { ProjectGrid } from '~/components/ProjectGrid'
import { ProviderCardGrid } from '~/components/ProviderCard'
import { BuildingIcon, ContactProviderCard, ProviderContactDetails, ResponsivenessLines } from '~/components/ProviderProfile'
import * as styles from '~/components/ProviderProfile.css'
import { ReviewPanel } from '~/components/ReviewDialog'
import { ReviewList } from '~/components/ReviewList'
import { VerificationPanel } from '~/components/VerificationPanel'
import { Badge } from '~/components/ui/Badge'
import { listProfileListings } from '~/models/listings.server'
import { listPublicProjects, projectAuthor } from '~/models/projects.server'
import { getProviderProfile, withoutContactData } from '~/models/providers.server'
import { getResponsiveness } from '~/models/responsiveness.server'
import { listPublicChecks } from '~/models/public-verification.server'
import { listProfileReviews } from '~/models/reviews.server'
import * as text from '~/styles/text.css'
import { db } from '~/server/db.server'
import { pageMeta } from '~/utils/directory'
import { absoluteUrl } from '~/controllers/directory.server'
import { getFavoriteIds } from '~/controllers/favorites.server'
import type { CountsViews } from '~/utils/listing-events'
import { inquiryHref } from '~/utils/message-links'
import { parsePositiveInt } from '~/utils/params'
import { retryAfterHeaders } from '~/controllers/rate-limit.server'
import { notFound } from '~/utils/responses'
import { getReviewAccess, getReviewControls, reviewAction, reviewServices } from '~/controllers/review-form.server'
import { localBusinessJsonLd, metaDescription } from '~/utils/seo'
import { uploadUrl } from '~/utils/uploads'
import { buenosAiresToday } from '~/utils/verification'
import { verificationLines } from '~/utils/verification-lines'
import * as pageStyles from './perfilDeProveedorActivo.$profileId.css'

export const headers = retryAfterHeaders

function requireProfile(param: string | undefined) {
  const id = parsePositiveInt(param)
  const profile = id === null ? undefined : getProviderProfile(db, id)
  if (!profile) notFound()
  return profile
}

/** A visit to the provider's page is a view of every service it shows. */
export const handle: CountsViews<{ listings: { id: number }[] }> = { countedListings: (data) => data.listings.map((listing) => listing.id) }

export async function loader({ request, params }: LoaderFunctionArgs) {
  const profile = requireProfile(params.profileId)
  const listings = listProfileListings(db, profile.id)
  const isListed = listings.length > 0
  const { userId, ...publicProfile } = isListed ? profile : withoutContactData(profile)
  const author = projectAuthor(profile)
  // One list for the whole provider: its services share the name, and a visitor judges the business.
  const reviews = listProfileReviews(db, profile.id)
  return {
    profile: publicProfile,
    isListed,
    listings,
    // Like the contact data, shown only while the provider offers a service.
    verification: isListed ? verificationLines(listPublicChecks(db, profile.id), buenosAiresToday()) : null,
    favoriteIds: await getFavoriteIds(request, listings),
    projects: listPublicProjects(db, userId).map((project) => ({ ...project, author })),
    reviews,
    responsiveness: getResponsiveness(db, profile.id),
    // A review is of one service; the form offers those the user has not reviewed yet.
    reviewAccess: await getReviewAccess(request, reviewServices(listings)),
    reviewControls: await getReviewControls(request, userId, reviews),
    // Profiles have no locality of their own; their first service's stands for it.
    locality: listings[0]?.localidad ?? null,
    url: absoluteUrl(`/perfilDeProveedorActivo/${profile.id}`),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const profile = requireProfile(params.profileId)
  return reviewAction(request, {
    listingIds: listProfileListings(db, profile.id).map((listing) => listing.id),
    pagePath: `/perfilDeProveedorActivo/${profile.id}`,
  })
}

export default function ProviderProfilePage() {
  const {
    profile,
    isListed,
    listings,
    verification,
    favoriteIds,
    projects,
    reviews,
    responsiveness,
    reviewAccess,
    reviewControls,
    locality,
    url,
  } = useLoaderData<typeof loader>()
  const listingIds = listings.map((listing) => listing.id)
  const logo = profile.logoPath ? uploadUrl(profile.logoPath) : null
  return (
    <div className={styles.root}>
      <div className={styles.columns}>
        <div className={styles.main}>
          <header className={pageStyles.identity}>
            <Avatar size="lg" src={logo} fallback={<BuildingIcon />} className={pageStyles.logo} />
            <div className={styles.header}>
              <h1 className={text.pageTitle}>{profile.businessName}</h1>
              {profile.isVerified ? <Badge tone="success">Perfil Verificado</Badge> : <Badge>Perfil sin verificar todavía</Badge>}
            </div>
          </header>
          {profile.description ? <p className={styles.description}>{profile.description}</p> : null}
          {isListed ? <ProviderContactDetails {...profile} listingIds={listingIds} /> : null}
          <ResponsivenessLines responsiveness={responsiveness} />
          {verification ? <VerificationPanel lines={verification} /> : null}
        </div>
        {listings[0] ? (
          <ContactProviderCard phone={profile.phone} listingIds={listingIds} inquiryHref={inquiryHref({ listingId: listings[0].id })} />
        ) : null}
      </div>

      <PublishedSection id="servicios" title="Servicios Publicados" count={listings.length} empty="servicios">
        <ProviderCardGrid listings={listings} favoriteIds={favoriteIds} />
      </PublishedSection>

      <PublishedSection id="proyectos" title="Proyectos Publicados" count={projects.length} empty="proyectos">
        <ProjectGrid projects={projects} />
      </PublishedSection>

      <ReviewList summary={reviews} controls={reviewControls}>
        <ReviewPanel access={reviewAccess} />
      </ReviewList>

      {isListed ? (
        <JsonLd
          data={localBusinessJsonLd({
            name: profile.businessName,
            description: profile.description,
            url,
            telephone: profile.phone,
            streetAddress: profile.address,
            locality,
            image: logo && new URL(logo, url).href,
            rating: reviews,
          })}
        />
      ) : null}
    </div>
  )
}

/** What the provider published, counted in its heading, or a line saying there is nothing yet. */
function PublishedSection({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string
  title: string
  count: number
  empty: string
  children: ReactNode
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title} ({count})
      </h2>
      {count ? children : <p className={styles.muted}>Este proveedor aún no ha publicado {empty}.</p>}
    </section>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Proveedor no encontrado | RedObra' }]
  const { profile, isListed, locality, url } = data
  const place = locality ? ` en ${locality}` : ''
  const tags = pageMeta({
    title: `${profile.businessName} | Proveedor${place} | RedObra`,
    description: metaDescription(
      `${profile.businessName}, proveedor de la construcción${place}. ${profile.description ?? 'Mirá sus servicios, proyectos y reseñas en RedObra.'}`,
    ),
    canonical: url,
  })
  return isListed ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={notFoundHandlers('Proveedor no encontrado', 'El proveedor que buscas no existe o no está disponible.')}
    />
  )
}
