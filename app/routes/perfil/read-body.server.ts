import { MATERIAL_PHOTOS_MAX, PROJECT_MAX_IMAGES } from '~/constants'
import { readFormData } from '~/server/forms.server'
import { readMultipartImages } from '~/server/image-upload.server'
import { MATERIAL_IMAGE_FIELD, type MultipartBody } from '~/controllers/material-form.server'

/** Multipart (the profile form with its logo, a material, a project with its images) through the upload pipeline, anything else as a plain form. */
export async function readProfileBody(request: Request): Promise<MultipartBody> {
  if (request.headers.get('Content-Type')?.toLowerCase().startsWith('multipart/form-data')) {
    const read = await readMultipartImages(request, {
      files: { logo: 1, [MATERIAL_IMAGE_FIELD]: MATERIAL_PHOTOS_MAX, images: PROJECT_MAX_IMAGES },
    })
    if (!read.ok) return { formData: read.formData ?? new FormData(), images: [], uploadError: read.error }
    return read.value
  }
  return { formData: await readFormData(request), images: [] }
}
