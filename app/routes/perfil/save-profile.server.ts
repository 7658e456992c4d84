import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { updateProfile } from '~/models/profile.server'
import { db } from '~/server/db.server'
import { deleteImage, saveImage } from '~/server/image-upload.server'
import type { MultipartBody } from '~/controllers/material-form.server'
import { readPendingLogo, signPendingLogo } from '~/server/pending-logo.server'
import type { SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { ProfileSchema } from './profile-schema'
import { LOGO_FAILED, LOGO_PENDING, LOGO_SAVED, PROFILE_NOT_SAVED, PROFILE_SAVED, type ProfileReply } from './forms'
import { tabHref } from './tabs'
import { logError } from '~/server/log.server'

/** "Guardar" on the personal tab: the profile's fields and, optionally, a new logo. */
export async function saveProfileAction(user: SessionUser, { formData, images, uploadError }: MultipartBody) {
  const submission = parseWithZod(formData, { schema: ProfileSchema })
  const reply = (status: number, options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }, pendingLogo?: string) =>
    data<ProfileReply>({ result: submission.reply(options), pendingLogo }, { status })
  const pending = readPendingLogo(user.id, formData.get('pendingLogo'))
  const keepPending = pending ? signPendingLogo(user.id, pending) : undefined

  if (uploadError) {
    return reply(
      uploadError.status,
      { formErrors: [LOGO_FAILED], fieldErrors: uploadError.field ? { logo: [uploadError.message] } : undefined },
      keepPending,
    )
  }
  if (submission.status !== 'success') return reply(400, { formErrors: [PROFILE_NOT_SAVED] }, keepPending)
  const { logo: _browserOnly, ...values } = submission.value

  // Checked and stored before the profile row is written: a refused image changes nothing.
  let newLogo: string | null = null
  const image = images.find((candidate) => candidate.field === 'logo')
  if (image) {
    try {
      const saved = await saveImage(image, { kind: 'logos' })
      if (!saved.ok)
        return reply(saved.error.status, { formErrors: [LOGO_FAILED], fieldErrors: { logo: [saved.error.message] } }, keepPending)
      newLogo = saved.value.key
    } catch (error) {
      logError(error)
      return reply(500, { formErrors: [LOGO_FAILED] }, keepPending)
    }
  }
  const logoPath = newLogo ?? pending ?? undefined

  let outcome: ReturnType<typeof updateProfile>
  try {
    outcome = updateProfile(db, user.id, { ...values, logoPath })
  } catch (error) {
    logError(error)
    // The image is stored but the row does not name it: the form keeps it for the next "Guardar".
    if (logoPath) return reply(500, { formErrors: [LOGO_PENDING] }, signPendingLogo(user.id, logoPath))
    return reply(500, { formErrors: [PROFILE_NOT_SAVED] })
  }
  if (outcome.status === 'notFound') {
    if (newLogo) await deleteImage(newLogo).catch(logError)
    return reply(404, { formErrors: [PROFILE_NOT_SAVED] })
  }
  const orphans = [outcome.replacedLogo, newLogo && pending !== newLogo ? pending : null].filter((key): key is string => Boolean(key))
  await Promise.all(orphans.map((key) => deleteImage(key).catch(logError)))
  return redirectWithToast(tabHref('personal'), {
    type: 'success',
    title: PROFILE_SAVED,
    description: newLogo ? LOGO_SAVED : undefined,
  })
}
