import { RATING_HIGH_THRESHOLD, RATING_MID_THRESHOLD } from '~/constants'

/** The colour of an average-rating badge: green from 4.5, yellow from 3.5, red below. */
export function ratingTone(average: number) {
  if (average >= RATING_HIGH_THRESHOLD) return 'success'
  if (average >= RATING_MID_THRESHOLD) return 'warning'
  return 'danger'
}
