import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { FilterChips } from '~/components/FilterChips'
import { FaqSection, HomeSection, SignUpSection, VerificationSection } from '~/components/HomeSections'
import * as sections from '~/components/HomeSections.css'
import { ListOrder, Pagination } from '~/components/Pagination'
import { ProviderCardGrid } from '~/components/ProviderCard'
import { SEARCH_FORM_ID, SearchForm } from '~/components/SearchForm'
import { SearchFilters } from '~/components/SearchFilters'
import { SectorCardGrid } from '~/components/SectorCard'
import { SEARCH_PAGE_SIZE, type ListingOrder } from '~/constants'
import { findListings, type ListingFilter } from '~/models/listings.server'
import { areaFilterOf } from '~/models/service-areas.server'
import { toMatchExpression } from '~/models/search.server'
import { sectorSummaries, type Zone } from '~/taxonomy'
import { db } from '~/server/db.server'
import { getFavoriteIds } from '~/controllers/favorites.server'
import { countLabel, notFoundMeta, placeInQuery, zonaPageNamed } from '~/utils/directory'
import { pageWithin } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import { searchHref, searchParamsOf, type SearchQuery } from '~/utils/search-query'
import { parseSearchQuery } from '~/utils/search-query.server'
import { useOptionalUser } from '~/utils/use-root-data'
import { visuallyHidden } from '~/styles/utilities.css'
import * as text from '~/styles/text.css'
import * as styles from './_index.css'

const RESULTS_ID = 'resultados'

export async function loader({ request }: LoaderFunctionArgs) {
  const { q, zonas, orden, page } = parseSearchQuery(new URL(request.url).searchParams)
  // Words under 3 letters cannot match the trigram index: such a term only earns a hint, and the zones search alone.
  const tooShort = q !== '' && toMatchExpression(q) === null
  // A place in the term narrows the results to who works there, as its zona page does.
  const place = tooShort ? null : placeInQuery(q)
  const rest = place?.rest ?? q
  const term = tooShort || toMatchExpression(rest) === null ? '' : rest
  const area = place ? areaFilterOf(place.zona) : undefined
  const results = term || area || zonas.length > 0 ? searchPage({ term, zones: zonas, area }, orden, page) : null
  const favoriteIds = results ? await getFavoriteIds(request, results.items) : null
  return {
    q,
    term,
    place: place?.zona.name ?? null,
    zonas,
    orden,
    tooShort,
    results,
    favoriteIds,
    zonaPage: zonaPageNamed(q),
    sectors: sectorSummaries(),
  }
}

function searchPage(filter: ListingFilter, order: ListingOrder, page: number) {
  const found = findListings(db, filter, { page, pageSize: SEARCH_PAGE_SIZE, order })
  return { ...found, ...(pageWithin(page, found.total, SEARCH_PAGE_SIZE) ?? notFound()) }
}

export default function HomePage() {
  const { q, term, place, zonas, orden, tooShort, results, favoriteIds, zonaPage, sectors } = useLoaderData<typeof loader>()
  const signedIn = useOptionalUser() !== null

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <h1 id="hero-title" className={styles.heroTitle}>
            Encontrá proveedores de la construcción en Buenos Aires
          </h1>
          <p className={styles.heroLead}>
            Corralones, contratistas y servicios de obra verificados en CABA y el Gran Buenos Aires. Buscá, compará y contactalos sin
            vueltas.
          </p>
          <SearchForm q={q} orden={orden} tooShort={tooShort} />
          <p className={styles.heroAssistant}>
            ¿Cuánto material lleva tu obra? Calculalo con{' '}
            <Link to="/cotiza-ia" className={styles.heroAssistantLink}>
              Cotizá con IA
            </Link>
            : ladrillos, hormigón, cerámicos, pintura y más.
          </p>
        </div>
      </section>

      {results ? (
        <SearchResults
          term={term}
          place={place}
          q={q}
          zonas={zonas}
          orden={orden}
          results={results}
          favoriteIds={favoriteIds}
          zonaPage={zonaPage}
        />
      ) : null}

      <HomeSection titleId="rubros-title">
        <header className={text.headingGroup}>
          <h2 id="rubros-title" className={text.sectionTitle}>
            Buscá por rubro
          </h2>
          <p className={text.lead}>Elegí la etapa de tu obra y encontrá quién te la resuelve.</p>
        </header>
        <SectorCardGrid sectors={sectors} />
        <p className={sections.moreLink}>
          <Link to="/categorias">Ver todas las categorías</Link>
        </p>
      </HomeSection>

      <VerificationSection />
      {signedIn ? null : <SignUpSection />}
      <FaqSection />
    </>
  )
}

function SearchResults({
  term,
  place,
  q,
  zonas,
  orden,
  results,
  favoriteIds,
  zonaPage,
}: {
  term: string
  /** The place the term names, which the results are narrowed to. */
  place: string | null
  q: string
  zonas: readonly Zone[]
  orden: ListingOrder
  results: ReturnType<typeof searchPage>
  favoriteIds: number[] | null
  zonaPage: ReturnType<typeof zonaPageNamed>
}) {
  // Links within the results land on them, not on the hero, with or without JavaScript.
  const resultsHref = (query: SearchQuery) => `${searchHref(query)}#${RESULTS_ID}`
  const chips = [
    ...(term ? [{ label: term, href: resultsHref({ q: place ?? '', zonas, orden }) }] : []),
    ...(place ? [{ label: `En ${place}`, href: resultsHref({ q: term, zonas, orden }) }] : []),
    ...zonas.map((zona) => ({ label: zona, href: resultsHref({ q, zonas: zonas.filter((other) => other !== zona), orden }) })),
  ]

  return (
    <HomeSection id={RESULTS_ID} titleId="resultados-title">
      <h2 id="resultados-title" className={visuallyHidden}>
        Resultados de la búsqueda
      </h2>
      <div className={styles.toolbar}>
        {/* The spec offers Filtros once a term has results; applied zones keep it, so they can be changed. */}
        {zonas.length > 0 || results.total > 0 ? (
          <SearchFilters formId={SEARCH_FORM_ID} selected={zonas} clearHref={searchHref({ q, zonas: [], orden })} />
        ) : null}
        <FilterChips chips={chips} />
      </div>
      {zonaPage ? (
        <p className={styles.zonaPage}>
          La página de tu búsqueda: <Link to={zonaPage.href}>{zonaPage.heading}</Link>
        </p>
      ) : null}
      {results.total === 0 ? (
        <p className={styles.resultsCount}>No se encontraron proveedores.</p>
      ) : (
        <>
          <p className={styles.resultsCount}>
            {countLabel(results.total, { capped: results.totalIsCapped })}
            {results.totalIsCapped ? '. Sumá palabras o zonas para acotar la búsqueda.' : null}
          </p>
          <ListOrder action="/" order={orden} kept={searchParamsOf({ q, zonas })} />
          <ProviderCardGrid listings={results.items} favoriteIds={favoriteIds} />
          <Pagination page={results.page} pageCount={results.pageCount} hrefFor={(page) => resultsHref({ q, zonas, orden, page })} />
        </>
      )}
    </HomeSection>
  )
}

const DESCRIPTION =
  'Encontrá corralones, contratistas y servicios de obra verificados en CABA y el Gran Buenos Aires. Buscá por rubro y zona, gratis y sin registrarte.'

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return notFoundMeta
  return [
    { title: data.q ? `Resultados para «${data.q}» | RedObra` : 'RedObra | Proveedores de la construcción en Buenos Aires' },
    { name: 'description', content: DESCRIPTION },
  ]
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
