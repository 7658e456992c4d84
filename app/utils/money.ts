import { MONEY_MAX_CENTS, PRICE_MAX_CENTS, type OfferLineKind } from '~/constants'

/*
 * Money in offers is integer centavos from the form to the page: parsed from the typed text's
 * digits, multiplied and rounded in BigInt, summed as integers, formatted from the digits.
 */

export type HundredthsParse = { ok: true; hundredths: number } | { ok: false; message: string }

export type DecimalMessages = { format: string; negative: string; decimals: string; tooLarge: string }

/**
 * "12,35" or "12.35" as 1235 hundredths, read from the digits so no binary fraction is ever
 * involved. At most two decimals; "1.234" is refused rather than guessed, since the point could
 * be a thousands separator or a decimal one. With `thousands`, points grouping thousands are
 * read when the number cannot be read otherwise: "1.234,56" (a decimal comma follows) and
 * "1.234.567" (several groups).
 */
export function parseHundredths(
  input: string,
  { max, messages, thousands = false }: { max: number; messages: DecimalMessages; thousands?: boolean },
): HundredthsParse {
  let text = input.trim()
  if (thousands && /^-?\d{1,3}(\.\d{3})+(,\d*)?$/.test(text) && (text.includes(',') || text.split('.').length > 2)) {
    text = text.replaceAll('.', '')
  }
  const match = /^(-)?(\d*)(?:[.,](\d+))?$/.exec(text)
  if (!match || (!match[2] && !match[3])) return { ok: false, message: messages.format }
  const [, minus, whole = '', decimals = ''] = match
  if (minus && /[1-9]/.test(whole + decimals)) return { ok: false, message: messages.negative }
  if (decimals.length > 2) return { ok: false, message: messages.decimals }
  const digits = whole.replace(/^0+/, '')
  // More digits than the maximum has: refused before Number() could round them.
  if (digits.length > String(Math.floor(max / 100)).length) return { ok: false, message: messages.tooLarge }
  const hundredths = Number(digits || '0') * 100 + Number(decimals.padEnd(2, '0'))
  if (hundredths > max) return { ok: false, message: messages.tooLarge }
  return { ok: true, hundredths }
}

export const PRICE_REQUIRED = 'Ingresá un precio'
export const PRICE_ZERO = 'El precio debe ser mayor a $ 0'
/** The messages of an amount in pesos, `subject` its name ('El precio'). */
export const amountMessages = (subject: string): DecimalMessages => ({
  format: `${subject} debe ser un número, por ejemplo 1234,56 o 1.234,56`,
  negative: `${subject} no puede ser negativo`,
  decimals: `${subject} puede tener hasta 2 decimales (para los miles escribí 1234 o 1.234,00)`,
  tooLarge: `${subject} puede ser de hasta $ ${new Intl.NumberFormat('es-AR').format(PRICE_MAX_CENTS / 100)}`,
})
export const PRICE_MESSAGES = amountMessages('El precio')

export function parsePriceCents(input: string, messages = PRICE_MESSAGES) {
  return parseHundredths(input, { max: PRICE_MAX_CENTS, messages, thousands: true })
}

export const MONEY_MESSAGES: DecimalMessages = {
  format: 'El precio debe ser un número, por ejemplo 1234,56 o 1.234,56',
  negative: 'El precio no puede ser negativo',
  decimals: 'El precio puede tener hasta 2 decimales',
  tooLarge: 'El precio puede ser de hasta $ 999.999.999.999,99',
}

/**
 * "1.234.567,89", "1234567,89" or "1234567.89" as 123456789 centavos. In pesos nobody types
 * three decimals, so a lone point before exactly three digits groups thousands: "250.000".
 */
export function parseMoneyCents(input: string) {
  const text = input.trim()
  const grouped = /^-?\d{1,3}\.\d{3}$/.test(text) ? text.replace('.', '') : text
  return parseHundredths(grouped, { max: MONEY_MAX_CENTS, messages: MONEY_MESSAGES, thousands: true })
}

function groupThousands(digits: string) {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** "$ 1.234.567,89" from 123456789 centavos, built from the integer's digits. */
export function formatMoneyCents(cents: number) {
  const sign = cents < 0 ? '-' : ''
  const digits = String(Math.abs(cents)).padStart(3, '0')
  return `${sign}$ ${groupThousands(digits.slice(0, -2))},${digits.slice(-2)}`
}

/** "1234567,89": a price typed back into a form field. */
export function formatMoneyInput(cents: number) {
  const digits = String(cents).padStart(3, '0')
  return `${digits.slice(0, -2)},${digits.slice(-2)}`
}

/** cantidad (hundredths) × precio unitario (centavos), rounded half-up to the centavo. */
export function lineTotalCents(quantityHundredths: number, unitPriceCents: number) {
  const product = BigInt(quantityHundredths) * BigInt(unitPriceCents)
  return Number((product + 50n) / 100n)
}

/** IVA on a subtotal at a rate in basis points (2100 = 21 %), rounded half-up to the centavo. */
export function ivaCents(subtotalCents: number, rateBp: number) {
  return Number((BigInt(subtotalCents) * BigInt(rateBp) + 5000n) / 10000n)
}

export type OfferIva = { mode: 'incluido' } | { mode: 'mas_iva'; rateBp: number }

export type OfferTotals = {
  materialsCents: number
  labourCents: number
  otherCents: number
  subtotalCents: number
  ivaCents: number
  totalCents: number
}

/** The line totals and sums of an offer, or null when any of them passes MONEY_MAX_CENTS. */
export function offerTotals(lines: { quantityHundredths: number; unitPriceCents: number; kind: OfferLineKind }[], iva: OfferIva) {
  const lineTotals = lines.map((line) => lineTotalCents(line.quantityHundredths, line.unitPriceCents))
  const byKind: Record<OfferLineKind, number> = { materiales: 0, mano_de_obra: 0, otro: 0 }
  lines.forEach((line, index) => (byKind[line.kind] += lineTotals[index]!))
  const subtotalCents = byKind.materiales + byKind.mano_de_obra + byKind.otro
  const ivaAmount = iva.mode === 'mas_iva' ? ivaCents(subtotalCents, iva.rateBp) : 0
  const totals: OfferTotals = {
    materialsCents: byKind.materiales,
    labourCents: byKind.mano_de_obra,
    otherCents: byKind.otro,
    subtotalCents,
    ivaCents: ivaAmount,
    totalCents: subtotalCents + ivaAmount,
  }
  // Each sum is at least its parts, so the total bounds every line and sum below it.
  if (lineTotals.some((total) => total > MONEY_MAX_CENTS) || totals.totalCents > MONEY_MAX_CENTS) return null
  return { lineTotals, totals }
}
