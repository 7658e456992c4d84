import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import * as z from 'zod'
import { setOwnListingActive } from '~/models/listings.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { parsePositiveInt } from '~/utils/params'
import { requireSameOrigin } from '~/server/request.server'
import { notFound } from '~/utils/responses'
import { requireUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { SERVICES_TAB_HREF } from '~/components/ServiceControls'

const ServiceStateSchema = z.object({ active: z.enum(['true', 'false']) })

/** 'Pausar' / 'Reactivar' of a published service posts here; a GET goes to the services. */
export function loader() {
  return redirect(SERVICES_TAB_HREF)
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(request)
  const listingId = parsePositiveInt(params.id)
  const submission = ServiceStateSchema.safeParse({ active: (await readFormData(request)).get('active') ?? undefined })
  if (listingId === null) notFound('Servicio no encontrado')
  if (!submission.success) throw new Response('Pedido inválido', { status: 400 })
  const active = submission.data.active === 'true'
  const outcome = setOwnListingActive(db, { userId: user.id, listingId, active })
  if (outcome.status === 'notFound') notFound('Servicio no encontrado')
  return redirectWithToast(SERVICES_TAB_HREF, {
    type: 'success',
    title: active ? 'Servicio reactivado' : 'Servicio pausado',
    description: active
      ? 'Vuelve a aparecer en las búsquedas.'
      : 'No aparece en las búsquedas hasta que lo reactives. Sus reseñas se conservan.',
  })
}
