import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Avatar } from '~/components/Avatar'
import { Pagination } from '~/components/Pagination'
import { SEARCH_PAGE_SIZE } from '~/constants'
import { listProviderProfiles } from '~/models/providers.server'
import * as text from '~/styles/text.css'
import { db } from '~/server/db.server'
import { countLabel, directoryHref, notFoundMeta, pageMeta } from '~/utils/directory'
import { absoluteUrl } from '~/controllers/directory.server'
import { initialsOf } from '~/utils/format'
import { pageWithin, parsePage } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import { uploadUrl } from '~/utils/uploads'
import * as cards from '~/styles/cards.css'
import * as styles from './proveedores.css'

const PATH = '/proveedores'

export function loader({ request }: LoaderFunctionArgs) {
  const page = parsePage(new URL(request.url).searchParams)
  const { total, items } = listProviderProfiles(db, { page, pageSize: SEARCH_PAGE_SIZE })
  const paging = pageWithin(page, total, SEARCH_PAGE_SIZE) ?? notFound()
  return { ...paging, total, items, canonical: absoluteUrl(directoryHref(PATH, { page })) }
}

export default function ProvidersPage() {
  const { page, pageCount, total, items } = useLoaderData<typeof loader>()
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Otros Proveedores</h1>
        <p className={text.lead}>
          {countLabel(total)} de la construcción en CABA y el Gran Buenos Aires. Entrá a su perfil para ver sus servicios, proyectos y
          reseñas.
        </p>
      </header>
      {items.length ? (
        <ul className={cards.grid}>
          {items.map((profile) => (
            <li key={profile.id}>
              <article className={styles.card}>
                <Avatar src={profile.logoPath && uploadUrl(profile.logoPath)} fallback={initialsOf(profile.businessName)} />
                <div className={styles.identity}>
                  <h2 className={styles.name}>
                    <Link to={`/perfilDeProveedorActivo/${profile.id}`} className={cards.cardLink}>
                      {profile.businessName}
                    </Link>
                  </h2>
                  {profile.contactPerson ? <p className={styles.muted}>{profile.contactPerson}</p> : null}
                  <p className={styles.id}>Proveedor n.º {profile.id}</p>
                </div>
                {profile.description ? <p className={styles.description}>{profile.description}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Todavía no hay proveedores registrados.</p>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => directoryHref(PATH, { page: n })} />
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return notFoundMeta
  const suffix = data.page > 1 ? ` (página ${data.page})` : ''
  return pageMeta({
    title: `Otros Proveedores${suffix} | RedObra`,
    description: `Los ${countLabel(data.total)} de la construcción de CABA y el Gran Buenos Aires registrados en RedObra, en orden alfabético${suffix}.`,
    canonical: data.canonical,
  })
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
