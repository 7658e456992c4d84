import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { MaterialsMarketplace } from '~/components/MaterialsMarketplace'
import { loadMarketplace } from '~/controllers/marketplace.server'
import { notFoundMeta, pageMeta } from '~/utils/directory'

export function loader({ request }: LoaderFunctionArgs) {
  return loadMarketplace(request)
}

export default function MarketplacePage() {
  return <MaterialsMarketplace {...useLoaderData<typeof loader>()} />
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
