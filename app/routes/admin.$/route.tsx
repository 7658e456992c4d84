import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireStaff } from '~/server/session.server'
import { notFound } from '~/utils/responses'

/**
 * Any other /admin address: the not-found page for every method. Without it a post to
 * /admin/x would reach the two-segment directory route and answer 405.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request)
  notFound()
}

export const action = loader

export default function UnknownConsolePage() {
  return null
}

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
