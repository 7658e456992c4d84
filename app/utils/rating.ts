import { RATING_HIGH_THRESHOLD, RATING_MID_THRESHOLD } from '~/constants'

/**
 * The colour of an average-rating badge: green from 4.5, yellow from 3.5, red below. It judges
 * the average as shown, to one decimal, so a badge reading "4,5" is never yellow.
 */
export function ratingTone(average: number) {
  const shown = Math.round(average * 10) / 10
  if (shown >= RATING_HIGH_THRESHOLD) return 'success'
  if (shown >= RATING_MID_THRESHOLD) return 'warning'
  return 'danger'
}
