import * as z from 'zod'
import {
  DELIVERY_COSTS,
  IVA_MODES,
  IVA_RATES_BP,
  MATERIAL_AVAILABILITIES,
  MATERIAL_CATEGORY_SLUGS,
  MATERIAL_CONDITIONS,
  MATERIAL_CONTENT_MAX_LENGTH,
  MATERIAL_DESCRIPTION_MAX_LENGTH,
  MATERIAL_LEAD_DAYS_MAX,
  MATERIAL_LOCATION_MAX_LENGTH,
  MATERIAL_MIN_ORDER_MAX_HUNDREDTHS,
  MATERIAL_PHOTO_ALT_MAX_LENGTH,
  MATERIAL_PHOTOS_MAX,
  MATERIAL_STATE_ACTIONS,
  MATERIAL_TITLE_MAX_LENGTH,
  MATERIAL_UNITS,
  type MaterialCategory,
} from '~/constants'
import { expandPlaces, parseLocalidadValue, ZONA_PLACES, ZONE_SLUGS } from '~/zones'
import { hasAmount } from './material-delivery'
import {
  DELIVERY_AMOUNT_REQUIRED,
  DELIVERY_COST_REQUIRED,
  IVA_RATE_REQUIRED,
  LEAD_DAYS_MESSAGE,
  newPhotoAlt,
  PHOTO_ALT_TOO_LONG,
  TOO_MANY_PHOTOS,
  UNKNOWN_DELIVERY_PLACE,
  UNKNOWN_PICKUP,
} from './material-form'
import { ImageFileSchema, optionalText, priceCentsSchema, requiredText } from './validation'
import { amountMessages, parseHundredths, parsePriceCents } from './money'

/* The schemas the material forms' actions parse (publishing and editing); the forms get their constraints from the loader. */

const PHOTO_ALT_INVALID = 'La descripción de la foto no es válida'

const DELIVERY_AMOUNT_MESSAGES = amountMessages('El costo de envío')
const MIN_ORDER_MESSAGES = {
  format: 'El pedido mínimo debe ser un número, por ejemplo 10 o 2,5',
  negative: 'El pedido mínimo no puede ser negativo',
  decimals: 'El pedido mínimo puede tener hasta 2 decimales',
  tooLarge: `El pedido mínimo puede ser de hasta ${new Intl.NumberFormat('es-AR').format(MATERIAL_MIN_ORDER_MAX_HUNDREDTHS / 100)}`,
}

const choice = <T extends string>(values: readonly [T, ...T[]], message: string) => z.enum(values, { error: message })

const fields = {
  title: requiredText(
    'Ingresá un título',
    MATERIAL_TITLE_MAX_LENGTH,
    `El título puede tener hasta ${MATERIAL_TITLE_MAX_LENGTH} caracteres`,
    { oneLine: true },
  ),
  category: choice(MATERIAL_CATEGORY_SLUGS as [string, ...string[]], 'Elegí una categoría'),
  description: requiredText(
    'Ingresá una descripción',
    MATERIAL_DESCRIPTION_MAX_LENGTH,
    `La descripción puede tener hasta ${MATERIAL_DESCRIPTION_MAX_LENGTH} caracteres`,
  ),
  condition: choice(MATERIAL_CONDITIONS, 'Elegí la condición'),
  price: priceCentsSchema(),
  unit: choice(MATERIAL_UNITS, 'Elegí la unidad de venta'),
  content: optionalText(
    'El contenido no es válido',
    MATERIAL_CONTENT_MAX_LENGTH,
    `El contenido puede tener hasta ${MATERIAL_CONTENT_MAX_LENGTH} caracteres`,
  ),
  ivaMode: choice(IVA_MODES, 'Elegí si el precio incluye IVA'),
  ivaRate: z.enum(IVA_RATES_BP.map(String) as [string, ...string[]], { error: IVA_RATE_REQUIRED }).optional(),
  invoiceA: z.literal('on', { error: 'El valor enviado no es válido' }).optional(),
  minOrder: z.string().trim().max(40, MIN_ORDER_MESSAGES.format).optional(),
  availability: choice(MATERIAL_AVAILABILITIES, 'Elegí la disponibilidad'),
  leadDays: z.string().trim().max(10, LEAD_DAYS_MESSAGE).optional(),
  pickup: z.string().trim().max(MATERIAL_LOCATION_MAX_LENGTH, UNKNOWN_PICKUP).optional(),
  deliveryZones: z.array(z.enum(Object.values(ZONE_SLUGS), { error: UNKNOWN_DELIVERY_PLACE })).default([]),
  deliveryPlaces: z
    .array(z.enum(ZONA_PLACES.map((place) => place.slug) as [string, ...string[]], { error: UNKNOWN_DELIVERY_PLACE }))
    .default([]),
  deliveryCost: z.enum(DELIVERY_COSTS, { error: DELIVERY_COST_REQUIRED }).optional(),
  deliveryAmount: z.string().trim().max(40, DELIVERY_AMOUNT_MESSAGES.format).optional(),
  // Only the browser sees the files; on the server the upload pipeline has taken them out.
  photos: z.array(ImageFileSchema).max(MATERIAL_PHOTOS_MAX, TOO_MANY_PHOTOS).default([]),
  /** 'Descripción de la foto' of each new photo, in the files' order. */
  photoAlt: z.array(optionalText(PHOTO_ALT_INVALID, MATERIAL_PHOTO_ALT_MAX_LENGTH, PHOTO_ALT_TOO_LONG)).default([]),
}

/** The edit form's saved photos: the ids it keeps, in order, their descriptions, and those it removes. */
const savedPhotoFields = {
  keptPhoto: z.array(z.coerce.number({ error: 'La foto no es válida' }).int().positive()).default([]),
  keptPhotoAlt: z.array(optionalText(PHOTO_ALT_INVALID, MATERIAL_PHOTO_ALT_MAX_LENGTH, PHOTO_ALT_TOO_LONG)).default([]),
  removePhoto: z.array(z.coerce.number({ error: 'La foto no es válida' }).int().positive()).default([]),
}

type MaterialFormValues = z.infer<z.ZodObject<typeof fields>>

/**
 * The rules between fields (a rate with 'Más IVA', days with 'A pedido'), and the form's values as
 * the listing stores them.
 */
function toListingValues(value: MaterialFormValues, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  if (value.ivaMode === 'mas_iva' && !value.ivaRate) issue('ivaRate', IVA_RATE_REQUIRED)
  let leadDays: number | null = null
  if (value.availability === 'a_pedido') {
    leadDays = /^\d{1,2}$/.test(value.leadDays ?? '') ? Number(value.leadDays) : 0
    if (leadDays < 1 || leadDays > MATERIAL_LEAD_DAYS_MAX) issue('leadDays', LEAD_DAYS_MESSAGE)
  }
  let minOrderHundredths: number | null = null
  if (value.minOrder) {
    const parsed = parseHundredths(value.minOrder, { max: MATERIAL_MIN_ORDER_MAX_HUNDREDTHS, messages: MIN_ORDER_MESSAGES })
    if (!parsed.ok) issue('minOrder', parsed.message)
    else if (parsed.hundredths === 0) issue('minOrder', 'El pedido mínimo debe ser mayor a 0')
    else minOrderHundredths = parsed.hundredths
  }
  const pickup = value.pickup ? parseLocalidadValue(value.pickup) : undefined
  if (value.pickup && !pickup) issue('pickup', UNKNOWN_PICKUP)
  const deliveryPlaces = expandPlaces({ zoneSlugs: value.deliveryZones, placeSlugs: value.deliveryPlaces })
  const deliveryCost = deliveryPlaces.length > 0 ? (value.deliveryCost ?? null) : null
  if (deliveryPlaces.length > 0 && !deliveryCost) issue('deliveryCost', DELIVERY_COST_REQUIRED)
  let deliveryCostCents: number | null = null
  if (hasAmount(deliveryCost)) {
    const parsed = value.deliveryAmount
      ? parsePriceCents(value.deliveryAmount, DELIVERY_AMOUNT_MESSAGES)
      : { ok: false as const, message: DELIVERY_AMOUNT_REQUIRED }
    if (!parsed.ok) issue('deliveryAmount', parsed.message)
    else if (parsed.hundredths === 0) issue('deliveryAmount', 'El monto del envío debe ser mayor a $ 0: si no se cobra, elegí Sin cargo')
    else deliveryCostCents = parsed.hundredths
  }
  return {
    title: value.title,
    category: value.category as MaterialCategory,
    description: value.description,
    condition: value.condition,
    priceCents: value.price,
    unit: value.unit,
    content: value.content ?? null,
    ivaMode: value.ivaMode,
    ivaRateBp: value.ivaMode === 'mas_iva' ? Number(value.ivaRate) : null,
    invoiceA: value.invoiceA === 'on',
    minOrderHundredths,
    availability: value.availability,
    leadDays,
    pickupZona: pickup?.zone ?? null,
    pickupLocalidad: pickup?.localidad ?? null,
    // A localidad chosen replaces the free-text place of a material published before 'Retiro en'; none keeps it.
    location: pickup ? null : undefined,
    deliveryCost,
    deliveryCostCents,
    deliveryPlaces,
  }
}

/** The form's fields before their values become the listing's: what `getZodConstraint` reads. */
export const MaterialFormFields = z.object(fields)

export const PublishMaterialSchema = MaterialFormFields.transform((value, ctx) => ({
  photoAlts: value.photoAlt,
  ...toListingValues(value, ctx),
}))

export const EditMaterialSchema = z
  .object({ ...fields, ...savedPhotoFields, materialId: z.coerce.number({ error: 'El material no es válido' }).int().positive() })
  .transform((value, ctx) => {
    const removed = new Set(value.removePhoto)
    const kept = value.keptPhoto
      .map((id, index) => ({ id, alt: newPhotoAlt(value.keptPhotoAlt, index) }))
      .filter((photo) => !removed.has(photo.id))
    return {
      materialId: value.materialId,
      keptPhotos: kept,
      photoAlts: value.photoAlt,
      ...toListingValues(value, ctx),
    }
  })

export const MaterialStateSchema = z.object({
  materialId: z.coerce.number({ error: 'El material no es válido' }).int().positive(),
  accion: z.enum(MATERIAL_STATE_ACTIONS, { error: 'La acción no es válida' }),
})

export const DeleteMaterialSchema = z.object({
  materialId: z.coerce.number({ error: 'El material no es válido' }).int().positive(),
})
