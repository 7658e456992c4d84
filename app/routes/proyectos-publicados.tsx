import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigation } from '@remix-run/react'
import { Pagination } from '~/components/Pagination'
import { ProjectFeedCard } from '~/components/ProjectFeedCard'
import { useProjectDialog } from '~/components/ProjectGrid'
import { ButtonLink } from '~/components/ui/Button'
import { PROJECT_FEED_PAGE_SIZE, PROJECT_FEED_SKELETONS } from '~/constants'
import { listPublicFeed } from '~/models/projects.server'
import { db } from '~/server/db.server'
import { directoryHref, notFoundMeta, pageMeta } from '~/utils/directory'
import { absoluteUrl } from '~/controllers/directory.server'
import { pageWithin, parsePage } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import * as cards from '~/styles/cards.css'
import * as text from '~/styles/text.css'
import * as skeletons from '~/components/ProjectFeedCard.css'
import * as styles from './proyectos-publicados.css'

const PATH = '/proyectos-publicados'

export function loader({ request }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams)
  const { projects, total } = listPublicFeed(db, { page, pageSize: PROJECT_FEED_PAGE_SIZE })
  const paging = pageWithin(page, total, PROJECT_FEED_PAGE_SIZE) ?? notFound()
  return { projects, ...paging, canonical: absoluteUrl(directoryHref(PATH, { page })) }
}

export default function ProjectsFeedPage() {
  const { projects, page, pageCount } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const { openOnClick, dialog } = useProjectDialog()
  const loadingPage = navigation.state === 'loading' && navigation.location.pathname === PATH

  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Proyectos publicados</h1>
        <p className={text.lead}>
          Mirá las obras que terminaron los proveedores de RedObra, con fotos y en sus propias palabras. Mostrar el trabajo hecho es la
          mejor forma de generar confianza: antes de contratar, conocé qué hizo cada uno y elegí con transparencia.
        </p>
      </header>
      <div className={styles.layout}>
        <AdBox className={styles.adStart} label="Espacio publicitario 1" />
        <section className={styles.main} aria-label="Proyectos" aria-busy={loadingPage || undefined}>
          {loadingPage ? (
            <>
              <p role="status">Cargando proyectos...</p>
              <ul className={`${cards.grid} ${styles.cards}`}>
                {Array.from({ length: PROJECT_FEED_SKELETONS }, (_, i) => (
                  <li key={i} className={skeletons.skeleton} aria-hidden="true" />
                ))}
              </ul>
            </>
          ) : projects.length === 0 ? (
            <p className={styles.empty}>Aún no hay proyectos publicados.</p>
          ) : (
            <ul className={`${cards.grid} ${styles.cards}`}>
              {projects.map((project, index) => (
                <li key={project.id}>
                  <ProjectFeedCard project={project} eager={index === 0} onOpen={openOnClick(project)} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pageCount={pageCount} hrefFor={(n) => directoryHref(PATH, { page: n })} />
        </section>
        <AdBox className={styles.adEnd} label="Espacio publicitario 2" />
      </div>
      {dialog}
    </div>
  )
}

function AdBox({ className, label }: { className: string; label: string }) {
  return (
    <aside className={`${styles.ad} ${className}`} aria-label={label}>
      <p className={styles.adTitle}>PUBLICITA TU SERVICIO</p>
      <p>Mostrá tu empresa a constructores de todo Buenos Aires en este espacio.</p>
      <ButtonLink to="/contacto" variant="accent" size="sm">
        Contactar
      </ButtonLink>
    </aside>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return notFoundMeta
  const suffix = data.page > 1 ? ` (página ${data.page})` : ''
  return pageMeta({
    title: `Proyectos publicados${suffix} | RedObra`,
    description: `Obras terminadas por proveedores de la construcción de Buenos Aires, con fotos y descripción${suffix}. Conocé su trabajo antes de contratar.`,
    canonical: data.canonical,
  })
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
