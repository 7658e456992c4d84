import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { IVA_RATES_BP, MONEY_MAX_CENTS, OFFER_LINE_KINDS, OFFER_LINES_MAX, REQUEST_QUANTITY_MAX_HUNDREDTHS } from '~/constants'
import { currentOffer, submitOffer } from '~/models/offers.server'
import { db } from '~/server/db.server'
import type { OfferIva } from '~/utils/money'
import { createAccount, createRoutedRequest, resetDatabase } from '../setup/factories'

/*
 * Over random lines, what is stored is exact: every line is cantidad × precio rounded half-up to
 * the centavo (computed here in BigInt, apart from the app), the totals are the sums of those
 * rounded lines, and an offer whose total would pass $ 999.999.999.999,99 is refused, not stored.
 */

let recipientId: number
beforeAll(() => {
  resetDatabase(db)
  const builder = createAccount(db, { role: 'constructor' })
  const provider = createAccount(db)
  recipientId = createRoutedRequest(db, { userId: builder.user.id, recipientProfileIds: [provider.profile.id] }).recipientIds[0]!
})

const quantity = fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: REQUEST_QUANTITY_MAX_HUNDREDTHS }))
const price = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: MONEY_MAX_CENTS }))
const line = fc.record({
  description: fc.constant('Ítem'),
  quantityHundredths: quantity,
  unit: fc.constant('u' as const),
  unitPriceCents: price,
  kind: fc.constantFrom(...OFFER_LINE_KINDS),
})
const iva = fc.oneof(
  fc.constant<OfferIva>({ mode: 'incluido' }),
  fc.constantFrom(...IVA_RATES_BP).map((rateBp): OfferIva => ({ mode: 'mas_iva', rateBp })),
)

const halfUp = (numerator: bigint, denominator: bigint) => (numerator + denominator / 2n) / denominator

test('the stored total is the sum of the rounded lines, and never passes the ceiling without a refusal', () => {
  fc.assert(
    fc.property(fc.array(line, { minLength: 1, maxLength: OFFER_LINES_MAX }), iva, (lines, ivaChoice) => {
      const revisionsBefore = db.get<{ n: number }>(sql`SELECT count(*) AS n FROM offer_revisions`).n
      const rounded = lines.map((l) => halfUp(BigInt(l.quantityHundredths) * BigInt(l.unitPriceCents), 100n))
      const subtotal = rounded.reduce((sum, value) => sum + value, 0n)
      const ivaAmount = ivaChoice.mode === 'mas_iva' ? halfUp(subtotal * BigInt(ivaChoice.rateBp), 10_000n) : 0n
      const total = subtotal + ivaAmount
      const result = submitOffer(db, {
        recipientId,
        lines,
        iva: ivaChoice,
        validUntil: '2099-12-31',
        durationDays: 30,
        paymentTerms: '',
        notes: '',
      })
      const revisionsAfter = db.get<{ n: number }>(sql`SELECT count(*) AS n FROM offer_revisions`).n
      if (total > BigInt(MONEY_MAX_CENTS)) {
        expect(result.status).toBe('too-large')
        expect(revisionsAfter).toBe(revisionsBefore)
        return
      }
      expect(result.status).toBe('sent')
      const stored = currentOffer(db, recipientId)!
      expect(stored.lines.map((l) => BigInt(l.lineTotalCents))).toEqual(rounded)
      expect(BigInt(stored.subtotalCents)).toBe(subtotal)
      expect(BigInt(stored.ivaCents)).toBe(ivaAmount)
      expect(BigInt(stored.totalCents)).toBe(total)
      expect(stored.totalCents).toBeLessThanOrEqual(MONEY_MAX_CENTS)
    }),
    { numRuns: 300 },
  )
})
