import * as z from 'zod'
import {
  DECLINE_REASON_MAX,
  OFFER_DURATION_DAYS_MAX,
  OFFER_LINE_KINDS,
  OFFER_LINES_MAX,
  OFFER_NOTES_MAX,
  OFFER_PAYMENT_TERMS_MAX,
  REQUEST_ITEM_DESCRIPTION_MAX,
  REQUEST_UNITS,
  type OfferLineKind,
  type RequestUnit,
} from '~/constants'
import { parseMoneyCents, type OfferIva, type parseHundredths } from './money'
import {
  IVA_CHOICES,
  parseOfferQuantity,
  QUANTITY_MESSAGES,
  TOO_MANY_LINES_MESSAGE,
  type OfferFormErrors,
  type OfferFormValues,
  type OfferRowValues,
} from './offer-form'
import { isCalendarDay, optionalText, requiredText } from './validation'

/* The schemas the offer and 'No me interesa' forms' action parses (the forms: offer-form.ts). */

const LINES_REQUIRED = 'Agregá al menos una línea con descripción, cantidad y precio'

const decimalField = (required: string, parse: (input: string) => ReturnType<typeof parseHundredths>, positive: boolean) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(40, required)
    .transform((value, ctx) => {
      const parsed = parse(value)
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message })
      else if (positive && parsed.hundredths === 0) ctx.addIssue({ code: 'custom', message: QUANTITY_MESSAGES.negative })
      else return parsed.hundredths
      return z.NEVER
    })

const LineSchema = z.object({
  description: requiredText(
    'Escribí la descripción de la línea',
    REQUEST_ITEM_DESCRIPTION_MAX,
    `La descripción puede tener hasta ${REQUEST_ITEM_DESCRIPTION_MAX} caracteres`,
  ),
  quantity: decimalField('Ingresá una cantidad', parseOfferQuantity, true),
  unit: z.enum(REQUEST_UNITS, { error: 'Elegí una unidad de la lista' }),
  price: decimalField('Ingresá un precio unitario', parseMoneyCents, false),
  kind: z.enum(OFFER_LINE_KINDS, { error: 'Elegí el tipo: Materiales, Mano de obra u Otro' }),
})

const OfferFieldsSchema = z.object({
  iva: z.enum(IVA_CHOICES.map((choice) => choice.value) as [string, ...string[]], { error: 'Elegí cómo va el IVA' }),
  validUntil: z.string().trim().min(1, 'Ingresá hasta qué fecha vale el presupuesto').refine(isCalendarDay, 'La fecha no es válida'),
  durationDays: z
    .string()
    .trim()
    .min(1, 'Ingresá el plazo de ejecución en días')
    .regex(/^\d{1,4}$/, 'El plazo es un número entero de días')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'El plazo debe ser de al menos 1 día')
        .max(OFFER_DURATION_DAYS_MAX, `El plazo puede ser de hasta ${OFFER_DURATION_DAYS_MAX} días`),
    ),
  paymentTerms: optionalText(
    'La forma de pago no es válida',
    OFFER_PAYMENT_TERMS_MAX,
    `La forma de pago puede tener hasta ${OFFER_PAYMENT_TERMS_MAX} caracteres`,
  ),
  notes: optionalText('Las notas no son válidas', OFFER_NOTES_MAX, `Las notas pueden tener hasta ${OFFER_NOTES_MAX} caracteres`),
})

const isBlankRow = (row: OfferRowValues) => !row.description.trim() && !row.quantity.trim() && !row.price.trim()

export type ParsedOffer = {
  lines: { description: string; quantityHundredths: number; unit: RequestUnit; unitPriceCents: number; kind: OfferLineKind }[]
  iva: OfferIva
  validUntil: string
  durationDays: number
  paymentTerms: string
  notes: string
}

/** The offer, or the errors of each field; blank rows (the form's spare ones) are skipped. */
export function parseOfferForm(values: OfferFormValues): { ok: true; offer: ParsedOffer } | { ok: false; errors: OfferFormErrors } {
  const errors: OfferFormErrors = {}
  const add = (key: string, message: string) => (errors[key] ??= []).push(message)
  const lines: ParsedOffer['lines'] = []
  values.rows.forEach((row, index) => {
    if (isBlankRow(row)) return
    const parsed = LineSchema.safeParse(row)
    if (parsed.success) {
      const { description, quantity, unit, price, kind } = parsed.data
      lines.push({ description, quantityHundredths: quantity, unit, unitPriceCents: price, kind })
    } else for (const issue of parsed.error.issues) add(`line.${index}.${String(issue.path[0])}`, issue.message)
  })
  if (values.rows.filter((row) => !isBlankRow(row)).length > OFFER_LINES_MAX) add('lines', TOO_MANY_LINES_MESSAGE)
  if (lines.length === 0 && Object.keys(errors).length === 0) add('lines', LINES_REQUIRED)
  const fields = OfferFieldsSchema.safeParse(values)
  if (!fields.success) for (const issue of fields.error.issues) add(String(issue.path[0]), issue.message)
  if (!fields.success || Object.keys(errors).length > 0) return { ok: false, errors }
  const { iva, validUntil, durationDays, paymentTerms, notes } = fields.data
  return {
    ok: true,
    offer: {
      lines,
      iva: iva === 'incluido' ? { mode: 'incluido' } : { mode: 'mas_iva', rateBp: Number(iva) },
      validUntil,
      durationDays,
      paymentTerms: paymentTerms ?? '',
      notes: notes ?? '',
    },
  }
}

export const DeclineSchema = z.object({
  reason: optionalText('El motivo no es válido', DECLINE_REASON_MAX, `El motivo puede tener hasta ${DECLINE_REASON_MAX} caracteres`),
})
