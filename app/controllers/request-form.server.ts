import { data } from '@remix-run/node'
import { REQUEST_ATTACHMENTS_MAX, REQUEST_ITEM_ROWS_INITIAL, REQUEST_ITEMS_MAX } from '~/constants'
import { checkAttachment, chosenFile, type CheckedDocument } from '~/server/private-documents.server'
import { ATTACHMENTS_FIELD, itemRowCount, tooManyAttachmentsMessage, typedValues, type RequestFormState } from '~/utils/request-form'

/* What the new-request form and the edit form of a sent request answer alike; files as an offer's too. */

export type RequestActionData = { state: RequestFormState; formErrors: string[]; filesDropped: boolean }

type ReplyOptions = { errors?: Record<string, string[]>; formErrors?: string[]; extraRows?: number; filesDropped?: boolean }

/** The form again, with what was typed (files aside: browsers cannot be handed them back) and why. */
export function requestFormReply(
  formData: FormData,
  status: number,
  { errors = {}, formErrors = [], extraRows = 0, filesDropped = false }: ReplyOptions = {},
) {
  const values = typedValues(formData)
  const rows = Math.min(REQUEST_ITEMS_MAX, Math.max(REQUEST_ITEM_ROWS_INITIAL, itemRowCount(values) + extraRows))
  return data<RequestActionData>({ state: { values, errors, rows }, formErrors, filesDropped }, { status })
}

/** The files chosen in the form, taken out of it. */
export function takeFiles(formData: FormData) {
  const files = formData
    .getAll(ATTACHMENTS_FIELD)
    .map(chosenFile)
    .filter((file) => file !== null)
  formData.delete(ATTACHMENTS_FIELD)
  return files
}

/**
 * Each file checked by its bytes, when they fit beside the `kept` attachments: the documents to
 * store, or the messages for the field (one per refused file).
 */
export async function checkAttachedFiles(files: File[], { kept = 0, max = REQUEST_ATTACHMENTS_MAX } = {}) {
  const checked: CheckedDocument[] = []
  if (kept + files.length > max) return { checked, refusals: [tooManyAttachmentsMessage(max)] }
  const refusals: string[] = []
  for (const file of files) {
    const outcome = await checkAttachment(file)
    if (outcome.ok) checked.push(outcome.document)
    else refusals.push(`${file.name || 'Archivo'}: ${outcome.message}`)
  }
  return { checked, refusals }
}

/** A Conform submission's errors by field, the empty ones left out. */
export function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  const errors: Record<string, string[]> = {}
  if (submission.status === 'error') {
    for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages) errors[name] = messages
  }
  return errors
}
