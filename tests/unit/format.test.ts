import { describe, expect, test } from 'vitest'
import {
  counted,
  formatLongDate,
  formatPhone,
  formatPriceCents,
  formatRating,
  initialsOf,
  isMobilePhone,
  websiteHref,
  websiteLabel,
  whatsappHref,
} from '~/utils/format'

describe('Argentine formats', () => {
  test('long dates in Spanish, in Buenos Aires time', () => {
    expect(formatLongDate(new Date('2025-03-05T12:00:00-03:00'))).toBe('5 de marzo de 2025')
    // 01:30 UTC on the 6th is still the 5th in Buenos Aires.
    expect(formatLongDate(new Date('2025-03-06T01:30:00Z'))).toBe('5 de marzo de 2025')
  })

  test('ratings with one decimal comma and prices in pesos', () => {
    expect(formatRating(4.45)).toBe('4,5')
    expect(formatRating(3)).toBe('3,0')
    expect(formatPriceCents(123456)).toBe('$\u00a01.234,56')
    expect(formatPriceCents(0)).toBe('$\u00a00,00')
  })

  test('websites get https:// only when they lack http', () => {
    expect(websiteHref('www.hormigones.com.ar')).toBe('https://www.hormigones.com.ar')
    expect(websiteHref('http://corralon.com.ar')).toBe('http://corralon.com.ar')
    expect(websiteHref('HTTPS://Obra.com.ar')).toBe('HTTPS://Obra.com.ar')
    expect(websiteLabel('https://www.obra.com.ar/')).toBe('www.obra.com.ar')
  })

  test('phones: display, mobile detection and WhatsApp links', () => {
    expect(formatPhone('+5491123456789')).toBe('+54 9 11 2345-6789')
    expect(formatPhone('+541143214321')).toBe('+54 11 4321-4321')
    expect(isMobilePhone('+5491123456789')).toBe(true)
    expect(isMobilePhone('+541143214321')).toBe(false)
    expect(whatsappHref('+5491123456789', 'Hola, quiero un presupuesto')).toBe(
      'https://wa.me/5491123456789?text=Hola%2C%20quiero%20un%20presupuesto',
    )
  })

  test('initials are the first two letters of the business name', () => {
    expect(initialsOf('  ñandú obras')).toBe('ÑA')
    expect(initialsOf('X')).toBe('X')
  })
})

test('numbers outside AMBA keep their digits, split before the last four', () => {
  expect(formatPhone('+542320456789')).toBe('+54 232045-6789')
  expect(formatPhone('+12025550123')).toBe('+12025550123')
})

test('a count agrees with its noun, and reads with thousands as in Argentina', () => {
  expect(counted(1, 'proveedor', 'proveedores')).toBe('1 proveedor')
  expect(counted(0, 'proveedor', 'proveedores')).toBe('0 proveedores')
  expect(counted(2, 'fila', 'filas')).toBe('2 filas')
  expect(counted(10_000, 'fila', 'filas')).toBe('10.000 filas')
})
