/**
 * What a form sent for a field that may repeat (checkboxes, one input per item): none, one or
 * many values, as strings; a blank one (Conform reads it as undefined) stays blank.
 */
export const sentList = (value: unknown) =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map((entry) =>
    entry === undefined || entry === null ? '' : String(entry),
  )
