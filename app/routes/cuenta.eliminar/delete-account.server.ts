import { formConstraint, readFormData } from '~/server/forms.server'
import { accountDeletedEmail, provenNameOf } from '~/server/email-templates.server'
import { checkPassword, refusedConfirmation } from '~/controllers/auth.server'
import { data } from '@remix-run/node'
import { db } from '~/server/db.server'
import { deleteAccount } from '~/models/accounts.server'
import { deleteStoredDocuments, ownedDocumentKeys } from '~/server/private-documents.server'
import { deleteUnusedImages } from '~/models/stored-images.server'
import { destroySession, requireUser } from '~/server/session.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { imageStorage } from '~/server/image-storage.server'
import { logError } from '~/server/log.server'
import { redirectWithToast } from '~/server/toast.server'
import { requireSameOrigin } from '~/server/request.server'
import { sendEmail } from '~/server/email.server'
import { DeleteAccountSchema } from './delete-account-schema'

export async function loadDeleteAccount(request: Request) {
  const user = await requireUser(request)
  return { businessName: user.businessName, email: user.email, constraint: formConstraint(DeleteAccountSchema) }
}

/**
 * Deletes the signed-in account after its password is confirmed: everything it owns goes in
 * one transaction, its reviews stay as "Usuario anónimo", and the browser is signed out.
 */
export async function deleteAccountAction(request: Request) {
  requireSameOrigin(request)
  const user = await requireUser(request)
  const submission = parseWithZod(await readFormData(request), { schema: DeleteAccountSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const check = await checkPassword(user.email, submission.value.password)
  if (check.status === 'locked' || check.status === 'busy') {
    const refusal = refusedConfirmation(check)
    return data(
      { result: submission.reply({ formErrors: [refusal.message], hideFields: ['password'] }) },
      { status: refusal.status, headers: refusal.headers },
    )
  }
  if (check.status === 'invalid') {
    return data(
      { result: submission.reply({ fieldErrors: { password: ['La contraseña no es correcta'] }, hideFields: ['password'] }) },
      { status: 400 },
    )
  }
  let imageKeys: string[]
  // The rows go with the account (foreign keys); their files are removed once it is gone.
  const documentKeys = ownedDocumentKeys(db, user.id)
  try {
    imageKeys = deleteAccount(db, user.id)
  } catch (error) {
    logError(error)
    return redirectWithToast('/cuenta/eliminar', { type: 'error', title: 'Error al eliminar la cuenta' })
  }
  await deleteUnusedImages(db, imageStorage, imageKeys).catch(logError)
  await deleteStoredDocuments(documentKeys).catch(logError)
  await sendEmail({ to: user.email, ...accountDeletedEmail({ provenName: provenNameOf(user) }) }).catch(logError)
  return redirectWithToast(
    '/',
    { type: 'success', title: 'Cuenta eliminada', description: 'Tu cuenta y tus datos fueron eliminados.' },
    { headers: { 'Set-Cookie': await destroySession(request) } },
  )
}
