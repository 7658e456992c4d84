import { type VerificationKind, type VerificationStatus } from '~/constants'
import { TIME_ZONE } from './format'

export const VERIFICATION_KIND_LABELS: Record<VerificationKind, string> = {
  cuit: 'CUIT',
  domicilio: 'Domicilio',
  matricula: 'Matrícula',
  seguro: 'Seguro',
}

/** What a provider and the public read about one check. */
export type CheckState = 'Sin enviar' | 'En revisión' | 'Aprobada' | 'Rechazada' | 'Vencida'

/** The checks 'Perfil Verificado' rests on, with the five profile fields. */
export const REQUIRED_CHECKS = ['cuit', 'domicilio'] as const satisfies readonly VerificationKind[]

/** en-CA writes YYYY-MM-DD. Made once: building a formatter costs far more than formatting with it. */
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE })

/** Today in Buenos Aires as YYYY-MM-DD: an expiry date is a calendar day there, not a UTC instant. */
export function buenosAiresToday(now = new Date()) {
  return isoDay.format(now)
}

/**
 * A check's state, computed when read: an approved check with an expiry expires by itself on the
 * day after its date, with no job to run.
 */
export function checkState(check: { status: VerificationStatus; expiresOn: string | null } | undefined, today: string): CheckState {
  if (!check) return 'Sin enviar'
  switch (check.status) {
    case 'pending':
      return 'En revisión'
    case 'rejected':
      return 'Rechazada'
    case 'approved':
      return check.expiresOn !== null && check.expiresOn < today ? 'Vencida' : 'Aprobada'
  }
}
