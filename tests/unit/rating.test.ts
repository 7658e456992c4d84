import { describe, expect, test } from 'vitest'
import { ratingTone } from '~/utils/rating'

describe('ratingTone', () => {
  test.each([
    [5, 'success'],
    [4.5, 'success'],
    [4.49, 'warning'],
    [3.5, 'warning'],
    [3.49, 'danger'],
    [1, 'danger'],
  ])('an average of %d is %s', (average, tone) => {
    expect(ratingTone(average)).toBe(tone)
  })
})
