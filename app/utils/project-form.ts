import { PROJECT_MAX_IMAGES, PROJECTS_PER_ACCOUNT_MAX } from '~/constants'

/* The "Crear proyecto" form of /perfil's "Feed de Proyectos" tab: its addresses, intents and messages (its schema: project-schema.ts). */

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
