import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import * as z from 'zod'
import { createProject, deleteOwnProject, type CreateProjectResult, type DeleteProjectResult } from '~/models/projects.server'
import { db } from '~/server/db.server'
import type { UploadError } from '~/server/image-upload.server'
import type { MultipartBody } from '~/controllers/material-form.server'
import {
  CREATED_MESSAGE,
  CREATE_FAILED_MESSAGE,
  DELETED_MESSAGE,
  IMAGE_SKIPPED_MESSAGE,
  INVALID_IMAGES_MESSAGE,
  PROJECTS_LIMIT_MESSAGE,
  PROJECTS_PATH,
  TOO_MANY_IMAGES_MESSAGE,
} from '~/utils/project-form'
import { parseProjectForm } from '~/utils/project-schema'
import type { SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { logError } from '~/server/log.server'

export type ProjectFormReply = { result: SubmissionResult<string[]> }
export type ProjectDeleteReply = { projectDeleteError: string }

const uploadMessage = (error: UploadError) => (error.code === 'too-many-files' ? TOO_MANY_IMAGES_MESSAGE : INVALID_IMAGES_MESSAGE)

/**
 * What a post of "Crear proyecto" does (intent `crear-proyecto` on /perfil). Refused input comes
 * back as a Conform reply with the typed text (files cannot be given back), nothing stored or
 * written; success redirects to the tab with a toast naming any image the storage dropped.
 */
export async function createProjectAction(user: SessionUser, { formData, images, uploadError }: MultipartBody) {
  const submission = parseProjectForm(formData)
  const reply = (status: number, options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) =>
    data<ProjectFormReply>({ result: submission.reply(options) }, { status })

  if (uploadError) {
    return reply(
      uploadError.status,
      uploadError.field ? { fieldErrors: { images: [uploadMessage(uploadError)] } } : { formErrors: [uploadError.message] },
    )
  }
  if (submission.status !== 'success') return reply(400)

  const { title, description, visibility } = submission.value
  let outcome: CreateProjectResult
  try {
    outcome = await createProject(db, {
      userId: user.id,
      title,
      description,
      isPublic: visibility === 'publico',
      images: images.filter((image) => image.field === 'images'),
    })
  } catch (error) {
    logError(error)
    return reply(500, { formErrors: [CREATE_FAILED_MESSAGE] })
  }
  if (outcome.status === 'invalidImage') return reply(400, { fieldErrors: { images: [INVALID_IMAGES_MESSAGE] } })
  if (outcome.status === 'limit') return reply(403, { formErrors: [PROJECTS_LIMIT_MESSAGE] })
  const { skipped, stored } = outcome
  return redirectWithToast(PROJECTS_PATH, {
    type: 'success',
    title: CREATED_MESSAGE,
    description: skipped > 0 ? `${IMAGE_SKIPPED_MESSAGE}: se guardaron ${stored} de ${stored + skipped} imágenes.` : undefined,
  })
}

export const PROJECT_NOT_FOUND = 'No encontramos ese proyecto entre los tuyos.'

const DeleteProjectSchema = z.object({ projectId: z.coerce.number().int().positive() })

/** Deletes one of the user's own projects (intent `eliminar-proyecto`); anyone else's is refused with 403. */
export async function deleteProjectAction(user: SessionUser, formData: FormData) {
  const parsed = DeleteProjectSchema.safeParse({ projectId: formData.get('projectId') ?? undefined })
  if (!parsed.success) {
    return data<ProjectDeleteReply>({ projectDeleteError: 'No pudimos identificar el proyecto a eliminar.' }, { status: 400 })
  }
  let outcome: DeleteProjectResult
  try {
    outcome = await deleteOwnProject(db, { userId: user.id, projectId: parsed.data.projectId })
  } catch (error) {
    logError(error)
    return data<ProjectDeleteReply>({ projectDeleteError: 'Ocurrió un error inesperado. Intentá de nuevo.' }, { status: 500 })
  }
  switch (outcome.status) {
    case 'deleted':
      return redirectWithToast(PROJECTS_PATH, { type: 'success', title: DELETED_MESSAGE })
    // Another account's project and a missing one get the same answer: whether it exists is not told.
    case 'forbidden':
    case 'notFound':
      return data<ProjectDeleteReply>({ projectDeleteError: PROJECT_NOT_FOUND }, { status: 404 })
  }
}
