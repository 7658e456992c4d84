import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type * as z from 'zod'
import { MESSAGE_ATTACHMENTS_MAX, MESSAGE_FORM_MAX_BYTES, type RateLimitName } from '~/constants'
import { releaseRateLimit, reserveRateLimit } from '~/models/rate-limits.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import { checkAttachment, chosenFile, type CheckedDocument } from '~/server/private-documents.server'
import { ATTACHMENTS_FIELD, TOO_MANY_ATTACHMENTS } from '~/utils/message-form'
import type { MessageSchema } from '~/utils/message-schema'

/** A message form's body: its files make it larger than other forms. */
export const readMessageFormData = (request: Request) => readFormData(request, MESSAGE_FORM_MAX_BYTES)

/**
 * Parses a message form (text, form key, up to MESSAGE_ATTACHMENTS_MAX files) and checks every
 * file by its bytes. `refuse` builds the reply that renders the form again with the text kept and
 * the files dropped (a browser cannot refill a file input); `ok` says whether all was valid.
 */
export async function checkMessageForm<S extends typeof MessageSchema>(formData: FormData, schema: S) {
  const submission = parseWithZod(formData, { schema })
  const refuse = (fieldErrors: Record<string, string[]> = {}, formErrors?: string[], status = 400) =>
    data({ result: submission.reply({ fieldErrors, formErrors, hideFields: [ATTACHMENTS_FIELD] }) }, { status })
  const files = formData
    .getAll(ATTACHMENTS_FIELD)
    .map(chosenFile)
    .filter((file) => file !== null)
  if (files.length > MESSAGE_ATTACHMENTS_MAX)
    return { ok: false as const, refuse, reply: refuse({ [ATTACHMENTS_FIELD]: [TOO_MANY_ATTACHMENTS] }) }
  const documents: CheckedDocument[] = []
  for (const file of files) {
    const checked = await checkAttachment(file)
    if (!checked.ok) return { ok: false as const, refuse, reply: refuse({ [ATTACHMENTS_FIELD]: [`${file.name}: ${checked.message}`] }) }
    documents.push(checked.document)
  }
  if (submission.status !== 'success') return { ok: false as const, refuse, reply: refuse() }
  return { ok: true as const, refuse, value: submission.value as z.output<S>, documents }
}

/**
 * Takes one place of an account's limit for the write that follows; `release` hands it back when
 * the write turns out not to count (a repeated post). Null when the limit is spent.
 */
export function reservePlace(name: RateLimitName, userId: number) {
  if (reserveRateLimit(db, name, String(userId)).limited) return null
  return { release: () => releaseRateLimit(db, name, String(userId)) }
}
