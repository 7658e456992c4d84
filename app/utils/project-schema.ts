import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { PROJECT_DESCRIPTION_MAX_LENGTH, PROJECT_MAX_IMAGES, PROJECT_TITLE_MAX_LENGTH, UPLOAD_MAX_BYTES } from '~/constants'
import { INVALID_IMAGES_MESSAGE, MISSING_FIELDS_MESSAGE, TOO_MANY_IMAGES_MESSAGE, VISIBILITIES } from './project-form'
import { optionalText, requiredText } from './validation'

/* The schema the "Crear proyecto" form's action parses; the form gets its constraints from the loader. */

/** A file input sends one File, several, or (left empty) none. */
const ImagesSchema = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.instanceof(File, { error: INVALID_IMAGES_MESSAGE }))
    .max(PROJECT_MAX_IMAGES, TOO_MANY_IMAGES_MESSAGE)
    .refine((files) => files.every((file) => file.size <= UPLOAD_MAX_BYTES && file.type.startsWith('image/')), INVALID_IMAGES_MESSAGE),
)

export const ProjectSchema = z.object({
  title: requiredText(
    MISSING_FIELDS_MESSAGE,
    PROJECT_TITLE_MAX_LENGTH,
    `El título puede tener hasta ${PROJECT_TITLE_MAX_LENGTH} caracteres`,
  ),
  description: optionalText(
    'La descripción no es válida',
    PROJECT_DESCRIPTION_MAX_LENGTH,
    `La descripción puede tener hasta ${PROJECT_DESCRIPTION_MAX_LENGTH} caracteres`,
  ),
  // No default: the author chooses, as the spec asks.
  visibility: z.enum(Object.keys(VISIBILITIES) as [keyof typeof VISIBILITIES], { error: MISSING_FIELDS_MESSAGE }),
  // On the server the upload pipeline has taken the files out; they are checked there.
  images: ImagesSchema,
})

export function parseProjectForm(formData: FormData) {
  return parseWithZod(formData, { schema: ProjectSchema })
}
