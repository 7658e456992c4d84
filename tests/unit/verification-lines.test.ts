import { describe, expect, test } from 'vitest'
import { missingRequiredChecks, verificationLines, type PublicCheck } from '~/utils/verification-lines'

const TODAY = '2026-11-25'

function check(values: Partial<PublicCheck> & Pick<PublicCheck, 'kind'>): PublicCheck {
  return {
    status: 'approved',
    decidedAt: new Date('2026-11-12T15:00:00Z'),
    expiresOn: null,
    localidad: null,
    licenseIssuer: null,
    licenseNumber: null,
    insuranceKind: null,
    ...values,
  }
}

const APPROVED: PublicCheck[] = [
  check({ kind: 'cuit' }),
  check({ kind: 'domicilio', localidad: 'Villa Urquiza' }),
  check({ kind: 'matricula', licenseIssuer: 'CPIC', licenseNumber: '1234' }),
  check({ kind: 'seguro', insuranceKind: 'Responsabilidad civil', expiresOn: '2027-06-30' }),
]

const texts = (checks: PublicCheck[], today = TODAY) => verificationLines(checks, today).map((line) => line.text)

describe("the 'Qué verificamos' lines", () => {
  test('every approved check reads as the spec writes it, in a fixed order', () => {
    expect(texts([...APPROVED].reverse())).toEqual([
      'CUIT verificado el 12/11/2026',
      'Domicilio en Villa Urquiza verificado el 12/11/2026',
      'Matrícula CPIC 1234 verificada el 12/11/2026',
      'Seguro de responsabilidad civil vigente hasta el 30/6/2027',
    ])
    expect(verificationLines(APPROVED, TODAY).every((line) => line.verified)).toBe(true)
  })

  test('nothing sent reads No verificado for each check', () => {
    expect(verificationLines([], TODAY)).toEqual([
      { kind: 'cuit', verified: false, text: 'CUIT: No verificado' },
      { kind: 'domicilio', verified: false, text: 'Domicilio: No verificado' },
      { kind: 'matricula', verified: false, text: 'Matrícula: No verificado' },
      { kind: 'seguro', verified: false, text: 'Seguro: No verificado' },
    ])
  })

  test.each(['pending', 'rejected'] as const)('a %s check reads No verificado, like one never sent', (status) => {
    const lines = texts(APPROVED.map((row) => ({ ...row, status })))
    expect(lines).toEqual(['CUIT: No verificado', 'Domicilio: No verificado', 'Matrícula: No verificado', 'Seguro: No verificado'])
  })

  test('a seguro is current through its expiry day in Buenos Aires and No verificado the day after', () => {
    const seguro = [check({ kind: 'seguro', insuranceKind: 'ART', expiresOn: '2026-11-25' })]
    expect(texts(seguro, '2026-11-25')[3]).toBe('Seguro de ART vigente hasta el 25/11/2026')
    expect(texts(seguro, '2026-11-26')[3]).toBe('Seguro: No verificado')
    expect(texts([check({ kind: 'seguro', insuranceKind: 'Accidentes personales', expiresOn: '2027-01-05' })])[3]).toBe(
      'Seguro de accidentes personales vigente hasta el 5/1/2027',
    )
  })

  test('the approval date is the calendar day in Buenos Aires, three hours behind UTC', () => {
    const approvedAt = (iso: string) => texts([check({ kind: 'cuit', decidedAt: new Date(iso) })])[0]
    expect(approvedAt('2026-11-13T02:59:00Z')).toBe('CUIT verificado el 12/11/2026')
    expect(approvedAt('2026-11-13T03:00:00Z')).toBe('CUIT verificado el 13/11/2026')
    expect(approvedAt('2027-01-01T02:30:00Z')).toBe('CUIT verificado el 31/12/2026')
  })
})

describe("what 'Perfil Verificado' still waits for", () => {
  test('the CUIT and Domicilio checks that are not approved, with their state', () => {
    expect(missingRequiredChecks([], TODAY)).toEqual([
      { kind: 'cuit', label: 'CUIT', state: 'Sin enviar' },
      { kind: 'domicilio', label: 'Domicilio', state: 'Sin enviar' },
    ])
    expect(
      missingRequiredChecks(
        [check({ kind: 'cuit' }), check({ kind: 'domicilio', status: 'rejected' }), check({ kind: 'seguro', status: 'pending' })],
        TODAY,
      ),
    ).toEqual([{ kind: 'domicilio', label: 'Domicilio', state: 'Rechazada' }])
    expect(missingRequiredChecks(APPROVED, TODAY)).toEqual([])
  })
})
