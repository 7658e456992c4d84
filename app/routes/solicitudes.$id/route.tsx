import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/GeneralErrorBoundary'
import { notFoundHandlers } from '~/components/NotFoundNotice'
import { requestAccessFor } from '~/models/request-access.server'
import { db } from '~/server/db.server'
import { requireUser } from '~/server/session.server'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'
import { loadRecipientView, recipientAction } from './recipient.server'
import { RecipientView } from './recipient-view'
import { loadRequesterView, requesterAction } from './requester.server'
import { RequesterView } from './requester-view'
import { workspacePage } from '~/utils/hydration'

/**
 * One request, seen by its requester (recipients, offers compared, accept and cancel) or by a
 * provider it reached (items, attachments, its offer or 'No me interesa'). Anyone else: 404.
 */
async function accessOf(request: Request, idParam: string | undefined) {
  const user = await requireUser(request)
  const id = parsePositiveInt(idParam)
  const access = id === null ? null : requestAccessFor(db, id, user)
  if (!access) notFound()
  return { user, access }
}

export const handle = workspacePage

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, access } = await accessOf(request, params.id)
  return access.role === 'requester'
    ? { view: 'requester' as const, ...loadRequesterView(db, access, user) }
    : { view: 'recipient' as const, ...loadRecipientView(db, access, user) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, access } = await accessOf(request, params.id)
  return access.role === 'requester' ? requesterAction(request, access, user) : recipientAction(request, access, user)
}

export default function RequestPage() {
  const data = useLoaderData<typeof loader>()
  return data.view === 'requester' ? <RequesterView data={data} /> : <RecipientView data={data} />
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
