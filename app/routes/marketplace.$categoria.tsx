import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { JsonLd } from '~/components/JsonLd'
import { MaterialsMarketplace } from '~/components/MaterialsMarketplace'
import { materialHref } from '~/components/MaterialCard'
import { isMaterialCategory } from '~/constants'
import { absoluteUrl } from '~/controllers/directory.server'
import { loadMarketplace } from '~/controllers/marketplace.server'
import { notFoundMeta, pageMeta } from '~/utils/directory'
import { notFound } from '~/utils/responses'

/** A materials category's own page (spec/materials.md §3): the marketplace inside one category. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const category = params.categoria ?? ''
  if (!isMaterialCategory(category)) notFound('Esa categoría de materiales no existe.')
  const marketplace = loadMarketplace(request, category)
  return {
    ...marketplace,
    itemList: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: marketplace.categoryName,
      numberOfItems: marketplace.total,
      itemListElement: marketplace.materials.map((material, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: material.title,
        url: absoluteUrl(materialHref(material.id)),
      })),
    },
  }
}

export default function MaterialCategoryPage() {
  const { itemList, ...marketplace } = useLoaderData<typeof loader>()
  return (
    <>
      <JsonLd data={itemList} />
      <MaterialsMarketplace {...marketplace} />
    </>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return notFoundMeta
  const suffix = data.page > 1 ? ` (página ${data.page})` : ''
  return pageMeta({
    title: `${data.categoryName} en el Mercado de Materiales${suffix} | RedObra`,
    description: `${data.categoryName}: precios por unidad de venta, con IVA y fecha, stock y entrega de corralones y proveedores de CABA y el Gran Buenos Aires.`,
    canonical: data.canonical,
  })
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
