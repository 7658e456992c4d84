import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_MAX_IMAGES,
  PROJECT_TITLE_MAX_LENGTH,
  PROJECTS_PER_ACCOUNT_MAX,
  UPLOAD_MAX_BYTES,
} from '~/constants'
import { optionalText, requiredText } from './validation'

/* The "Crear proyecto" form of /perfil's "Feed de Proyectos" tab: one schema for the browser and the server. */

export const createProjectIntent = 'crear-proyecto'
export const deleteProjectIntent = 'eliminar-proyecto'
export const PROJECTS_PATH = '/perfil?tab=projects'
/** The form's own address: where it lives without JavaScript, and where every post goes. */
export const CREATE_PROJECT_PATH = '/perfil?tab=projects&crear'

export const MISSING_FIELDS_MESSAGE = 'Completa todos los campos y selecciona una opción de visibilidad'
export const TOO_MANY_IMAGES_MESSAGE = `Máximo ${PROJECT_MAX_IMAGES} imágenes por proyecto.`
export const INVALID_IMAGES_MESSAGE = 'Algunas imágenes exceden 5MB o no son válidas.'
export const IMAGE_SKIPPED_MESSAGE = 'Error al subir imagen'
export const CREATED_MESSAGE = 'Proyecto creado exitosamente'
export const CREATE_FAILED_MESSAGE = 'Error al crear el proyecto'
export const PROJECTS_LIMIT_MESSAGE = `Llegaste al máximo de ${PROJECTS_PER_ACCOUNT_MAX} proyectos por cuenta: eliminá alguno para crear otro.`
export const DELETED_MESSAGE = 'Proyecto eliminado'
export const DELETE_FAILED_MESSAGE = 'Error al eliminar proyecto'

export const VISIBILITIES = { publico: 'Público: en el feed de proyectos y en tu perfil', privado: 'Privado: solo lo ves vos' } as const

/** A file input sends one File, several, or (left empty) none; the browser checks them before sending. */
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
