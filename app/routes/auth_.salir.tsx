import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { readFormData } from '~/server/forms.server'
import { requireSameOrigin } from '~/server/request.server'
import { destroySession, getUserId } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { logError } from '~/server/log.server'

/** Signing out is a POST (from the header's user menu); a GET just goes home. */
export function loader() {
  return redirect('/')
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  // Only the page's form signs out: a body it would not send (JSON, text) ends no session. A
  // visitor without one has nothing to end, and their body is not read.
  if ((await getUserId(request)) !== null) await readFormData(request)
  let clearCookie: string
  try {
    clearCookie = await destroySession(request)
  } catch (error) {
    logError(error)
    return redirectWithToast('/', { type: 'error', title: 'Error', description: 'No se pudo cerrar sesión' })
  }
  return redirectWithToast(
    '/',
    { type: 'success', title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente' },
    { headers: { 'Set-Cookie': clearCookie } },
  )
}
