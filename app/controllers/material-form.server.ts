import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { changeOwnMaterialState, deleteOwnMaterial, publishMaterial, updateOwnMaterial } from '~/models/materials.server'
import { db } from '~/server/db.server'
import { deleteImage, readMultipartImages, saveImage, type UploadedImage, type UploadError } from '~/server/image-upload.server'
import {
  IMAGE_NOT_SAVED,
  IMAGE_SAVED,
  MATERIAL_DELETED,
  MATERIAL_NOT_DELETED,
  MATERIAL_NOT_UPDATED,
  MATERIAL_PUBLISHED,
  MATERIAL_UPDATED,
  MATERIALS_LIMIT_MESSAGE,
  MATERIALS_TAB_PATH,
  NOT_OWNER,
  PUBLISH_IMAGE_FAILED,
  PUBLISH_MATERIAL_PATH,
  MATERIAL_STATE_DONE,
  LAST_PHOTO_KEPT,
  PHOTOS_CHANGED,
  newPhotoAlt,
  unchosenPhotoDescribed,
  PHOTO_REQUIRED,
  TOO_MANY_PHOTOS,
  MATERIAL_STATE_REFUSED,
  SURPLUS_ONLY_FOR_BUILDERS,
} from '~/utils/material-form'
import {
  DeleteMaterialSchema,
  EditMaterialSchema,
  MaterialFormFields,
  MaterialStateSchema,
  PublishMaterialSchema,
} from '~/utils/material-schema'
import { MATERIAL_PHOTOS_MAX, type MaterialCondition } from '~/constants'
import type { SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { storedImageVariants } from '~/utils/uploads'
import { logError } from '~/server/log.server'
import { formConstraint } from '~/server/forms.server'

/** The photo files field of both material forms. */
export const MATERIAL_IMAGE_FIELD = 'photos'

/** The publishing and editing forms' constraints, which their controls carry. */
export const materialFormConstraint = formConstraint(MaterialFormFields)

export type MultipartBody = { formData: FormData; images: UploadedImage[]; uploadError?: UploadError }

export type PublishMaterialReply = { result: SubmissionResult<string[]> }
export type EditMaterialReply = { materialResult: SubmissionResult<string[]>; materialId: number | null }
export type DeleteMaterialReply = { materialDeleteError: string }
export type MaterialStateReply = { materialStateError: string }

/** 'Sobrante de obra' is open to builders too; everything else is sold by providers. */
const maySell = (user: SessionUser, condition: MaterialCondition) => condition === 'sobrante' || user.role === 'proveedor'

const PUBLISH_FAILED = 'No pudimos publicar el material. Intentá de nuevo.'
const STORAGE_FAILED = 'No pudimos guardar la imagen. Intentá de nuevo.'

/** Reads the publish form through the upload pipeline: at most six photos, in their own field. */
export async function readMaterialForm(request: Request): Promise<MultipartBody> {
  const read = await readMultipartImages(request, { files: { [MATERIAL_IMAGE_FIELD]: MATERIAL_PHOTOS_MAX } })
  if (!read.ok) return { formData: read.formData ?? new FormData(), images: [], uploadError: read.error }
  return read.value
}

type Stored = { ok: true; keys: string[] } | { ok: false; status: number; message: string }

/**
 * Stores the form's photos, in their order, before any row is written: a refused photo stores
 * none of them and changes nothing. One at a time: six decoded photos at once would hold
 * hundreds of megabytes.
 */
async function storePhotos(images: UploadedImage[]): Promise<Stored> {
  const keys: string[] = []
  const fail = async (status: number, message: string) => {
    await Promise.all(keys.map(discard))
    return { ok: false as const, status, message }
  }
  for (const image of images.filter((candidate) => candidate.field === MATERIAL_IMAGE_FIELD)) {
    try {
      const saved = await saveImage(image, { kind: 'materials' })
      if (!saved.ok) return fail(saved.error.status, saved.error.message)
      keys.push(saved.value.key)
    } catch (error) {
      logError(error)
      return fail(500, STORAGE_FAILED)
    }
  }
  return { ok: true, keys }
}

/** Seven photos are refused with the form's own words. */
const photoRefusal = (error: UploadError) => (error.code === 'too-many-files' ? TOO_MANY_PHOTOS : error.message)

// Demo materials share images the upload pipeline did not make: those are never deleted.
const discard = (key: string) => (storedImageVariants(key) ? deleteImage(key).catch(logError) : undefined)
const discardAll = (keys: readonly string[]) => Promise.all(keys.map(discard))

export async function publishMaterialAction(user: SessionUser, { formData, images, uploadError }: MultipartBody) {
  const submission = parseWithZod(formData, { schema: PublishMaterialSchema })
  const reply = (status: number, options: Parameters<typeof submission.reply>[0]) =>
    data<PublishMaterialReply>({ result: submission.reply(options) }, { status })
  const imageFailed = (status: number, message: string) =>
    reply(status, { formErrors: [PUBLISH_IMAGE_FAILED + message], fieldErrors: { photos: [message] } })

  if (uploadError) return imageFailed(uploadError.status, photoRefusal(uploadError))
  if (submission.status !== 'success') return reply(400, {})
  if (!maySell(user, submission.value.condition)) return reply(403, { fieldErrors: { condition: [SURPLUS_ONLY_FOR_BUILDERS] } })
  const chosen = images.filter((image) => image.field === MATERIAL_IMAGE_FIELD).length
  if (chosen === 0) return reply(400, { fieldErrors: { photos: [PHOTO_REQUIRED] } })
  const unchosen = unchosenPhotoDescribed(submission.value.photoAlts, chosen)
  if (unchosen) return reply(400, { fieldErrors: unchosen })
  const stored = await storePhotos(images)
  if (!stored.ok) return imageFailed(stored.status, stored.message)

  const { photoAlts, ...values } = submission.value
  let outcome: ReturnType<typeof publishMaterial>
  try {
    outcome = publishMaterial(db, {
      userId: user.id,
      ...values,
      photos: stored.keys.map((path, index) => ({ path, alt: newPhotoAlt(photoAlts, index) })),
    })
  } catch (error) {
    logError(error)
    await discardAll(stored.keys)
    return reply(500, { formErrors: [PUBLISH_FAILED] })
  }
  if (outcome.status === 'limit') {
    await discardAll(stored.keys)
    return reply(403, { formErrors: [MATERIALS_LIMIT_MESSAGE] })
  }
  // Back to an empty form, ready for the next material; the toast says it went through.
  return redirectWithToast(PUBLISH_MATERIAL_PATH, { type: 'success', title: MATERIAL_PUBLISHED })
}

export async function editMaterialAction(user: SessionUser, { formData, images, uploadError }: MultipartBody) {
  const submission = parseWithZod(formData, { schema: EditMaterialSchema })
  const materialId = submission.status === 'success' ? submission.value.materialId : Number(formData.get('materialId')) || null
  const reply = (status: number, options: Parameters<typeof submission.reply>[0]) =>
    data<EditMaterialReply>({ materialResult: submission.reply(options), materialId }, { status })
  const imageFailed = (status: number, reason: string) =>
    reply(status, { formErrors: [MATERIAL_NOT_UPDATED], fieldErrors: { photos: [`${IMAGE_NOT_SAVED}: ${reason}`] } })

  if (uploadError) return imageFailed(uploadError.status, photoRefusal(uploadError))
  if (submission.status !== 'success') return reply(400, { formErrors: [MATERIAL_NOT_UPDATED] })
  if (!maySell(user, submission.value.condition)) {
    return reply(403, { formErrors: [MATERIAL_NOT_UPDATED], fieldErrors: { condition: [SURPLUS_ONLY_FOR_BUILDERS] } })
  }
  const { materialId: id, keptPhotos, photoAlts, ...values } = submission.value
  const newPhotos = images.filter((image) => image.field === MATERIAL_IMAGE_FIELD).length
  if (keptPhotos.length + newPhotos > MATERIAL_PHOTOS_MAX) {
    return reply(400, { formErrors: [MATERIAL_NOT_UPDATED], fieldErrors: { photos: [TOO_MANY_PHOTOS] } })
  }
  const unchosen = unchosenPhotoDescribed(photoAlts, newPhotos)
  if (unchosen) return reply(400, { formErrors: [MATERIAL_NOT_UPDATED], fieldErrors: unchosen })
  const stored = await storePhotos(images)
  if (!stored.ok) return imageFailed(stored.status, stored.message)

  let outcome: ReturnType<typeof updateOwnMaterial>
  try {
    outcome = updateOwnMaterial(db, {
      userId: user.id,
      materialId: id,
      values,
      photos: { kept: keptPhotos, added: stored.keys.map((path, index) => ({ path, alt: newPhotoAlt(photoAlts, index) })) },
    })
  } catch (error) {
    logError(error)
    await discardAll(stored.keys)
    return reply(500, { formErrors: [MATERIAL_NOT_UPDATED] })
  }
  if (outcome.status !== 'updated') await discardAll(stored.keys)
  // A material published before photos were required may stay without one; one that has photos keeps one.
  if (outcome.status === 'lastPhoto') return reply(400, { formErrors: [MATERIAL_NOT_UPDATED], fieldErrors: { photos: [LAST_PHOTO_KEPT] } })
  if (outcome.status === 'stalePhotos') return reply(409, { formErrors: [MATERIAL_NOT_UPDATED], fieldErrors: { photos: [PHOTOS_CHANGED] } })
  if (outcome.status !== 'updated') return reply(404, { formErrors: [MATERIAL_NOT_UPDATED, NOT_OWNER] })
  await discardAll(outcome.removedImages)
  return redirectWithToast(MATERIALS_TAB_PATH, {
    type: 'success',
    title: MATERIAL_UPDATED,
    description: stored.keys.length > 0 ? IMAGE_SAVED : undefined,
  })
}

export async function deleteMaterialAction(user: SessionUser, formData: FormData) {
  const parsed = DeleteMaterialSchema.safeParse({ materialId: formData.get('materialId') ?? undefined })
  const refuse = (status: number, reason: string) =>
    data<DeleteMaterialReply>({ materialDeleteError: `${MATERIAL_NOT_DELETED}: ${reason}` }, { status })
  if (!parsed.success) return refuse(400, 'no pudimos identificar el material.')
  let outcome: ReturnType<typeof deleteOwnMaterial>
  try {
    outcome = deleteOwnMaterial(db, { userId: user.id, materialId: parsed.data.materialId })
  } catch (error) {
    logError(error)
    return refuse(500, 'ocurrió un error inesperado. Intentá de nuevo.')
  }
  switch (outcome.status) {
    case 'deleted':
      await discardAll(outcome.imagePaths)
      return redirectWithToast(MATERIALS_TAB_PATH, { type: 'success', title: MATERIAL_DELETED })
    case 'forbidden':
    case 'notFound':
      return refuse(404, NOT_OWNER.toLowerCase())
  }
}

/** The seller's buttons on one of its materials: pause, resume, sold, confirm the price. */
export function materialStateAction(user: SessionUser, formData: FormData) {
  const parsed = MaterialStateSchema.safeParse({
    materialId: formData.get('materialId') ?? undefined,
    accion: formData.get('accion') ?? undefined,
  })
  if (!parsed.success) return data<MaterialStateReply>({ materialStateError: MATERIAL_STATE_REFUSED }, { status: 400 })
  const { materialId, accion } = parsed.data
  switch (changeOwnMaterialState(db, { userId: user.id, materialId, action: accion })) {
    case 'updated':
      return redirectWithToast(MATERIALS_TAB_PATH, { type: 'success', title: MATERIAL_STATE_DONE[accion] })
    case 'unchanged':
      return data<MaterialStateReply>({ materialStateError: MATERIAL_STATE_REFUSED }, { status: 409 })
    case 'notFound':
      return data<MaterialStateReply>({ materialStateError: NOT_OWNER }, { status: 404 })
  }
}
