import { stringify } from 'csv-stringify/sync'

/** What a spreadsheet reads as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A spreadsheet file: semicolons and a byte-order mark, since a spreadsheet set up for Argentina
 * (decimal comma) opens it in columns and reads the accents right only with both. A text cell
 * that would start a formula gets a leading quote, so the spreadsheet shows it as text.
 */
export function toCsv(rows: (string | number)[][]) {
  return stringify(rows, {
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    // csv-stringify quotes a cell holding the record delimiter, not a lone CR or LF.
    quoted_match: /[\r\n]/,
    cast: { string: (value) => (FORMULA_START.test(value) ? `'${value}` : value) },
  })
}
