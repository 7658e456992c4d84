import { describe, expect, test } from 'vitest'
import { checkCuit, formatCuit } from '~/utils/cuit'
import { buenosAiresToday, checkState } from '~/utils/verification'

describe('CUIT', () => {
  test.each(['20-12345678-6', '27-12345678-0', '20-05536168-2', '20 26756539 3', '23.10000005.9', '23100000024', '33-10000008-9'])(
    '%s is valid and read as 11 digits',
    (cuit) => {
      const check = checkCuit(cuit)
      expect(check).toEqual({ ok: true, digits: cuit.replace(/\D/g, '') })
    },
  )

  test.each([
    ['20-26756539-2', 'El CUIT no es válido: revisá el dígito verificador'],
    // Remainder 1: AFIP would have issued it with prefix 23.
    ['20-10000005-9', 'El CUIT no es válido: revisá el dígito verificador'],
    ['21-12345678-6', 'El CUIT debe empezar con 20, 23, 24, 27, 30, 33 o 34'],
    ['20-1234567a-6', 'El CUIT solo lleva números (los guiones son opcionales)'],
    ['2012345678', 'El CUIT tiene 11 dígitos, como 20-12345678-6'],
    ['201234567860', 'El CUIT tiene 11 dígitos, como 20-12345678-6'],
    ['  ', 'Ingresá el CUIT'],
  ])('%s is refused: %s', (cuit, message) => {
    expect(checkCuit(cuit)).toEqual({ ok: false, message })
  })

  test('is shown with its dashes', () => {
    expect(formatCuit('20123456786')).toBe('20-12345678-6')
  })
})

describe('verification check state', () => {
  test('no row is unsent; pending, rejected and approved read as the spec names them', () => {
    expect(checkState(undefined, '2026-11-25')).toBe('Sin enviar')
    expect(checkState({ status: 'pending', expiresOn: null }, '2026-11-25')).toBe('En revisión')
    expect(checkState({ status: 'rejected', expiresOn: null }, '2026-11-25')).toBe('Rechazada')
    expect(checkState({ status: 'approved', expiresOn: null }, '2026-11-25')).toBe('Aprobada')
  })

  test('an approved insurance is current through its expiry day and expired the day after', () => {
    expect(checkState({ status: 'approved', expiresOn: '2026-11-25' }, '2026-11-25')).toBe('Aprobada')
    expect(checkState({ status: 'approved', expiresOn: '2026-11-24' }, '2026-11-25')).toBe('Vencida')
  })

  test('today is the calendar day in Buenos Aires, three hours behind UTC', () => {
    expect(buenosAiresToday(new Date('2026-11-26T02:30:00Z'))).toBe('2026-11-25')
    expect(buenosAiresToday(new Date('2026-11-26T03:30:00Z'))).toBe('2026-11-26')
  })
})
