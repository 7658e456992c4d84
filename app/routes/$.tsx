import type { MetaFunction } from '@remix-run/node'
import { notFound } from '~/utils/responses'

/** Any path no other route claims: answers 404 with the not-found page. */
export function loader() {
  notFound()
}

export default function NotFoundRoute() {
  return null
}

export const meta: MetaFunction = () => [
  { title: 'Página no encontrada | RedObra' },
  { name: 'description', content: 'La página que buscás no existe en RedObra.' },
]

export { GeneralErrorBoundary as ErrorBoundary } from '~/components/GeneralErrorBoundary'
