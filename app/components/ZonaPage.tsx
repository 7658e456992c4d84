import { Link } from '@remix-run/react'
import { Breadcrumbs, DirectoryLayout, PillLinks, RequestQuotesLink } from '~/components/DirectoryLayout'
import { JsonLd } from '~/components/JsonLd'
import { ListOrder, Pagination } from '~/components/Pagination'
import { ProviderCardGrid } from '~/components/ProviderCard'
import type { ZonaPageData } from '~/controllers/directory.server'
import { countLabel, directoryHref, notFoundMeta, pageMeta } from '~/utils/directory'
import { newRequestHref } from '~/utils/request-links'
import * as styles from './ZonaPage.css'

/** 'Mampostería y Durlock en La Matanza': the providers of a sector or subsector serving a zone or a place in it. */
export function ZonaPage({ data }: { data: ZonaPageData }) {
  const {
    sector,
    subsector,
    zona,
    heading,
    crumbs,
    sectionHref,
    group,
    neighbours,
    path,
    jsonLd,
    order,
    page,
    pageCount,
    total,
    items,
    favoriteIds,
  } = data
  const name = subsector?.name ?? sector.name
  return (
    <DirectoryLayout
      nav={<Breadcrumbs crumbs={crumbs} current={zona.name} />}
      title={heading}
      lead={countLabel(total)}
      path={path}
      order={order}
      orderControl={<ListOrder action={path} order={order} kept={new URLSearchParams()} />}
      action={
        <RequestQuotesLink
          href={newRequestHref({ sector: sector.slug, subsector: subsector?.slug, zona: zona.kind === 'place' ? zona.name : undefined })}
        />
      }
    >
      {items.length > 0 ? (
        <ProviderCardGrid listings={items} headingLevel="h2" favoriteIds={favoriteIds} />
      ) : (
        <p className={styles.empty}>
          Todavía no hay proveedores de {name} en {zona.name}. <Link to={sectionHref}>Ver todos los proveedores de {name}</Link>
        </p>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => directoryHref(path, { order, page: n })} />
      <PillLinks label={`${name} en toda la zona`} links={group ? [{ label: `Todo ${group.label}`, href: group.href }] : []} />
      <PillLinks
        label={zona.kind === 'group' ? `${name} en ${zona.name}, por partido o barrio` : `${name} cerca de ${zona.name}`}
        links={neighbours}
      />
      {jsonLd.map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
    </DirectoryLayout>
  )
}

export function zonaMeta(data: ZonaPageData | undefined) {
  if (!data) return notFoundMeta
  const { heading, total, page, canonical, sector, subsector, zona } = data
  const name = subsector?.name ?? sector.name
  const tags = pageMeta({
    title: `${heading}: ${countLabel(total)}${page > 1 ? ` (página ${page})` : ''} | RedObra`,
    description:
      total > 0
        ? `${countLabel(total)} de ${name} en ${zona.name}, Buenos Aires: datos de contacto, zona de trabajo y reseñas de cada uno en RedObra.`
        : `Todavía no hay proveedores de ${name} en ${zona.name}. Mirá los de las zonas cercanas en RedObra.`,
    canonical,
  })
  return total > 0 ? tags : [...tags, { name: 'robots', content: 'noindex' }]
}
