import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ZonaPage, zonaMeta } from '~/components/ZonaPage'
import { loadZonaPage } from '~/controllers/directory.server'

/** A sector's or subsector's providers in a zone, partido or barrio: /mamposteria/zona/la-matanza, /mamposteria/corralones/zona/caba. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return loadZonaPage(request, params)
}

export default function ZonaRoute() {
  return <ZonaPage data={useLoaderData<typeof loader>()} />
}

export const meta: MetaFunction<typeof loader> = ({ data }) => zonaMeta(data)

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
