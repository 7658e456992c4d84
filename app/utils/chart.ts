/* The scale of the statistics' bar charts: one rule, used to draw them and to check them. */

export const CHART_WIDTH = 300
export const CHART_HEIGHT = 210
export const PLOT_LEFT = 40
export const PLOT_TOP = 12
export const PLOT_HEIGHT = 150
export const PLOT_WIDTH = CHART_WIDTH - PLOT_LEFT - 8

/** The top of the axis: the smallest 1, 2 or 5 × 10ⁿ at or above the largest value; 1 when all are 0. */
export function axisMax(values: readonly number[]) {
  const largest = Math.max(0, ...values)
  if (largest <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(largest))
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= largest)!
}

/** A bar's height in the chart's units, to the hundredth. */
export function barHeight(value: number, top: number) {
  return Math.round((value / top) * PLOT_HEIGHT * 100) / 100
}
