import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { signedCookieOptions } from './cookie-options.server'
import { ToastSchema, type ToastInput } from '~/utils/toast'

const TOAST_KEY = 'toast'

const toastStorage = createCookieSessionStorage({
  cookie: { ...signedCookieOptions, name: 'ro_toast' },
})

/** A Set-Cookie header that shows `toast` on the next page the browser loads. */
export async function createToastHeaders(toast: ToastInput) {
  const session = await toastStorage.getSession()
  session.flash(TOAST_KEY, ToastSchema.parse(toast))
  return new Headers({ 'Set-Cookie': await toastStorage.commitSession(session) })
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  for (const [name, value] of await createToastHeaders(toast)) headers.append(name, value)
  return redirect(url, { ...init, headers })
}

/** Reads (and consumes) the pending toast; send `headers` with the response to clear it. */
export async function getToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get('Cookie'))
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY))
  const toast = parsed.success ? parsed.data : null
  const headers = toast ? new Headers({ 'Set-Cookie': await toastStorage.destroySession(session) }) : null
  return { toast, headers }
}
