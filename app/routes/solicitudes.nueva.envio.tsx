import { type ActionFunctionArgs } from '@remix-run/node'
import { requireSameOrigin } from '~/server/request.server'
import { requireUser } from '~/server/session.server'
import { requestFormUploadAction } from './solicitudes.nueva/send-request.server'

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  const user = await requireUser(request)
  return requestFormUploadAction(request, user)
}
