import { parseWithZod } from '@conform-to/zod/v4'
import { REQUEST_FORM_MAX_BYTES, REQUEST_FORM_MAX_FIELDS } from '~/constants'
import { rateLimitReply } from '~/controllers/rate-limit.server'
import {
  checkAttachedFiles,
  errorsOf,
  requestFormReply as reply,
  takeFiles,
  type RequestActionData,
} from '~/controllers/request-form.server'
import { emailAccountLink } from '~/models/account-links.server'
import { createQuoteRequest } from '~/models/quote-requests.server'
import { peekRateLimit } from '~/models/rate-limits.server'
import { db } from '~/server/db.server'
import { isMultipart, readUploadForm } from '~/server/forms.server'
import { writeWithDocuments } from '~/server/private-documents.server'
import type { SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { DOCUMENT_MESSAGES } from '~/utils/documents'
import {
  addItemIntent,
  ATTACHMENTS_FIELD,
  DAILY_LIMIT_MESSAGE,
  NOT_SENT_MESSAGE,
  prefillIntent,
  resendVerificationIntent,
  sendRequestIntent,
  ATTACHMENTS_TOO_LARGE_MESSAGE,
  UNVERIFIED_MESSAGE,
} from '~/utils/request-form'
import { parseRequestForm, RequestItemsSchema } from '~/utils/request-schema'
import { PREMIUM_ONLY_MESSAGE, NEW_REQUEST_PATH } from '~/utils/request-links'

/** Why an account cannot send a solicitud now, checked in this order; null when it can. */
export function sendingBlock(user: SessionUser): 'unverified' | 'notPremium' | 'limited' | null {
  if (!user.emailVerifiedAt) return 'unverified'
  if (user.plan !== 'premium') return 'notPremium'
  if (peekRateLimit(db, 'quoteRequestsPerAccount', String(user.id)).limited) return 'limited'
  return null
}

function blocked(formData: FormData, block: NonNullable<ReturnType<typeof sendingBlock>>, filesDropped: boolean) {
  const message = { unverified: UNVERIFIED_MESSAGE, notPremium: PREMIUM_ONLY_MESSAGE, limited: DAILY_LIMIT_MESSAGE }[block]
  return reply(formData, block === 'limited' ? 429 : 403, { formErrors: [message], filesDropped })
}

/**
 * The form's posts. 'Agregar ítem' and a prefill from another page come back with the typed
 * values (and one more row); sending checks every field and each file by its bytes, and stores
 * nothing unless the whole request is stored: files are written first and removed again if the
 * request's transaction does not keep them.
 */
export async function requestFormAction(request: Request, user: SessionUser) {
  // An account that cannot send has no upload form (the page shows why instead): its multipart
  // post, up to 50 MB of files, is answered before a byte of it is read.
  const unreadBlock = isMultipart(request) ? sendingBlock(user) : null
  if (unreadBlock) return blocked(new FormData(), unreadBlock, false)
  const { formData, tooLarge } = await readUploadForm(request, REQUEST_FORM_MAX_BYTES, REQUEST_FORM_MAX_FIELDS)
  if (tooLarge) {
    return reply(formData, 413, {
      errors: { [ATTACHMENTS_FIELD]: [ATTACHMENTS_TOO_LARGE_MESSAGE] },
      formErrors: [NOT_SENT_MESSAGE],
      filesDropped: true,
    })
  }
  const intent = formData.get('intent')
  if (intent === resendVerificationIntent) return resendVerification(user)
  if (intent !== sendRequestIntent && intent !== addItemIntent && intent !== prefillIntent) {
    throw new Response('Acción desconocida.', { status: 400 })
  }
  const files = takeFiles(formData)
  const filesDropped = files.length > 0
  if (intent === addItemIntent) return reply(formData, 200, { extraRows: 1, filesDropped })
  if (intent === prefillIntent) {
    return reply(formData, 200, { errors: errorsOf(parseWithZod(formData, { schema: RequestItemsSchema })), filesDropped })
  }

  const block = sendingBlock(user)
  if (block) return blocked(formData, block, filesDropped)

  const submission = parseRequestForm(formData)
  const errors = errorsOf(submission)
  const { checked, refusals } = await checkAttachedFiles(files)
  if (refusals.length) errors[ATTACHMENTS_FIELD] = refusals
  if (submission.status !== 'success' || Object.keys(errors).length) {
    return reply(formData, 400, { errors, formErrors: [NOT_SENT_MESSAGE], filesDropped })
  }

  const outcome = await writeWithDocuments(
    checked,
    (attachments) => createQuoteRequest(db, { ...submission.value, userId: user.id, attachments }),
    (result) => result.status === 'sent',
  )
  switch (outcome.status) {
    case 'notPremium':
      return reply(formData, 403, { formErrors: [PREMIUM_ONLY_MESSAGE], filesDropped })
    case 'limited':
      return reply(formData, 429, { formErrors: [DAILY_LIMIT_MESSAGE], filesDropped })
    case 'storageFull':
      return reply(formData, 413, {
        errors: { [ATTACHMENTS_FIELD]: [DOCUMENT_MESSAGES.storageFull] },
        formErrors: [NOT_SENT_MESSAGE],
        filesDropped,
      })
    case 'sent':
      return redirectWithToast(`/solicitudes/${outcome.requestId}`, {
        type: 'success',
        title:
          outcome.recipientCount === 0
            ? 'Guardamos tu solicitud'
            : outcome.recipientCount === 1
              ? 'Tu solicitud llegó a 1 proveedor'
              : `Tu solicitud llegó a ${outcome.recipientCount} proveedores`,
      })
  }
}

/** What a send posted by script gets: the same outcome as JSON, a redirect as its target (its toast cookie kept). */
export type UploadAnswer = RequestActionData | { redirectTo: string }

/**
 * The form's posts, answered for a script that sends them by XMLHttpRequest to show the upload's
 * progress: it cannot stop a redirect from being followed, which would spend the toast on a page
 * it throws away, so the redirect comes back as `redirectTo` for the browser to open.
 */
export async function requestFormUploadAction(request: Request, user: SessionUser) {
  const outcome = await requestFormAction(request, user)
  if ('init' in outcome) return Response.json(outcome.data satisfies UploadAnswer, outcome.init ?? undefined)
  const headers = new Headers(outcome.headers)
  const redirectTo = headers.get('Location') ?? NEW_REQUEST_PATH
  headers.delete('Location')
  return Response.json({ redirectTo } satisfies UploadAnswer, { headers })
}

async function resendVerification(user: SessionUser) {
  if (user.emailVerifiedAt) return redirectWithToast(NEW_REQUEST_PATH, { type: 'info', title: 'Tu e-mail ya está verificado' })
  const limited = rateLimitReply(db, 'verificationResendPerAccount', user.email)
  if (limited) return redirectWithToast(NEW_REQUEST_PATH, { type: 'error', title: limited.message })
  emailAccountLink(db, user, 'verify-email')
  return redirectWithToast(NEW_REQUEST_PATH, {
    type: 'info',
    title: 'Revisá tu correo',
    description: 'Te enviamos un nuevo enlace para verificar tu e-mail.',
  })
}
