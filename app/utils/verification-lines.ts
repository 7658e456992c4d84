import { VERIFICATION_KINDS, type INSURANCE_KINDS, type VerificationKind, type VerificationStatus } from '~/constants'
import { formatCalendarDay, formatNumericDate } from '~/utils/format'
import { checkState, REQUIRED_CHECKS, VERIFICATION_KIND_LABELS, type CheckState } from '~/utils/verification'

/** The columns of a check the public may read about: never its CUIT, street address or document. */
export type PublicCheck = {
  kind: VerificationKind
  status: VerificationStatus
  decidedAt: Date | null
  expiresOn: string | null
  localidad: string | null
  licenseIssuer: string | null
  licenseNumber: string | null
  insuranceKind: (typeof INSURANCE_KINDS)[number] | null
}

export type VerificationLine = { kind: VerificationKind; verified: boolean; text: string }

/** How each insurance kind reads after 'Seguro de': lower case, but an acronym stays one. */
const INSURANCE_PHRASES: Record<(typeof INSURANCE_KINDS)[number], string> = {
  'Responsabilidad civil': 'responsabilidad civil',
  ART: 'ART',
  'Accidentes personales': 'accidentes personales',
}

function approvedSentence(check: PublicCheck) {
  const on = check.decidedAt ? ` el ${formatNumericDate(check.decidedAt)}` : ''
  switch (check.kind) {
    case 'cuit':
      return `CUIT verificado${on}`
    case 'domicilio':
      // A provider's domicilio may be their home: the public reads the localidad only.
      return `${check.localidad ? `Domicilio en ${check.localidad}` : 'Domicilio'} verificado${on}`
    case 'matricula':
      return `${['Matrícula', check.licenseIssuer, check.licenseNumber].filter(Boolean).join(' ')} verificada${on}`
    case 'seguro': {
      const kind = check.insuranceKind ? ` de ${INSURANCE_PHRASES[check.insuranceKind]}` : ''
      return `Seguro${kind} vigente${check.expiresOn ? ` hasta el ${formatCalendarDay(check.expiresOn)}` : ''}`
    }
  }
}

/**
 * The public 'Qué verificamos' panel: one line per check, in a fixed order. Anything but a current
 * approval reads 'No verificado', so a visitor never learns of a pending or rejected check.
 */
export function verificationLines(checks: readonly PublicCheck[], today: string): VerificationLine[] {
  return VERIFICATION_KINDS.map((kind) => {
    const check = checks.find((row) => row.kind === kind)
    return check && checkState(check, today) === 'Aprobada'
      ? { kind, verified: true, text: approvedSentence(check) }
      : { kind, verified: false, text: `${VERIFICATION_KIND_LABELS[kind]}: No verificado` }
  })
}

/** The checks 'Perfil Verificado' still waits for, with the state the provider reads in 'Verificación'. */
export function missingRequiredChecks(
  checks: readonly Pick<PublicCheck, 'kind' | 'status' | 'expiresOn'>[],
  today: string,
): { kind: VerificationKind; label: string; state: CheckState }[] {
  return REQUIRED_CHECKS.map((kind) => ({
    kind,
    label: VERIFICATION_KIND_LABELS[kind],
    state: checkState(
      checks.find((row) => row.kind === kind),
      today,
    ),
  })).filter((check) => check.state !== 'Aprobada')
}
