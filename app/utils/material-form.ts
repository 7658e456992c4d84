import { MATERIAL_LEAD_DAYS_MAX, MATERIAL_PHOTO_ALT_MAX_LENGTH, MATERIAL_PHOTOS_MAX, MATERIALS_PER_ACCOUNT_MAX } from '~/constants'

/* The material forms, publishing (/PublicarMateriales) and editing (/perfil, services tab): their addresses, intents and messages (their schemas: material-schema.ts). */

export const PUBLISH_MATERIAL_PATH = '/PublicarMateriales'
export const MATERIALS_TAB_PATH = '/perfil?tab=services'
export const editMaterialHref = (id: number) => `${MATERIALS_TAB_PATH}&editarMaterial=${id}`
export const deleteMaterialHref = (id: number) => `${MATERIALS_TAB_PATH}&eliminarMaterial=${id}`

export const editMaterialIntent = 'editar-material'
export const deleteMaterialIntent = 'eliminar-material'
export const materialStateIntent = 'estado-material'

/** The toast of each of the seller's buttons. */
export const MATERIAL_STATE_DONE = {
  pausar: 'Material pausado: no se muestra hasta que lo reanudes',
  reanudar: 'Material reanudado',
  vendido: 'Material marcado como vendido',
  'confirmar-precio': 'Precio confirmado',
} as const
export const MATERIAL_STATE_REFUSED = 'Ese material ya no admite ese cambio'

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

export const LEAD_DAYS_MESSAGE = `La entrega debe ser de 1 a ${MATERIAL_LEAD_DAYS_MAX} días`
export const IVA_RATE_REQUIRED = 'Elegí la alícuota de IVA'
export const SURPLUS_ONLY_FOR_BUILDERS =
  'Como constructor podés publicar solo Sobrante de obra: para vender materiales nuevos o usados, registrate como proveedor.'
export const PHOTOS_HINT = `De 1 a ${MATERIAL_PHOTOS_MAX} fotos JPG, PNG o WEBP, de hasta 5MB cada una. La primera es la portada.`
export const PHOTO_REQUIRED = 'Agregá al menos una foto del material'
export const LAST_PHOTO_KEPT = 'Dejá al menos una foto: agregá otra antes de quitar la última'
export const PHOTOS_CHANGED = 'Las fotos de este material cambiaron desde que abriste el formulario: volvé a abrirlo para editarlas'
export const TOO_MANY_PHOTOS = `Podés tener hasta ${MATERIAL_PHOTOS_MAX} fotos por material`
export const PHOTO_ALT_TOO_LONG = `La descripción de la foto puede tener hasta ${MATERIAL_PHOTO_ALT_MAX_LENGTH} caracteres`
export const UNKNOWN_PICKUP = 'Elegí una localidad de la lista'
export const UNKNOWN_DELIVERY_PLACE = 'Elegí partidos o barrios de la lista'
export const DELIVERY_COST_REQUIRED = 'Elegí el costo de envío'
export const DELIVERY_AMOUNT_REQUIRED = 'Ingresá el monto del envío'
/** A photo's description by its place in the form; a blank one reads as the title: null. */
export const newPhotoAlt = (alts: readonly (string | undefined)[], index: number) => alts[index] || null

/**
 * A description typed for a new photo beyond those chosen (possible without JavaScript, where the
 * fields do not know the files): the field errors that say so, on that field, or null.
 */
export function unchosenPhotoDescribed(alts: readonly (string | undefined)[], chosen: number) {
  const index = alts.findIndex((alt, position) => position >= chosen && Boolean(alt))
  if (index === -1) return null
  const photos = chosen === 0 ? 'no elegiste fotos nuevas' : chosen === 1 ? 'elegiste 1 foto' : `elegiste ${chosen} fotos`
  return {
    [photoAltField(index)]: [
      `Escribiste la descripción de la foto nueva ${index + 1}, pero ${photos}: elegí las fotos de nuevo o borrá esa descripción.`,
    ],
  }
}

/** The name Conform gives the errors of one new photo's description. */
export const photoAltField = (index: number) => `photoAlt[${index}]`
