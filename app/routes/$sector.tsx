import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { DirectoryLayout, PillLinks, RequestQuotesLink } from '~/components/DirectoryLayout'
import { SectorAccordions } from '~/components/SectorAccordions'
import { notFoundMeta, pageMeta, zoneLinks } from '~/utils/directory'
import { absoluteUrl, requireSector, zonesFrom } from '~/controllers/directory.server'
import * as styles from './$sector.css'
import { StrokeIcon } from '~/components/ui/Icon'
import { newRequestHref } from '~/utils/request-links'
import { SECTOR_DESCRIPTIONS } from '~/utils/sector-descriptions'

export function loader({ request, params }: LoaderFunctionArgs) {
  const sector = requireSector(params.sector)
  return {
    sector: { slug: sector.slug, pageTitle: sector.pageTitle, subsectors: sector.subsectors },
    zones: zonesFrom(new URL(request.url)),
    description: SECTOR_DESCRIPTIONS[sector.slug] ?? '',
    canonical: absoluteUrl(`/${sector.slug}`),
  }
}

export default function SectorPage() {
  const { sector, zones } = useLoaderData<typeof loader>()
  return (
    <DirectoryLayout
      nav={
        <Link to="/" className={styles.back}>
          <StrokeIcon size={18} strokeWidth={2.25} roundJoins>
            <path d="M15 18l-6-6 6-6" />
          </StrokeIcon>
          Volver
        </Link>
      }
      title={sector.pageTitle}
      lead="Entra al área que necesitas y encuentra tu proveedor"
      path={`/${sector.slug}`}
      zones={zones}
      action={<RequestQuotesLink href={newRequestHref({ sector: sector.slug })} />}
    >
      {/* Keyed by the zones: a new filter starts every accordion closed, to load afresh. */}
      <SectorAccordions key={zones.join()} sectorSlug={sector.slug} subsectors={sector.subsectors} zones={zones} />
      <PillLinks label={`${sector.pageTitle} por zona`} links={zoneLinks({ sectorSlug: sector.slug })} />
    </DirectoryLayout>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: `${data.sector.pageTitle} | RedObra`, description: data.description, canonical: data.canonical }) : notFoundMeta

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
