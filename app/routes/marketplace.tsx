import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { MaterialCard } from '~/components/MaterialCard'
import { Pagination } from '~/components/Pagination'
import { Button, ButtonLink } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { MATERIALS_PAGE_SIZE, SEARCH_MAX_TERM_LENGTH } from '~/constants'
import { listMaterials } from '~/models/materials.server'
import { db } from '~/server/db.server'
import { notFoundMeta, pageMeta } from '~/utils/directory'
import { absoluteUrl } from '~/controllers/directory.server'
import { pageWithin, parsePage, SEARCH_PARAM, searchedListHref } from '~/utils/pagination'
import { notFound } from '~/utils/responses'
import * as cards from '~/styles/cards.css'
import * as text from '~/styles/text.css'
import * as styles from './marketplace.css'

const PATH = '/marketplace'
/** Cards in the first row of the widest grid: their images load at once, the rest lazily. */
const FIRST_ROW = 3

const marketplaceHref = (list: { q?: string; page?: number }) => searchedListHref(PATH, list)

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const q = (url.searchParams.get(SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX_TERM_LENGTH)
  const page = parsePage(url.searchParams)
  const { materials, total } = listMaterials(db, { page, q })
  const paging = pageWithin(page, total, MATERIALS_PAGE_SIZE) ?? notFound()
  return { q, materials, total, ...paging, canonical: absoluteUrl(marketplaceHref({ page })) }
}

export default function MarketplacePage() {
  const { q, materials, page, pageCount } = useLoaderData<typeof loader>()
  return (
    <div className={styles.root}>
      <header className={text.headingGroup}>
        <h1 className={text.pageTitle}>Mercado de Materiales de construcción</h1>
        <p className={text.lead}>Materiales para cada etapa de tu obra, con proveedores de confianza</p>
      </header>
      <Form method="get" role="search" className={styles.search}>
        <Field
          label="Buscar materiales"
          className={styles.searchField}
          inputProps={{
            type: 'search',
            name: SEARCH_PARAM,
            defaultValue: q,
            maxLength: SEARCH_MAX_TERM_LENGTH,
            placeholder: 'Ladrillos, cemento, arena...',
          }}
        />
        <Button type="submit">Buscar</Button>
        {q ? (
          <ButtonLink to={PATH} variant="ghost">
            Ver todos
          </ButtonLink>
        ) : null}
      </Form>
      {materials.length ? (
        <ul className={cards.grid}>
          {materials.map((material, index) => (
            <li key={material.id}>
              <MaterialCard material={material} eager={index < FIRST_ROW} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{q ? `No encontramos materiales para «${q}».` : 'Aún no hay materiales disponibles.'}</p>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => marketplaceHref({ q, page: n })} />
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return notFoundMeta
  const suffix = data.page > 1 ? ` (página ${data.page})` : ''
  return pageMeta({
    title: `Mercado de Materiales de construcción${suffix} | RedObra`,
    description: 'Materiales para cada etapa de tu obra, con proveedores de confianza de CABA y el Gran Buenos Aires.',
    canonical: data.canonical,
  })
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
