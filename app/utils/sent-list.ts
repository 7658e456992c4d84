/** What a form sent for a field that may repeat (checkboxes, one input per item): none, one or many values, as strings. */
export const sentList = (value: unknown) =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(String)
