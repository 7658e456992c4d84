/**
 * Reads the figures out of a Spanish request ("pared de 12,5 m² de ladrillo hueco del 12"): plain
 * string work, no I/O, linear-time patterns only, so any input answers quickly and never throws.
 */

/** Longer requests are cut here: nothing useful hides past it and the patterns stay cheap. */
const PARSE_MAX_LENGTH = 2000

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
}

const UNIT = String.raw`(m2|mt2|mts2|m3|mt3|mts3|ml|cm|metros? cuadrados?|metros? cubicos?|metros? lineales?|centimetros?|manos?|capas?|mts?|metros?|m)`
const NUMBER = String.raw`(\d+(?:[.,]\d+)*)`
const NUMBER_WORD_BEFORE_UNIT = new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).join('|')})\b(?=\s?${UNIT}\b)`, 'g')
const QUANTITY = new RegExp(String.raw`${NUMBER}\s?${UNIT}\b`, 'g')
// "4 x 2,6 m", "4m x 3m": a rectangle's sides, read as an area.
const RECTANGLE = new RegExp(String.raw`${NUMBER}\s?(?:m|mts?|metros?)?\s?(?:x|por)\s?${NUMBER}\s?(?:m|mts?|metros?)?\b`, 'g')
// Brick and block sizes ("12x18x33") are not areas: they are read first and taken out.
const BRICK_SIZE = /\b(\d{1,2})\s?x\s?(\d{1,2})\s?x\s?(\d{1,2})\b/
const BOX_SIZE = new RegExp(String.raw`cajas?\s(?:de|con|trae|traen)\s${NUMBER}\s?(?:m2|mt2|mts2|metros? cuadrados?)`)

export type ParsedRequest = {
  /** Lowercase, without accents, "m²" as "m2", number words before units as digits. */
  text: string
  area?: number
  volume?: number
  /** Metres of wall or partition ("ml", or a plain "m"). */
  length?: number
  /** A second plain length, read as the height ("5 m de largo por 2,5 m de alto" without "x"). */
  height?: number
  thicknessCm?: number
  coats?: number
  boxM2?: number
  brickSize?: [number, number, number]
}

/** "12,5" and "12.5" are 12,5; "1.200" (a point before three digits) and "1.200,5" use the point for thousands. */
export function parseNumber(raw: string): number | null {
  let text = raw
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) text = text.replaceAll('.', '')
  else if (/^\d{1,3}(,\d{3})+\.\d+$/.test(text)) text = text.replaceAll(',', '')
  text = text.replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

export function normalize(input: string) {
  const text = input
    .slice(0, PARSE_MAX_LENGTH)
    .normalize('NFKD') // also turns "m²" into "m2"
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
  return text.replace(NUMBER_WORD_BEFORE_UNIT, (word) => String(NUMBER_WORDS[word] ?? word))
}

function unitKind(unit: string) {
  if (/^(m2|mt2|mts2|metros? cuadrados?)$/.test(unit)) return 'area'
  if (/^(m3|mt3|mts3|metros? cubicos?)$/.test(unit)) return 'volume'
  if (/^(cm|centimetros?)$/.test(unit)) return 'cm'
  if (/^(manos?|capas?)$/.test(unit)) return 'coats'
  return 'length'
}

export function parseRequest(input: string): ParsedRequest {
  let text = normalize(input)
  const parsed: ParsedRequest = { text }

  const brick = BRICK_SIZE.exec(text)
  if (brick) {
    parsed.brickSize = [Number(brick[1]), Number(brick[2]), Number(brick[3])]
    text = text.replace(BRICK_SIZE, ' ')
  }
  const box = BOX_SIZE.exec(text)
  if (box) {
    parsed.boxM2 = parseNumber(box[1] ?? '') ?? undefined
    text = text.replace(BOX_SIZE, ' ')
  }
  for (const match of text.matchAll(RECTANGLE)) {
    const a = parseNumber(match[1] ?? '')
    const b = parseNumber(match[2] ?? '')
    if (a !== null && b !== null && parsed.area === undefined) parsed.area = a * b
  }
  text = text.replace(RECTANGLE, ' ')

  for (const match of text.matchAll(QUANTITY)) {
    const value = parseNumber(match[1] ?? '')
    if (value === null) continue
    const kind = unitKind(match[2] ?? '')
    if (kind === 'area') parsed.area ??= value
    else if (kind === 'volume') parsed.volume ??= value
    else if (kind === 'cm') parsed.thicknessCm ??= value
    else if (kind === 'coats') parsed.coats ??= value
    else if (parsed.length === undefined) parsed.length = value
    else parsed.height ??= value
  }
  return parsed
}
