import type { SessionUser } from '~/server/session.server'
import type { Db } from '~/server/sqlite.server'
import type { RequestAccess } from '~/models/request-access.server'

type RecipientAccess = Extract<RequestAccess, { role: 'recipient' }>

/** A provider the request reached: its items and attachments, its offer, or No me interesa. */
export function loadRecipientView(db: Db, access: RecipientAccess, user: SessionUser) {
  void db
  void user
  return { title: `Solicitud ${access.requestId}` }
}

/** Enviar presupuesto (and its revisions) and No me interesa. */
export async function recipientAction(request: Request, access: RecipientAccess, user: SessionUser) {
  void request
  void access
  void user
  return null
}
