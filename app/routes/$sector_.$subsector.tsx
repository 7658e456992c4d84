import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { SectionPage, sectionMeta } from '~/components/SectionPage'
import { loadSectionPage } from '~/controllers/directory.server'

/** Every provider of a subsector, whatever its division. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadSectionPage(request, params)
}

export default function SubsectorPage() {
  return <SectionPage data={useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) => sectionMeta(data)

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
