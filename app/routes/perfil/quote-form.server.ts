import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { publishQuote, type PublishQuoteResult } from '~/models/quotes.server'
import { db } from '~/server/db.server'
import { dropForgedFields, readFormData } from '~/server/forms.server'
import {
  PREMIUM_ONLY_MESSAGE,
  PUBLISHED_MESSAGE,
  PUBLISH_FAILED_MESSAGE,
  QUOTES_PATH,
  SIGNED_OUT_MESSAGE,
  parseQuoteForm,
  quoteIntent,
} from '~/utils/quote-form'
import { requireSameOrigin } from '~/server/request.server'
import { getOptionalUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export type QuoteActionData = { result: SubmissionResult<string[]> }

/**
 * What a post of the "Publicar Cotización" form does. The form posts to /perfil?tab=cotizaciones
 * so that a refused post without JavaScript comes back to the page that shows it, with the
 * user's input; the profile route's action calls this for `intent=quote`, passing the form it
 * already read (or none, and this reads it).
 *
 * Success and a visitor get a redirect with a flash toast; invalid input (400), a free plan
 * (403) and a failed write (500) come back to the form as a Conform reply.
 */
export async function quoteAction(request: Request, formData?: FormData) {
  requireSameOrigin(request)
  const user = await getOptionalUser(request)
  if (!user) {
    return redirectWithToast(`/auth?${new URLSearchParams({ redirectTo: QUOTES_PATH })}`, {
      type: 'error',
      title: SIGNED_OUT_MESSAGE,
    })
  }
  const form = formData ? dropForgedFields(formData) : await readFormData(request)
  if (form.get('intent') !== quoteIntent) throw new Response('Acción desconocida', { status: 400 })

  const submission = parseQuoteForm(form)
  // Checked before the input, so a free account learns what it needs whatever it typed.
  if (user.plan !== 'premium') {
    return data<QuoteActionData>({ result: submission.reply({ formErrors: [PREMIUM_ONLY_MESSAGE] }) }, { status: 403 })
  }
  if (submission.status !== 'success') {
    return data<QuoteActionData>({ result: submission.reply() }, { status: 400 })
  }

  let outcome: PublishQuoteResult
  try {
    const { title, description, unit, quantity } = submission.value
    outcome = publishQuote(db, { userId: user.id, title, description, unit, quantityHundredths: quantity })
  } catch (error) {
    console.error(error)
    return data<QuoteActionData>({ result: submission.reply({ formErrors: [PUBLISH_FAILED_MESSAGE] }) }, { status: 500 })
  }
  if (outcome.status === 'notPremium') {
    return data<QuoteActionData>({ result: submission.reply({ formErrors: [PREMIUM_ONLY_MESSAGE] }) }, { status: 403 })
  }
  return redirectWithToast(QUOTES_PATH, { type: 'success', title: PUBLISHED_MESSAGE })
}
