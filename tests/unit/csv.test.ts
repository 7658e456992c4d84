import { parse } from 'csv-parse/sync'
import { describe, expect, test } from 'vitest'
import { toCsv } from '~/utils/csv'

const cellsOf = (csv: string) => parse(csv, { bom: true, delimiter: ';' }) as string[][]

describe('CSV files the app writes', () => {
  test('a cell a spreadsheet would run as a formula is written as text (OWASP: a leading quote)', () => {
    const hostile = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1']
    const [row] = cellsOf(toCsv([hostile]))
    expect(row).toEqual(hostile.map((cell) => `'${cell}`))
  })

  test('ordinary text and numbers are unchanged, a formula sign inside a cell too', () => {
    const [row] = cellsOf(toCsv([['Techistas en Palermo', 12, 'a=b', 'Zinguería; techos', '']]))
    expect(row).toEqual(['Techistas en Palermo', '12', 'a=b', 'Zinguería; techos', ''])
  })
})
