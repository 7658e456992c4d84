import { Link } from '@remix-run/react'
import { DirectoryLayout, RequestQuotesLink } from '~/components/DirectoryLayout'
import { ListOrder, Pagination } from '~/components/Pagination'
import { ProviderCardGrid } from '~/components/ProviderCard'
import { ZONE_PARAM, countLabel, directoryHref, notFoundMeta, pageMeta } from '~/utils/directory'
import type { SectionPageData } from '~/controllers/directory.server'
import { newRequestHref } from '~/utils/request-links'
import * as styles from './SectionPage.css'

export const SECTION_EMPTY_TEXT = 'No hay proveedores en esta sección.'

/** A subsector's or a division's own page: every provider, a page at a time, readable without JavaScript. */
export function SectionPage({ data }: { data: SectionPageData }) {
  const { sector, subsector, division, divisions, path, zones, order, page, pageCount, total, items, favoriteIds } = data
  const subsectorPath = `/${sector.slug}/${subsector.slug}`
  const crumbs = [
    { label: sector.pageTitle, href: directoryHref(`/${sector.slug}`, { zones }) },
    ...(division ? [{ label: subsector.name, href: directoryHref(subsectorPath, { zones }) }] : []),
  ]
  const title = division?.name ?? subsector.name

  return (
    <DirectoryLayout
      nav={
        <nav aria-label="Ruta de navegación">
          <ol className={styles.breadcrumb}>
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <Link to={crumb.href}>{crumb.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      }
      title={title}
      lead={total > 0 ? countLabel(total) : null}
      path={path}
      zones={zones}
      order={order}
      orderControl={<ListOrder action={path} order={order} kept={new URLSearchParams(zones.map((zone) => [ZONE_PARAM, zone]))} />}
      action={<RequestQuotesLink href={newRequestHref({ sector: sector.slug, subsector: subsector.slug })} />}
    >
      {divisions.length > 0 ? (
        <nav aria-label={`Divisiones de ${subsector.name}`}>
          <ul className={styles.divisions}>
            {divisions.map((item) => (
              <li key={item.slug}>
                <Link to={directoryHref(`${subsectorPath}/${item.slug}`, { zones, order })} className={styles.division}>
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {items.length > 0 ? (
        <ProviderCardGrid listings={items} headingLevel="h2" favoriteIds={favoriteIds} />
      ) : (
        <p className={styles.empty}>{SECTION_EMPTY_TEXT}</p>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => directoryHref(path, { zones, order, page: n })} />
    </DirectoryLayout>
  )
}

export function sectionMeta(data: SectionPageData | undefined) {
  if (!data) return notFoundMeta
  const { sector, subsector, division, page, canonical } = data
  const name = division?.name ?? subsector.name
  const parent = division ? subsector.name : sector.name
  return pageMeta({
    title: `${name} – ${parent}${page > 1 ? ` (página ${page})` : ''} | RedObra`,
    description: `${name} (${parent}): proveedores de la construcción en CABA y el Gran Buenos Aires, con sus datos de contacto, zona y reseñas.`,
    canonical,
  })
}
