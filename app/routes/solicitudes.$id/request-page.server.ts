import { requestAccessFor } from '~/models/request-access.server'
import { db } from '~/server/db.server'
import { requireUser } from '~/server/session.server'
import { parsePositiveInt } from '~/utils/params'
import { notFound } from '~/utils/responses'
import { loadRecipientView, recipientAction } from './recipient.server'
import { loadRequesterView, requesterAction } from './requester.server'

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

export async function loadRequestPage(request: Request, idParam: string | undefined) {
  const { user, access } = await accessOf(request, idParam)
  return access.role === 'requester'
    ? { view: 'requester' as const, ...loadRequesterView(db, access, user) }
    : { view: 'recipient' as const, ...loadRecipientView(db, access, user) }
}

export async function requestPageAction(request: Request, idParam: string | undefined) {
  const { user, access } = await accessOf(request, idParam)
  return access.role === 'requester' ? requesterAction(request, access, user) : recipientAction(request, access, user)
}
