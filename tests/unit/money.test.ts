import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MONEY_MAX_CENTS } from '~/constants'
import { formatMoneyCents, formatMoneyInput, MONEY_MESSAGES, parseMoneyCents } from '~/utils/money'

const cents = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: MONEY_MAX_CENTS }))

describe('money typed and shown in pesos', () => {
  test('the known example: $ 1.234.567,89 ↔ 123456789', () => {
    expect(formatMoneyCents(123_456_789)).toBe('$ 1.234.567,89')
    expect(parseMoneyCents('1.234.567,89')).toEqual({ ok: true, hundredths: 123_456_789 })
    expect(parseMoneyCents('1234567,89')).toEqual({ ok: true, hundredths: 123_456_789 })
  })

  test('a point before exactly three digits groups thousands; a comma, or a point before one or two digits, is decimal', () => {
    expect(parseMoneyCents('250.000')).toEqual({ ok: true, hundredths: 25_000_000 })
    expect(parseMoneyCents(' 1.500 ')).toEqual({ ok: true, hundredths: 150_000 })
    expect(parseMoneyCents('1.250.000')).toEqual({ ok: true, hundredths: 125_000_000 })
    expect(parseMoneyCents('250,5')).toEqual({ ok: true, hundredths: 25_050 })
    expect(parseMoneyCents('250.50')).toEqual({ ok: true, hundredths: 25_050 })
    expect(parseMoneyCents('250,000')).toEqual({ ok: false, message: MONEY_MESSAGES.decimals })
    expect(parseMoneyCents('-250.000')).toEqual({ ok: false, message: MONEY_MESSAGES.negative })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (pesos) => {
        const grouped = String(pesos).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
        expect(parseMoneyCents(grouped)).toEqual({ ok: true, hundredths: pesos * 100 })
      }),
    )
  })

  test('every amount up to the ceiling round-trips through what the page shows and what a form takes back', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const shown = formatMoneyCents(amount)
        expect(shown).toMatch(/^\$ \d{1,3}(\.\d{3})*,\d{2}$/)
        expect(parseMoneyCents(shown.slice(2))).toEqual({ ok: true, hundredths: amount })
        expect(parseMoneyCents(formatMoneyInput(amount))).toEqual({ ok: true, hundredths: amount })
      }),
      { numRuns: 2000 },
    )
  })

  test('negatives, more than $ 999.999.999.999,99, more than 2 decimals, letters and empty are refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MONEY_MAX_CENTS }), (amount) => {
        expect(parseMoneyCents(`-${formatMoneyInput(amount)}`)).toEqual({ ok: false, message: MONEY_MESSAGES.negative })
      }),
    )
    fc.assert(
      fc.property(fc.bigInt({ min: BigInt(MONEY_MAX_CENTS) + 1n, max: 10n ** 30n }), (amount) => {
        const digits = amount.toString()
        expect(parseMoneyCents(`${digits.slice(0, -2)},${digits.slice(-2)}`)).toEqual({ ok: false, message: MONEY_MESSAGES.tooLarge })
      }),
    )
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 9 }), (amount, extra) => {
        expect(parseMoneyCents(`${formatMoneyInput(amount)}${extra}`)).toEqual({ ok: false, message: MONEY_MESSAGES.decimals })
      }),
    )
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((value) => /[^\d.,\s-]/.test(value)),
        (value) => {
          expect(parseMoneyCents(value).ok).toBe(false)
        },
      ),
    )
    for (const empty of ['', ' ', ',', '.']) expect(parseMoneyCents(empty)).toEqual({ ok: false, message: MONEY_MESSAGES.format })
    expect(parseMoneyCents('999.999.999.999,99')).toEqual({ ok: true, hundredths: MONEY_MAX_CENTS })
    expect(parseMoneyCents('1.000.000.000.000,00')).toEqual({ ok: false, message: MONEY_MESSAGES.tooLarge })
  })
})
