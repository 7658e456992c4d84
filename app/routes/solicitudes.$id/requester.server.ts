import type { SessionUser } from '~/server/session.server'
import type { Db } from '~/server/sqlite.server'
import type { RequestAccess } from '~/models/request-access.server'

type RequesterAccess = Extract<RequestAccess, { role: 'requester' }>

/** The requester's page: who received the request, their states, the offers compared. */
export function loadRequesterView(db: Db, access: RequesterAccess, user: SessionUser) {
  void db
  void user
  return { title: `Solicitud ${access.requestId}` }
}

/** 'Aceptar' (with its confirm step) and 'Cancelar solicitud'. */
export async function requesterAction(request: Request, access: RequesterAccess, user: SessionUser) {
  void request
  void access
  void user
  return null
}
