import { describe, expect, test } from 'vitest'
import { formatRating } from '~/utils/format'
import { ratingTone } from '~/utils/rating'

describe('ratingTone', () => {
  test.each([
    [5, 'success'],
    [4.5, 'success'],
    [4.44, 'warning'],
    [3.5, 'warning'],
    [3.44, 'danger'],
    [1, 'danger'],
  ])('an average of %d is %s', (average, tone) => {
    expect(ratingTone(average)).toBe(tone)
  })

  test.each([
    [4.46, '4,5', 'success'],
    [13 / 3, '4,3', 'warning'],
    [3.46, '3,5', 'warning'],
    [3.45, '3,5', 'warning'],
  ])('an average of %d, shown as %s, is %s like every badge reading the same', (average, shown, tone) => {
    expect(formatRating(average)).toBe(shown)
    expect(ratingTone(average)).toBe(tone)
  })
})
