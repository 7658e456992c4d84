/** A URL segment or query value that must be a positive integer (an id, a page): null otherwise. */
export function parsePositiveInt(value: string | null | undefined) {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null
  return Number(value)
}
