import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { FilterChips } from '~/components/FilterChips'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { Pagination } from '~/components/Pagination'
import { ProviderCardGrid } from '~/components/ProviderCard'
import { SearchFilters } from '~/components/SearchFilters'
import { SectorCardGrid } from '~/components/SectorCard'
import { ButtonLink } from '~/components/ui/Button'
import { Card } from '~/components/ui/Card'
import {
  FREE_FAVORITES_LIMIT,
  FREE_SUBSECTORS_LIMIT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_TERM_LENGTH,
  SEARCH_PAGE_SIZE,
} from '~/constants'
import { findListings, type ListingFilter } from '~/models/listings.server'
import { toMatchExpression } from '~/models/search.server'
import { sectorSummaries, type Zone } from '~/taxonomy'
import { db } from '~/server/db.server'
import { getFavoriteIds } from '~/controllers/favorites.server'
import { countLabel } from '~/utils/directory'
import { searchHref, searchParamsOf, type SearchQuery } from '~/utils/search-query'
import { parseSearchQuery } from '~/utils/search-query.server'
import { useOptionalUser } from '~/utils/use-root-data'
import { visuallyHidden } from '~/styles/utilities.css'
import * as accordion from '~/styles/accordion.css'
import * as text from '~/styles/text.css'
import * as styles from './_index.css'

const SEARCH_FORM_ID = 'busqueda'
const RESULTS_ID = 'resultados'

export async function loader({ request }: LoaderFunctionArgs) {
  const { q, zonas, page } = parseSearchQuery(new URL(request.url).searchParams)
  // Words under 3 letters cannot match the trigram index: such a term only earns a hint, and the zones search alone.
  const tooShort = q !== '' && toMatchExpression(q) === null
  const term = tooShort ? '' : q
  const results = term || zonas.length > 0 ? searchPage({ term, zones: zonas }, page) : null
  const favoriteIds = results ? await getFavoriteIds(request, results.items) : null
  return { q, term, zonas, tooShort, results, favoriteIds, sectors: sectorSummaries() }
}

/** A page past the last one (an old link, an edited URL) shows the last one. */
function searchPage(filter: ListingFilter, page: number) {
  const found = findListings(db, filter, { page })
  const pageCount = Math.max(1, Math.ceil(found.total / SEARCH_PAGE_SIZE))
  if (page <= pageCount) return { ...found, page, pageCount }
  return { ...findListings(db, filter, { page: pageCount }), page: pageCount, pageCount }
}

export default function HomePage() {
  const { q, term, zonas, tooShort, results, favoriteIds, sectors } = useLoaderData<typeof loader>()
  const signedIn = useOptionalUser() !== null
  const navigation = useNavigation()
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/'

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <h1 id="hero-title" className={styles.heroTitle}>
            Encontrá proveedores de la construcción en Buenos Aires
          </h1>
          <p className={styles.heroLead}>
            Corralones, contratistas y servicios de obra verificados en CABA y el Gran Buenos Aires. Buscá, compará
            y contactalos sin vueltas.
          </p>
          <SearchForm q={q} zonas={zonas} tooShort={tooShort} searching={searching} />
          <p className={styles.heroAssistant}>
            ¿Cuánto material lleva tu obra? Calculalo con{' '}
            <Link to="/cotiza-ia" className={styles.heroAssistantLink}>
              Cotizá con IA
            </Link>
            : ladrillos, hormigón, cerámicos, pintura y más.
          </p>
        </div>
      </section>

      {results && !searching ? <SearchResults term={term} q={q} zonas={zonas} results={results} favoriteIds={favoriteIds} /> : null}

      <section className={styles.section} aria-labelledby="rubros-title">
        <div className={styles.sectionInner}>
          <header className={text.headingGroup}>
            <h2 id="rubros-title" className={text.sectionTitle}>
              Buscá por rubro
            </h2>
            <p className={text.lead}>Elegí la etapa de tu obra y encontrá quién te la resuelve.</p>
          </header>
          <SectorCardGrid sectors={sectors} />
          <p className={styles.moreLink}>
            <Link to="/categorias">Ver todas las categorías</Link>
          </p>
        </div>
      </section>

      <VerificationSection />
      {signedIn ? null : <SignUpSection />}
      <FaqSection />
    </>
  )
}

/**
 * A GET form, complete without JavaScript. Once hydrated, typing searches after a pause, and
 * the URL stays the only state: history navigation brings the box back in step.
 */
function SearchForm({ q, zonas, tooShort, searching }: { q: string; zonas: readonly Zone[]; tooShort: boolean; searching: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null)
  const submit = useSubmit()
  const [typed, setTyped] = useState<string | null>(null)
  // The term this box sent itself: its answer must not overwrite what was typed meanwhile.
  const sentTerm = useRef<string | null>(null)

  // Only a later change of the URL's term rewrites the box: on hydration it keeps what was typed before the script arrived.
  const shownTerm = useRef(q)
  useEffect(() => {
    if (q === shownTerm.current) return
    shownTerm.current = q
    if (inputRef.current && q !== sentTerm.current) inputRef.current.value = q
    sentTerm.current = null
  }, [q])

  useEffect(() => {
    if (typed === null) return
    const term = typed.trim()
    const timeout = setTimeout(
      () => {
        setTyped(null)
        if (term === q) return
        sentTerm.current = term
        // Typing refines one history entry instead of leaving one per pause.
        submit(searchParamsOf({ q: term, zonas }), { method: 'get', action: '/', replace: q !== '', preventScrollReset: true })
      },
      // An emptied box is a deliberate reset: no reason to wait.
      term ? SEARCH_DEBOUNCE_MS : 0,
    )
    return () => clearTimeout(timeout)
  }, [typed, q, zonas, submit])

  return (
    <Form id={SEARCH_FORM_ID} method="get" action="/" role="search" className={styles.search} onSubmit={() => setTyped(null)}>
      <label htmlFor="buscar" className={styles.searchLabel}>
        ¿Qué necesitás para tu obra?
      </label>
      <div className={styles.searchRow}>
        <input
          ref={inputRef}
          id="buscar"
          type="search"
          name="q"
          defaultValue={q}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={SEARCH_MAX_TERM_LENGTH}
          placeholder="Buscar proveedores de materiales, contratistas y servicios de obra.."
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={tooShort ? 'buscar-ayuda' : undefined}
          className={styles.searchInput}
        />
        <button type="submit" className={styles.searchButton}>
          <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-4-4" />
          </svg>
          <span className={visuallyHidden}>Buscar</span>
        </button>
      </div>
      {tooShort ? (
        <p id="buscar-ayuda" className={styles.searchNote}>
          Escribí al menos 3 letras para buscar.
        </p>
      ) : null}
      {/* Live while still empty, so "Buscando…" is announced; the status role is left to the toasts. */}
      <p aria-live="polite" className={styles.searchNote}>
        {searching ? 'Buscando…' : null}
      </p>
    </Form>
  )
}

function SearchResults({
  term,
  q,
  zonas,
  results,
  favoriteIds,
}: {
  term: string
  q: string
  zonas: readonly Zone[]
  results: ReturnType<typeof searchPage>
  favoriteIds: number[] | null
}) {
  // Links within the results land on them, not on the hero, with or without JavaScript.
  const resultsHref = (query: SearchQuery) => `${searchHref(query)}#${RESULTS_ID}`
  const chips = [
    ...(term ? [{ label: term, href: resultsHref({ q: '', zonas }) }] : []),
    ...zonas.map((zona) => ({ label: zona, href: resultsHref({ q, zonas: zonas.filter((other) => other !== zona) }) })),
  ]

  return (
    <section id={RESULTS_ID} className={styles.section} aria-labelledby="resultados-title">
      <div className={styles.sectionInner}>
        <h2 id="resultados-title" className={visuallyHidden}>
          Resultados de la búsqueda
        </h2>
        <div className={styles.toolbar}>
          {/* The spec offers Filtros once a term has results; applied zones keep it, so they can be changed. */}
          {zonas.length > 0 || results.total > 0 ? (
            <SearchFilters formId={SEARCH_FORM_ID} selected={zonas} clearHref={searchHref({ q, zonas: [] })} />
          ) : null}
          <FilterChips chips={chips} />
        </div>
        {results.total === 0 ? (
          <p className={styles.resultsCount}>No se encontraron proveedores.</p>
        ) : (
          <>
            <p className={styles.resultsCount}>
              {countLabel(results.total, { capped: results.totalIsCapped })}
              {results.totalIsCapped ? '. Sumá palabras o zonas para acotar la búsqueda.' : null}
            </p>
            <ProviderCardGrid listings={results.items} favoriteIds={favoriteIds} />
            <Pagination page={results.page} pageCount={results.pageCount} hrefFor={(page) => resultsHref({ q, zonas, page })} />
          </>
        )}
      </div>
    </section>
  )
}

const CHECKS = [
  { title: 'CUIT verificado', text: 'Confirmamos que el CUIT esté activo y corresponda a la empresa o profesional.' },
  { title: 'Matrícula profesional', text: 'Si la actividad la exige, chequeamos que la matrícula esté vigente.' },
  { title: 'Ubicación y contacto', text: 'Validamos la dirección, el teléfono y el correo para que siempre puedas ubicarlos.' },
  { title: 'Documentación oficial', text: 'Habilitaciones, seguros y constancias al día.' },
  {
    title: 'Calificaciones e historial de obras',
    text: 'Las reseñas de otros constructores y las obras realizadas quedan a la vista.',
  },
]

function VerificationSection() {
  return (
    <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="verificados-title">
      <div className={styles.sectionInner}>
        <header className={text.headingGroup}>
          <h2 id="verificados-title" className={text.sectionTitle}>
            Proveedores verificados
          </h2>
          <p className={text.lead}>Antes de darle el sello de verificado a un proveedor, revisamos:</p>
        </header>
        <ul className={styles.checkList}>
          {CHECKS.map((check) => (
            <li key={check.title} className={styles.checkItem}>
              <svg className={styles.checkIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />
                <path d="m9 12 2 2 4-4" />
              </svg>
              <div>
                <strong className={styles.checkTitle}>{check.title}</strong>
                <p className={styles.checkText}>{check.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function SignUpSection() {
  return (
    <section className={`${styles.section} ${styles.sectionBrand}`} aria-labelledby="sumate-title">
      <div className={styles.sectionInner}>
        <header className={text.headingGroup}>
          <h2 id="sumate-title" className={text.sectionTitle}>
            Sumate a RedObra
          </h2>
          <p className={text.lead}>Registrarte es gratis. Elegí cómo querés usar la red.</p>
        </header>
        <div className={styles.signUpGrid}>
          <Card as="article" className={styles.signUpCard}>
            <h3 className={styles.signUpTitle}>Soy constructor</h3>
            <p className={styles.signUpRole}>Busco proveedores</p>
            <p className={styles.signUpText}>
              Encontrá corralones, contratistas y servicios verificados, guardá tus favoritos y pedí cotizaciones.
            </p>
            <ButtonLink to="/auth?register=true" fullWidth>
              Crear cuenta de constructor
            </ButtonLink>
          </Card>
          <Card as="article" className={styles.signUpCard}>
            <h3 className={styles.signUpTitle}>Soy proveedor</h3>
            <p className={styles.signUpRole}>Ofrezco servicios</p>
            <p className={styles.signUpText}>
              Publicá tus servicios y materiales, mostrá tus obras y recibí consultas de constructores de toda la zona.
            </p>
            <ButtonLink to="/auth?register=true" variant="accent" fullWidth>
              Crear cuenta de proveedor
            </ButtonLink>
          </Card>
        </div>
        <p className={styles.moreLink}>
          <ButtonLink to="/auth" variant="ghost">
            Ya tengo cuenta
          </ButtonLink>
        </p>
      </div>
    </section>
  )
}

const FAQS = [
  {
    question: '¿Tengo que registrarme para usar RedObra?',
    answer:
      'No. Podés recorrer los rubros, los proveedores, las reseñas, los proyectos y los materiales sin registrarte. Para contactar a un proveedor, pedir una cotización, dejar una reseña o publicar, sí necesitás una cuenta, que es gratis.',
  },
  {
    question: '¿Cómo verifican a los proveedores?',
    answer:
      'Cuando un proveedor reclama su perfil revisamos su CUIT, su matrícula profesional si la actividad la requiere, su ubicación y sus datos de contacto, y la documentación oficial. Los perfiles verificados muestran además las calificaciones de otros constructores y su historial de obras.',
  },
  {
    question: '¿Qué suma el plan Premium?',
    answer: `Con Premium publicás en todos los subrubros (el plan gratuito permite hasta ${FREE_SUBSECTORS_LIMIT}), guardás todos los favoritos que quieras (el gratuito permite ${FREE_FAVORITES_LIMIT}), tu perfil aparece destacado y primero en los resultados, y tenés consultas y publicaciones ilimitadas, soporte prioritario 24/7 y estadísticas detalladas.`,
  },
  {
    question: '¿En qué zonas trabajan?',
    answer:
      'En la Ciudad Autónoma de Buenos Aires (CABA) y en el Gran Buenos Aires: GBA Norte, GBA Sur y GBA Oeste. En cada búsqueda podés filtrar los proveedores por zona.',
  },
  {
    question: 'Soy proveedor, ¿cómo publico mis servicios?',
    answer:
      'Creá tu cuenta como proveedor, completá tu perfil y entrá a «Publicar servicio». Elegís el rubro, el subrubro, la zona y la localidad, sumás una descripción y listo: tu servicio aparece en el directorio.',
  },
  {
    question: '¿Cuánto cuesta?',
    answer:
      'El plan gratuito cuesta $0 por mes. El plan Premium también está a $0 por mes: Por tiempo limitado - Promoción de lanzamiento.',
  },
]

function FaqSection() {
  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <div className={styles.sectionInner}>
        <header className={text.headingGroup}>
          <h2 id="faq-title" className={text.sectionTitle}>
            Preguntas frecuentes
          </h2>
        </header>
        <div className={styles.faqList}>
          {FAQS.map((faq) => (
            <details key={faq.question} className={accordion.item}>
              <summary className={accordion.summary}>{faq.question}</summary>
              <p className={styles.faqAnswer}>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}

const DESCRIPTION =
  'Encontrá corralones, contratistas y servicios de obra verificados en CABA y el Gran Buenos Aires. Buscá por rubro y zona, gratis y sin registrarte.'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `Resultados para «${data.q}» | RedObra` : 'RedObra | Proveedores de la construcción en Buenos Aires' },
  { name: 'description', content: DESCRIPTION },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
