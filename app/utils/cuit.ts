/** Type prefixes AFIP issues: people 20, 23, 24, 27; companies 30, 33, 34. */
export const CUIT_PREFIXES = ['20', '23', '24', '27', '30', '33', '34'] as const
const CHECK_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]

export type CuitCheck = { ok: true; digits: string } | { ok: false; message: string }

/**
 * Reads a CUIT as people type it (dashes, dots or spaces between the groups) and checks its
 * prefix and mod-11 check digit. Strict: a remainder of 1 has no valid digit, since AFIP changes
 * the prefix in that case (20 or 27 to 23, 30 to 33).
 */
export function checkCuit(input: string): CuitCheck {
  const trimmed = input.trim()
  if (trimmed === '') return { ok: false, message: 'Ingresá el CUIT' }
  if (!/^[\d\s.-]+$/.test(trimmed)) return { ok: false, message: 'El CUIT solo lleva números (los guiones son opcionales)' }
  const digits = trimmed.replace(/[\s.-]/g, '')
  if (digits.length !== 11) return { ok: false, message: 'El CUIT tiene 11 dígitos, como 20-12345678-6' }
  if (!(CUIT_PREFIXES as readonly string[]).includes(digits.slice(0, 2))) {
    return { ok: false, message: 'El CUIT debe empezar con 20, 23, 24, 27, 30, 33 o 34' }
  }
  const sum = CHECK_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0)
  const remainder = sum % 11
  const expected = remainder === 0 ? 0 : 11 - remainder
  if (remainder === 1 || Number(digits[10]) !== expected) {
    return { ok: false, message: 'El CUIT no es válido: revisá el dígito verificador' }
  }
  return { ok: true, digits }
}

/** `20123456786` → `20-12345678-6`. */
export const formatCuit = (digits: string) => `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`
