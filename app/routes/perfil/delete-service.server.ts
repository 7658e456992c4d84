import { data } from '@remix-run/node'
import * as z from 'zod'
import { deleteOwnListing } from '~/models/listings.server'
import { db } from '~/server/db.server'
import type { SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { tabHref } from './tabs'
import { logError } from '~/server/log.server'

export type DeleteServiceReply = { deleteError: string }

const SERVICE_DELETED = 'Servicio eliminado correctamente'
export const SERVICE_NOT_FOUND = 'No encontramos ese servicio entre los tuyos.'

const DeleteServiceSchema = z.object({
  listingId: z.coerce.number({ error: 'El servicio no es válido' }).int().positive(),
})

/** Deletes one of the user's own services (intent `eliminar-servicio`); anyone else's is refused with 403. */
export async function deleteServiceAction(user: SessionUser, formData: FormData) {
  const submission = DeleteServiceSchema.safeParse({ listingId: formData.get('listingId') ?? undefined })
  if (!submission.success) {
    return data<DeleteServiceReply>({ deleteError: 'No pudimos identificar el servicio a eliminar.' }, { status: 400 })
  }
  let outcome: ReturnType<typeof deleteOwnListing>
  try {
    outcome = deleteOwnListing(db, { userId: user.id, listingId: submission.data.listingId })
  } catch (error) {
    logError(error)
    return data<DeleteServiceReply>({ deleteError: 'Ocurrió un error inesperado. Intentá de nuevo.' }, { status: 500 })
  }
  switch (outcome.status) {
    case 'deleted':
      return redirectWithToast(tabHref('services'), { type: 'success', title: SERVICE_DELETED })
    // Another account's service and a missing one get the same answer: whether it exists is not told.
    case 'forbidden':
    case 'notFound':
      return data<DeleteServiceReply>({ deleteError: SERVICE_NOT_FOUND }, { status: 404 })
  }
}
