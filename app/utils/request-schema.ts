import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import {
  REQUEST_DESCRIPTION_MAX,
  REQUEST_ITEM_DESCRIPTION_MAX,
  REQUEST_ITEMS_MAX,
  REQUEST_QUANTITY_MAX_HUNDREDTHS,
  REQUEST_TITLE_MAX,
  REQUEST_UNITS,
  type RequestUnit,
} from '~/constants'
import { getSubsector, zoneOfPlace } from '~/taxonomy'
import { parseHundredths } from './money'
import { ITEM_FIELDS } from './request-links'
import { REMOVE_ATTACHMENT_FIELD } from './request-form'
import { CONTROL_CHARACTERS, isCalendarDay, optionalText, requiredText } from './validation'
import { buenosAiresToday } from './verification'

/* The schemas the request form's actions parse (sending and editing a request). */

const ITEM_REQUIRED = 'Agregá al menos un ítem con su cantidad y unidad'
const QUANTITY_REQUIRED = 'Ingresá la cantidad'
const QUANTITY_ZERO = 'La cantidad tiene que ser mayor que cero'
const QUANTITY_MESSAGES = {
  format: 'La cantidad debe ser un número, por ejemplo 12,35',
  negative: 'La cantidad no puede ser negativa',
  decimals: 'La cantidad puede tener hasta 2 decimales (escribila sin separador de miles)',
  tooLarge: `La cantidad puede ser de hasta ${new Intl.NumberFormat('es-AR').format(REQUEST_QUANTITY_MAX_HUNDREDTHS / 100)}`,
}

/** One value or several of a repeated field, as a list; Conform reads a blank one as undefined. */
const repeated = z
  .preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string({ error: 'El valor enviado no es válido' }).optional()),
  )
  .transform((list) => list.map((entry) => entry ?? ''))

const itemFields = { [ITEM_FIELDS.description]: repeated, [ITEM_FIELDS.quantity]: repeated, [ITEM_FIELDS.unit]: repeated }
type ItemValues = { [name in (typeof ITEM_FIELDS)[keyof typeof ITEM_FIELDS]]: string[] }
type RequestItem = { description: string; quantityHundredths: number; unit: RequestUnit }

/** The typed rows as items, each mistake reported on its own field; blank rows are the form's spare ones. */
function checkItems(value: ItemValues, ctx: z.RefinementCtx): RequestItem[] {
  const rows = Math.max(value[ITEM_FIELDS.description].length, value[ITEM_FIELDS.quantity].length, value[ITEM_FIELDS.unit].length)
  if (rows > REQUEST_ITEMS_MAX) {
    ctx.addIssue({ code: 'custom', path: [ITEM_FIELDS.description], message: `Podés cargar hasta ${REQUEST_ITEMS_MAX} ítems` })
    return z.NEVER
  }
  const items: RequestItem[] = []
  let refused = false
  for (let row = 0; row < rows; row++) {
    const description = (value[ITEM_FIELDS.description][row] ?? '').trim()
    const quantity = (value[ITEM_FIELDS.quantity][row] ?? '').trim()
    const unit = value[ITEM_FIELDS.unit][row] ?? ''
    // A row left blank is one of the form's spare rows, not a mistake.
    if (!description && !quantity && !unit) continue
    const issue = (field: keyof typeof ITEM_FIELDS, message: string) => {
      refused = true
      ctx.addIssue({ code: 'custom', path: [`${ITEM_FIELDS[field]}[${row}]`], message })
    }
    if (!description) issue('description', 'Describí el ítem')
    else if (description.length > REQUEST_ITEM_DESCRIPTION_MAX) {
      issue('description', `El ítem puede tener hasta ${REQUEST_ITEM_DESCRIPTION_MAX} caracteres`)
    } else if (CONTROL_CHARACTERS.test(description)) issue('description', 'El ítem tiene caracteres no permitidos')
    const parsed = quantity ? parseHundredths(quantity, { max: REQUEST_QUANTITY_MAX_HUNDREDTHS, messages: QUANTITY_MESSAGES }) : null
    if (!parsed) issue('quantity', QUANTITY_REQUIRED)
    else if (!parsed.ok) issue('quantity', parsed.message)
    else if (parsed.hundredths === 0) issue('quantity', QUANTITY_ZERO)
    const knownUnit = REQUEST_UNITS.find((candidate) => candidate === unit)
    if (!knownUnit) issue('unit', unit ? 'Elegí una unidad de la lista' : 'Elegí la unidad')
    if (!refused && parsed?.ok && knownUnit) items.push({ description, quantityHundredths: parsed.hundredths, unit: knownUnit })
  }
  if (items.length === 0 && !refused) {
    ctx.addIssue({ code: 'custom', path: [`${ITEM_FIELDS.description}[0]`], message: ITEM_REQUIRED })
  }
  return items
}

/** The item rows alone: how a form prefilled from another page is checked before the rest is typed. */
export const RequestItemsSchema = z.object(itemFields).transform(checkItems)

/** What a request says, as it is written and as it is changed later. */
const requestTextFields = {
  title: requiredText('Ingresá un título', REQUEST_TITLE_MAX, `El título puede tener hasta ${REQUEST_TITLE_MAX} caracteres`, {
    oneLine: true,
  }),
  description: optionalText(
    'El valor enviado no es válido',
    REQUEST_DESCRIPTION_MAX,
    `La descripción puede tener hasta ${REQUEST_DESCRIPTION_MAX} caracteres`,
  ),
  startOn: z
    .string({ error: 'El valor enviado no es válido' })
    .refine(isCalendarDay, 'Elegí una fecha válida')
    .refine((value) => value >= buenosAiresToday(), 'La fecha de inicio no puede ser anterior a hoy')
    .optional(),
  ...itemFields,
}

// Refinements run even when another field failed, so every mistake is marked in one answer, not one after another.
const whenObject = { when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null }

export const RequestSchema = z
  .object({
    ...requestTextFields,
    sector: z.string({ error: 'Elegí un rubro' }),
    subsector: z.string({ error: 'Elegí un subrubro' }),
    place: z
      .string({ error: 'Elegí la zona de la obra' })
      .refine((value) => zoneOfPlace(value) !== undefined, 'Elegí una zona de la lista'),
    preferredListing: z.coerce.number().int().positive().optional().catch(undefined),
  })
  .superRefine((value, ctx) => {
    if (value.sector && value.subsector && !getSubsector(value.sector, value.subsector)) {
      ctx.addIssue({ code: 'custom', path: ['subsector'], message: 'Elegí un subrubro del rubro elegido' })
    }
    checkItems(value, ctx)
  }, whenObject)
  .transform((value, ctx) => {
    const items = checkItems(value, ctx)
    return {
      title: value.title,
      sectorSlug: value.sector,
      subsectorSlug: value.subsector,
      place: value.place,
      description: value.description ?? '',
      desiredStartOn: value.startOn ?? null,
      items,
      preferredListingId: value.preferredListing ?? null,
    }
  })

/** A sent request changed before its first offer: its rubro and zona stay as they were. */
export const RequestEditSchema = z
  .object({ ...requestTextFields, [REMOVE_ATTACHMENT_FIELD]: repeated })
  .superRefine((value, ctx) => void checkItems(value, ctx), whenObject)
  .transform((value, ctx) => ({
    title: value.title,
    description: value.description ?? '',
    desiredStartOn: value.startOn ?? null,
    items: checkItems(value, ctx),
    removedDocumentIds: value[REMOVE_ATTACHMENT_FIELD].map(Number).filter(Number.isSafeInteger),
  }))

export function parseRequestForm(formData: FormData) {
  return parseWithZod(formData, { schema: RequestSchema })
}
