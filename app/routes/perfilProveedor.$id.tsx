import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { getProviderProfile } from '~/models/providers.server'
import { db } from '~/server/db.server'
import { notFoundMeta } from '~/utils/directory'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'

/**
 * An older address of the verified profile, kept alive for links already out there. A profile
 * that is not public (missing, or its account suspended) is the not-found page here too.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const id = parsePositiveInt(params.id)
  if (id === null || !getProviderProfile(db, id)) notFound()
  return redirect(`/perfilDeProveedorActivo/${id}`, {
    status: 301,
  })
}

/** Never shown: the loader always redirects, or throws the not-found page. */
export default function OldProviderProfileAddress() {
  return null
}

export const meta: MetaFunction = () => notFoundMeta

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
