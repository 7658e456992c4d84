import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { lazy, Suspense } from 'react'
import { workspacePage } from '~/utils/hydration'
import { loadRequestPage, requestPageAction } from './request-page.server'

// The requester's view and a provider's come apart: each side is sent the code of its own.
const RequesterView = lazy(() => import('./requester-view'))
const RecipientView = lazy(() => import('./recipient-view'))

export const handle = workspacePage

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadRequestPage(request, params.id)
}

export async function action({ request, params }: ActionFunctionArgs) {
  return requestPageAction(request, params.id)
}

export default function RequestPage() {
  const data = useLoaderData<typeof loader>()
  return <Suspense>{data.view === 'requester' ? <RequesterView data={data} /> : <RecipientView data={data} />}</Suspense>
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.title} | Solicitud de presupuesto | RedObra` : 'Solicitud no encontrada | RedObra' },
  { name: 'description', content: 'Una solicitud de presupuesto en RedObra: sus ítems, quiénes la recibieron y sus presupuestos.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={notFoundHandlers('Solicitud no encontrada', 'La solicitud que buscás no existe o no tenés acceso a ella.')}
    />
  )
}
