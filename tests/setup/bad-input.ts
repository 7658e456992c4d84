/** The hostile and malformed values the suites send: text, numbers and prices, ids. */

/** Text a search box or a form field may receive. */
export const HOSTILE_TEXT = [
  '',
  '   ',
  '"',
  "'",
  '*',
  'NEAR(',
  'OR',
  'AND NOT',
  '"muro" OR "x"',
  '-',
  'muro-cortina',
  "o'higgins",
  '^col:',
  '(((',
  '\\',
  '%_',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; SELECT * FROM users',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '\u0000',
  'Losa\u0000',
  '\u0007\u001b[31m',
  '\ud800',
  'a\udfffb',
  '😀'.repeat(50),
  '👷🏽‍♀️🧱',
  '\u202eRTL',
  '%00',
  '%2e%2e%2f',
  '../../etc/passwd',
  '\\\\servidor\\obra',
  'null',
  'undefined',
  '[]',
  '{}',
  'a'.repeat(10_000),
  'ñ'.repeat(10_000),
] as const

/** Numbers, prices and quantities that are not what the form asks for. */
export const BAD_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x10',
  '1_000',
  '١٢',
  '１２',
  '12,3,4',
  '1.234,5,6',
  '--1',
  '+1',
  '12.',
  '.',
  ',',
  '-5',
  '-0',
  '0',
  ' 3 ',
  '1.000.000.000.000,00',
  '9'.repeat(400),
] as const

/** Ids in a path or a field. */
export const BAD_IDS = ['-1', '0', '1e3', '0x10', '1.5', '9999999999999999999', '../', '..%2f', '', ' ', 'abc', '1; DROP TABLE listings'] as const

/** Every value once: what goes into each field of each form. */
export const BAD_VALUES: readonly string[] = [...new Set([...HOSTILE_TEXT, ...BAD_NUMBERS, ...BAD_IDS])]
