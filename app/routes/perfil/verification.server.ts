import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { CUIT_TAKEN_MESSAGE, listOwnChecks, submitCheck, type CheckData } from '~/models/verification.server'
import { db } from '~/server/db.server'
import { readFormData } from '~/server/forms.server'
import {
  DOCUMENT_FORM_MAX_BYTES,
  checkDocument,
  chosenFile,
  deleteStoredDocuments,
  writeWithDocument,
} from '~/server/private-documents.server'
import { logError } from '~/server/log.server'
import type { SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { DOCUMENT_MESSAGES } from '~/utils/documents'
import { VERIFICATION_KIND_LABELS } from '~/utils/verification'
import { tabHref } from './tabs'
import { CHECK_SCHEMAS } from './verification-schema'
import { CHECK_NOT_SENT, PROVIDERS_ONLY, kindOfIntent, type CheckReply } from './forms'

/** One of the verification tab's forms: the check's data and, but for the CUIT, a document. */
export async function verificationAction(user: SessionUser, request: Request) {
  if (user.role !== 'proveedor') throw new Response(PROVIDERS_ONLY, { status: 403 })
  const formData = await readFormData(request, DOCUMENT_FORM_MAX_BYTES)
  const kind = kindOfIntent(formData.get('intent'))
  if (!kind) throw new Response('Acción desconocida.', { status: 400 })
  const file = kind === 'cuit' ? null : chosenFile(formData.get('document'))
  // The bytes are judged below, on the server; the schema's file check is the browser's.
  formData.delete('document')
  const submission = parseWithZod(formData, { schema: CHECK_SCHEMAS[kind] })
  const refuse = (fieldErrors: Record<string, string[]>) =>
    data<CheckReply>({ kind, result: submission.reply({ formErrors: [CHECK_NOT_SENT], fieldErrors }) }, { status: 400 })

  const checked = file ? await checkDocument(file) : null
  const documentErrors: Record<string, string[]> = checked && !checked.ok ? { document: [checked.message] } : {}
  if (submission.status !== 'success' || (checked && !checked.ok)) return refuse(documentErrors)
  if (kind !== 'cuit' && !checked && !listOwnChecks(db, user.profileId).get(kind)?.documentId) {
    return refuse({ document: [DOCUMENT_MESSAGES.missing] })
  }

  const checkData = { kind, ...submission.value } as CheckData
  const outcome = await writeWithDocument(
    checked?.ok ? checked.document : undefined,
    (document) => submitCheck(db, { profileId: user.profileId, userId: user.id, data: checkData, document }),
    (result) => result.status === 'submitted',
  )
  switch (outcome.status) {
    case 'cuitTaken':
      return refuse({ cuit: [CUIT_TAKEN_MESSAGE] })
    case 'documentMissing':
      return refuse({ document: [DOCUMENT_MESSAGES.missing] })
    case 'storageFull':
      return refuse({ document: [DOCUMENT_MESSAGES.storageFull] })
    case 'submitted':
      await deleteStoredDocuments(outcome.replacedDocumentKeys).catch(logError)
      return redirectWithToast(tabHref('verificacion'), {
        type: 'success',
        title: `Enviaste la verificación de ${VERIFICATION_KIND_LABELS[kind]}`,
        description: 'Queda en revisión: te avisamos por correo cuando la revisemos.',
      })
  }
}
