import { parseWithZod } from '@conform-to/zod/v4'
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import * as z from 'zod'
import type { FavoriteReply } from '~/controllers/favorites.server'
import { addFavorite, removeFavorite, type AddFavoriteResult } from '~/models/favorites.server'
import { db } from '~/server/db.server'
import { addFavoriteIntent, ENHANCED_FIELD, favoriteLimitHref, removeFavoriteIntent } from '~/utils/favorites'
import { readFormData, readVisitorForm } from '~/server/forms.server'
import { rateLimitReply, retryAfterHeaders } from '~/controllers/rate-limit.server'
import { safeRedirect } from '~/utils/redirect'
import { requireSameOrigin } from '~/server/request.server'
import { getUserId } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import type { ToastInput } from '~/utils/toast'
import { RedirectToSchema, textField } from '~/utils/validation'
import { logError } from '~/server/log.server'

/*
 * The favourite toggle. A plain post (JavaScript off) ends in a redirect: back to the page it came
 * from with a toast, or to the limit page. The enhanced button (app/enhancements) asks for JSON
 * instead (ENHANCED_FIELD), toast included, which it shows in place: 200 for every outcome of the
 * rules; only a malformed post (400) or one over the rate limit (429) is an error.
 */

/** The toggle has no page of its own: the favourites are a tab of the profile. */
export function loader() {
  return redirect('/perfil?tab=favorites')
}

const FavoriteSchema = z.object({
  intent: z.enum([addFavoriteIntent, removeFavoriteIntent], { error: 'Acción desconocida' }),
  // Digits only (at most 15, so the number stays exact): no signs, spaces, exponents or hex.
  listingId: textField('Falta el proveedor')
    .regex(/^[1-9]\d{0,14}$/, 'El proveedor no es válido')
    .transform(Number),
  redirectTo: RedirectToSchema,
})

export const headers = retryAfterHeaders

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request)
  // The plan is read with the write, in addFavorite's transaction.
  const userId = await getUserId(request)
  if (userId === null) {
    const back = safeRedirect((await readVisitorForm(request))?.get('redirectTo'))
    return redirectWithToast(`/auth?${new URLSearchParams({ redirectTo: back })}`, {
      type: 'error',
      title: 'Debes iniciar sesión para agregar favoritos',
    })
  }
  const formData = await readFormData(request)
  const enhanced = formData.get(ENHANCED_FIELD) === 'true'

  const limited = rateLimitReply(db, 'favoritesPerUser', String(userId))
  if (limited) {
    const toast: ToastInput = { type: 'error', title: limited.message }
    if (!enhanced) return redirectWithToast(safeRedirect(formData.get('redirectTo')), toast)
    return enhancedReply({ status: 'rateLimited', toast }, { status: 429, headers: limited.headers })
  }

  const submission = parseWithZod(formData, { schema: FavoriteSchema })
  if (submission.status !== 'success') {
    if (!enhanced) throw new Response('Solicitud de favoritos inválida', { status: 400 })
    return enhancedReply({ status: 'invalid' }, { status: 400 })
  }
  const { intent, listingId } = submission.value
  const redirectTo = safeRedirect(submission.value.redirectTo)
  const key = { userId, listingId }
  const reply = (body: FavoriteReply, toast: ToastInput) =>
    enhanced ? enhancedReply({ ...body, toast }) : redirectWithToast(redirectTo, toast)

  if (intent === addFavoriteIntent) {
    let result: AddFavoriteResult
    try {
      result = addFavorite(db, key)
    } catch (error) {
      logError(error)
      return reply({ status: 'failed' }, { type: 'error', title: 'Error al agregar a favoritos' })
    }
    if (result.status === 'limit') {
      return enhanced ? enhancedReply({ status: 'limit', kept: result.kept }) : redirect(favoriteLimitHref(redirectTo))
    }
    return reply({ status: result.status }, ADD_TOASTS[result.status])
  }

  try {
    removeFavorite(db, key)
  } catch (error) {
    logError(error)
    return reply({ status: 'failed' }, { type: 'error', title: 'Error al eliminar de favoritos' })
  }
  // Removing one that is already gone leaves what was asked for: the same answer.
  return reply({ status: 'removed' }, { type: 'success', title: 'Proveedor eliminado de favoritos' })
}

function enhancedReply(body: FavoriteReply, init: { status?: number; headers?: HeadersInit } = {}) {
  return Response.json(body, { status: init.status, headers: init.headers })
}

const ADD_TOASTS: Record<Exclude<AddFavoriteResult['status'], 'limit'>, ToastInput> = {
  added: { type: 'success', title: 'Proveedor agregado a favoritos' },
  duplicate: { type: 'info', title: 'Este proveedor ya está en tus favoritos' },
  notFound: {
    type: 'error',
    title: 'Error al agregar a favoritos',
    description: 'El proveedor no existe o ya no está disponible.',
  },
  noPlan: { type: 'error', title: 'Error al verificar el plan' },
}
