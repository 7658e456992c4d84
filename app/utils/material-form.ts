import * as z from 'zod'
import {
  MATERIAL_DESCRIPTION_MAX_LENGTH,
  MATERIAL_LOCATION_MAX_LENGTH,
  MATERIAL_TITLE_MAX_LENGTH,
  MATERIALS_PER_ACCOUNT_MAX,
} from '~/constants'
import { ImageFileSchema, optionalText, priceCentsSchema, requiredText } from './validation'

/* The material forms: publishing (/PublicarMateriales) and editing (/perfil, services tab). */

export const PUBLISH_MATERIAL_PATH = '/PublicarMateriales'
export const MATERIALS_TAB_PATH = '/perfil?tab=services'
export const editMaterialHref = (id: number) => `${MATERIALS_TAB_PATH}&editarMaterial=${id}`
export const deleteMaterialHref = (id: number) => `${MATERIALS_TAB_PATH}&eliminarMaterial=${id}`

export const editMaterialIntent = 'editar-material'
export const deleteMaterialIntent = 'eliminar-material'

export const MATERIAL_PUBLISHED = 'Material publicado!'
export const MATERIAL_UPDATED = 'Material actualizado correctamente'
export const MATERIAL_NOT_UPDATED = 'Error al actualizar el material'
export const MATERIAL_DELETED = 'Material eliminado correctamente'
export const MATERIAL_NOT_DELETED = 'Error al eliminar el material'
export const IMAGE_SAVED = 'Imagen subida correctamente'
export const IMAGE_NOT_SAVED = 'Error al subir la imagen'
export const PUBLISH_IMAGE_FAILED = 'Error subiendo la imagen: '
export const MATERIALS_LIMIT_MESSAGE = `Llegaste al máximo de ${MATERIALS_PER_ACCOUNT_MAX} materiales por cuenta: eliminá alguno para publicar otro.`
/** Another account's material and a missing one get the same answer: whether it exists is not told. */
export const NOT_OWNER = 'No encontramos ese material entre los tuyos'

const fields = {
  title: requiredText(
    'Ingresá un título',
    MATERIAL_TITLE_MAX_LENGTH,
    `El título puede tener hasta ${MATERIAL_TITLE_MAX_LENGTH} caracteres`,
  ),
  description: requiredText(
    'Ingresá una descripción',
    MATERIAL_DESCRIPTION_MAX_LENGTH,
    `La descripción puede tener hasta ${MATERIAL_DESCRIPTION_MAX_LENGTH} caracteres`,
  ),
  location: optionalText(
    'La ubicación no es válida',
    MATERIAL_LOCATION_MAX_LENGTH,
    `La ubicación puede tener hasta ${MATERIAL_LOCATION_MAX_LENGTH} caracteres`,
  ),
  // Only the browser sees the file; on the server the upload pipeline has taken it out.
  image: ImageFileSchema,
}

export const PublishMaterialSchema = z.object({ ...fields, price: priceCentsSchema({ required: true }) })

/** The spec's edit form reads a blank price as 0. */
export const EditMaterialSchema = z.object({
  ...fields,
  materialId: z.coerce.number({ error: 'El material no es válido' }).int().positive(),
  price: priceCentsSchema({ required: false }),
})

export const DeleteMaterialSchema = z.object({
  materialId: z.coerce.number({ error: 'El material no es válido' }).int().positive(),
})
