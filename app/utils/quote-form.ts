import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { QUOTE_DESCRIPTION_MAX, QUOTE_QUANTITY_MAX_HUNDREDTHS, QUOTE_TITLE_MAX, QUOTE_UNITS, type QuoteUnit } from '~/constants'
import { parseHundredths, requiredText } from './validation'

/* The "Publicar Cotización" form of /perfil: one schema for the browser and the server. */

export const quoteIntent = 'quote'
/** Where the form lives, and where a post lands afterwards. */
export const QUOTES_PATH = '/perfil?tab=cotizaciones'

export const MISSING_FIELDS_MESSAGE = 'Por favor completa todos los campos requeridos'
export const PREMIUM_ONLY_MESSAGE = 'Esta función es exclusiva para usuarios Premium. Actualizá tu plan para publicar cotizaciones.'
export const SIGNED_OUT_MESSAGE = 'Debes iniciar sesión para publicar una cotización'
export const PUBLISH_FAILED_MESSAGE = 'Error al publicar la cotización'
export const PUBLISHED_MESSAGE = '✅ Tu cotización fue publicada correctamente.'

const TITLE_REQUIRED = 'Ingresá un título'
const UNIT_REQUIRED = 'Elegí una unidad'
const QUANTITY_REQUIRED = 'Ingresá una cantidad'
const QUANTITY_FORMAT = 'La cantidad debe ser un número, por ejemplo 12,35'
const QUANTITY_NEGATIVE = 'La cantidad no puede ser negativa'
const QUANTITY_DECIMALS = 'La cantidad puede tener hasta 2 decimales (escribila sin separador de miles)'
const QUANTITY_TOO_LARGE = 'La cantidad puede ser de hasta 1.000.000.000'

export const QUOTE_UNIT_NAMES: Record<QuoteUnit, string> = {
  m2: 'm² (metro cuadrado)',
  m3: 'm³ (metro cúbico)',
  ml: 'ml (metro lineal)',
}

/** "12,35" or "12.35" as 1235 hundredths; no thousands separators ("1.234,5" is refused). */
export function parseQuantityHundredths(input: string) {
  return parseHundredths(input, {
    max: QUOTE_QUANTITY_MAX_HUNDREDTHS,
    messages: { format: QUANTITY_FORMAT, negative: QUANTITY_NEGATIVE, decimals: QUANTITY_DECIMALS, tooLarge: QUANTITY_TOO_LARGE },
  })
}

const REQUIRED_FIELDS = ['title', 'unit', 'quantity'] as const

export const QuoteSchema = z
  .object({
    title: requiredText(TITLE_REQUIRED, QUOTE_TITLE_MAX, `El título puede tener hasta ${QUOTE_TITLE_MAX} caracteres`),
    description: z
      .string({ error: 'El valor enviado no es válido' })
      .trim()
      .max(QUOTE_DESCRIPTION_MAX, {
        error: (issue) =>
          `La descripción puede tener hasta ${QUOTE_DESCRIPTION_MAX} caracteres; la tuya tiene ${String(issue.input).length}.`,
      })
      // Tab, line feed and carriage return are the only control characters a description may hold.
      // eslint-disable-next-line no-control-regex -- matching them is the point
      .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), 'El texto tiene caracteres no permitidos')
      .optional(),
    unit: z.enum(QUOTE_UNITS, {
      error: (issue) => (issue.input === undefined ? UNIT_REQUIRED : 'Elegí una unidad de la lista'),
    }),
    quantity: z
      .string({ error: (issue) => (issue.input === undefined ? QUANTITY_REQUIRED : 'El valor enviado no es válido') })
      .trim()
      .min(1, QUANTITY_REQUIRED)
      .transform((value, ctx) => {
        const parsed = parseQuantityHundredths(value)
        if (parsed.ok) return parsed.hundredths
        ctx.addIssue({ code: 'custom', message: parsed.message })
        return z.NEVER
      }),
  })
  .superRefine(
    (value, ctx) => {
      // The spec's one message for any missing required field, above the form, besides each field's own.
      const fields = value as Partial<Record<(typeof REQUIRED_FIELDS)[number], unknown>>
      if (REQUIRED_FIELDS.some((name) => fields[name] === undefined || fields[name] === '')) {
        ctx.addIssue({ code: 'custom', path: [], message: MISSING_FIELDS_MESSAGE })
      }
    },
    // Run even when a field already failed: a missing field is exactly such a failure.
    { when: () => true },
  )

export type QuoteInput = z.output<typeof QuoteSchema>

export function parseQuoteForm(formData: FormData) {
  return parseWithZod(formData, { schema: QuoteSchema })
}
