import { parse } from 'csv-parse/sync'
import * as z from 'zod'
import { listings } from '~/../drizzle/schema'
import { CONTACT_PERSON_MAX_LENGTH, IMPORT_COLUMNS, IMPORT_MAX_BYTES, SERVICE_DESCRIPTION_MAX_LENGTH, type ImportColumn } from '~/constants'
import { findLocalidad, SECTORS, slugify, ZONES, type Sector, type Subsector, type Zone } from '~/taxonomy'
import { AddressSchema, BusinessNameSchema, normalizeArgentinePhone, optionalText, PhoneSchema, WebsiteSchema } from '~/utils/validation'
import { foldText, type Db } from '~/server/sqlite.server'
import { recordStaffAction, type StaffMember } from './audit.server'

/**
 * The CSV import of unclaimed listings, shared by /admin/importar and `npm run import:listings`:
 * the file is checked whole (encoding, header), then row by row with the validators of the
 * publish and profile forms, then against the directory and itself for duplicates.
 */

/** A row that would become a listing; `row` is its row number in a spreadsheet (the header is 1). */
export type ImportCandidate = {
  row: number
  businessName: string
  sectorSlug: string
  subsectorSlug: string
  divisionSlug: string | null
  /** Sector > subsector > division, as the directory names them. */
  placement: string
  zona: Zone
  localidad: string
  contactPerson: string | null
  phone: string
  address: string | null
  website: string | null
  description: string
}

export type ImportProblem = { row: number; column: ImportColumn | null; message: string }
export type ImportDuplicate = { row: number; businessName: string; message: string }

export type ImportCheck =
  /** The file as a whole is not importable; `problems` holds the rows' when none of them was valid. */
  | { status: 'refused'; message: string; problems: ImportProblem[] }
  | { status: 'checked'; candidates: ImportCandidate[]; problems: ImportProblem[]; duplicates: ImportDuplicate[]; refusedRows: number }

export type ImportResult = ImportCheck & { added: number }

export const NOT_CSV_MESSAGE = 'El archivo no es un CSV de texto. Exportalo desde la planilla como «CSV UTF-8».'
export const NOT_UTF8_MESSAGE =
  'El archivo no está en UTF-8 (¿Latin-1 o Windows-1252?). Guardalo desde la planilla como «CSV UTF-8» y volvé a subirlo.'
const TOO_LARGE_MESSAGE = `El archivo pesa más de ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Dividilo en partes más chicas.`
const NO_VALID_ROWS_MESSAGE = 'El archivo no tiene ninguna fila válida: no se importó nada.'

const HeaderSchema = z.array(z.string())

const COLUMN_RULES = {
  business_name: BusinessNameSchema,
  contact_person: optionalText(
    'La persona de contacto no es válida',
    CONTACT_PERSON_MAX_LENGTH,
    `La persona de contacto puede tener hasta ${CONTACT_PERSON_MAX_LENGTH} caracteres`,
  ),
  phone: PhoneSchema,
  address: AddressSchema,
  website: WebsiteSchema,
  description: optionalText(
    'La descripción no es válida',
    SERVICE_DESCRIPTION_MAX_LENGTH,
    `La descripción puede tener hasta ${SERVICE_DESCRIPTION_MAX_LENGTH} caracteres`,
  ),
} as const

/** "Mampostería y Durlock" and "mamposteria-y-durlock" are the same key. */
const taxonomyKey = (text: string) => slugify(text.normalize('NFC'))
const byNameOrSlug = <T extends { slug: string; name: string }>(items: readonly T[], input: string) => {
  const key = taxonomyKey(input)
  return key ? items.find((item) => item.slug === key || taxonomyKey(item.name) === key) : undefined
}

function placeOf(text: string) {
  for (const zona of ZONES) {
    const localidad = findLocalidad(zona, text)
    if (localidad) return { zona, localidad }
  }
  return undefined
}

/** The taxonomy look-ups of one file, each spelling resolved once: a file repeats a few hundred of them. */
function taxonomyLookups() {
  const cache = new Map<string, unknown>()
  const memo = <T>(key: string, find: () => T): T => {
    if (!cache.has(key)) cache.set(key, find())
    return cache.get(key) as T
  }
  return {
    sector: (text: string) => memo(`sector|${text}`, () => byNameOrSlug(SECTORS, text)),
    subsector: (sector: Sector, text: string) => memo(`subsector|${sector.slug}|${text}`, () => byNameOrSlug(sector.subsectors, text)),
    division: (sector: Sector, subsector: Subsector, text: string) =>
      memo(`division|${sector.slug}|${subsector.slug}|${text}`, () => byNameOrSlug(subsector.divisions, text)),
    place: (text: string) => memo(`place|${text}`, () => placeOf(text)),
  }
}
type TaxonomyLookups = ReturnType<typeof taxonomyLookups>

/** What makes two names the same business: case, accents, punctuation and spacing ignored. */
const nameKey = (name: string, localidad: string) => {
  // Most names are plain ASCII: lowercasing them is all folding does, at a fraction of its cost.
  const folded = /[^\x20-\x7e]/.test(name) ? foldText(name) : name.toLowerCase()
  return `${folded.replace(/[^a-z0-9ñ]+/g, ' ').trim()}|${localidad}`
}
/** Phones compare by their digits, once normalised; a stored one that does not parse, by its digits as they are. */
const phoneKey = (phone: string) => (/^\+54\d{10,11}$/.test(phone) ? phone : (normalizeArgentinePhone(phone) ?? phone)).replace(/\D/g, '')

const isBinaryByte = (byte: number) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d

/** The text of the file, or why it is not a CSV we read: control bytes or invalid UTF-8 refuse it whole. */
function decode(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.byteLength > IMPORT_MAX_BYTES) return { ok: false, message: TOO_LARGE_MESSAGE }
  if (bytes.byteLength === 0) return { ok: false, message: 'El archivo está vacío.' }
  // A binary file (an image, a spreadsheet, a PDF renamed .csv) has NUL or other control bytes; text has none but tab and line ends.
  if (bytes.some(isBinaryByte)) return { ok: false, message: NOT_CSV_MESSAGE }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) }
  } catch {
    return { ok: false, message: NOT_UTF8_MESSAGE }
  }
}

/** Comma or semicolon: whichever the header line uses more (a spreadsheet in Spanish saves with semicolons). */
function detectDelimiter(text: string) {
  const header = text.slice(0, text.search(/\r?\n|$/))
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ','
}

function readRecords(text: string): { ok: true; records: string[][] } | { ok: false; message: string } {
  try {
    const records = parse(text, { delimiter: detectDelimiter(text), relax_column_count: true, skip_empty_lines: false }) as unknown
    return { ok: true, records: z.array(z.array(z.string())).parse(records) }
  } catch (error) {
    const line = typeof error === 'object' && error && 'lines' in error ? Number(error.lines) : null
    return {
      ok: false,
      message: `El archivo no es un CSV válido${line ? ` (cerca de la línea ${line})` : ''}: revisá las comillas y los separadores.`,
    }
  }
}

/** Each column's position, or the message refusing the header. */
function readHeader(cells: string[]): { ok: true; at: Record<ImportColumn, number> } | { ok: false; message: string } {
  const names = HeaderSchema.parse(cells).map((cell) => cell.trim().toLowerCase())
  const missing = IMPORT_COLUMNS.filter((column) => !names.includes(column))
  const unknown = names.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name))
  const repeated = names.filter((name, index) => names.indexOf(name) !== index)
  if (missing.length || unknown.length || repeated.length) {
    const details = [
      missing.length ? `faltan ${missing.join(', ')}` : '',
      unknown.length ? `sobran ${unknown.map((name) => `«${name.slice(0, 40)}»`).join(', ')}` : '',
      repeated.length ? `se repiten ${repeated.join(', ')}` : '',
    ].filter(Boolean)
    return {
      ok: false,
      message: `La primera fila tiene que ser el encabezado ${IMPORT_COLUMNS.join(', ')}: ${details.join('; ')}.`,
    }
  }
  return {
    ok: true,
    at: Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, names.indexOf(column)])) as Record<ImportColumn, number>,
  }
}

const quoted = (value: string) => `«${value.length > 60 ? `${value.slice(0, 60)}…` : value}»`

/** One row checked: the listing it would be, or its problems, each naming its column. */
function checkRow(cells: string[], row: number, at: Record<ImportColumn, number>, lookups: TaxonomyLookups) {
  const problems: ImportProblem[] = []
  const problem = (column: ImportColumn, message: string) => problems.push({ row, column, message: `Fila ${row}, ${column}: ${message}` })
  const cell = (column: ImportColumn) => cells[at[column]] ?? ''
  const checked = <C extends keyof typeof COLUMN_RULES>(column: C) => {
    // Only a description may span lines: a form's one-line fields cannot hold a line break.
    if (column !== 'description' && /[\r\n]/.test(cell(column))) {
      problem(column, 'No puede tener saltos de línea')
      return undefined
    }
    const result = COLUMN_RULES[column].safeParse(cell(column))
    if (result.success) return result.data
    problem(column, result.error.issues[0]?.message ?? 'El valor no es válido')
    return undefined
  }

  const businessName = checked('business_name')
  const contactPerson = checked('contact_person')
  const phone = checked('phone')
  if (!cell('phone').trim()) problem('phone', 'Falta el teléfono')
  const address = checked('address')
  const website = checked('website')
  const description = checked('description')

  let sector: Sector | undefined
  let subsector: Subsector | undefined
  let divisionSlug: string | null = null
  let divisionName = ''
  const sectorText = cell('sector').trim()
  if (!sectorText) problem('sector', 'Falta el rubro')
  else if (!(sector = lookups.sector(sectorText))) problem('sector', `${quoted(sectorText)} no es un rubro del directorio`)
  if (sector) {
    const subsectorText = cell('subsector').trim()
    if (!subsectorText) problem('subsector', `Falta el subrubro de ${sector.name}`)
    else if (!(subsector = lookups.subsector(sector, subsectorText)))
      problem('subsector', `${quoted(subsectorText)} no existe en ${sector.name}`)
  }
  if (subsector) {
    const divisionText = cell('division').trim()
    if (subsector.divisions.length === 0) {
      if (divisionText) problem('division', `${subsector.name} no tiene divisiones: dejá la división vacía`)
    } else if (!divisionText) problem('division', `Falta la división de ${subsector.name}`)
    else {
      const division = lookups.division(sector!, subsector, divisionText)
      if (!division) problem('division', `${quoted(divisionText)} no existe en ${subsector.name}`)
      else [divisionSlug, divisionName] = [division.slug, division.name]
    }
  }

  const localidadText = cell('localidad').trim()
  const placeFound = localidadText ? lookups.place(localidadText) : undefined
  if (!localidadText) problem('localidad', 'Falta la localidad')
  else if (!placeFound) problem('localidad', `${quoted(localidadText)} no es una localidad de CABA ni del Gran Buenos Aires`)

  problems.sort((a, b) => at[a.column!] - at[b.column!])
  if (problems.length > 0 || !businessName || !phone || !sector || !subsector || !placeFound) return { problems }
  const candidate: ImportCandidate = {
    row,
    businessName,
    sectorSlug: sector.slug,
    subsectorSlug: subsector.slug,
    divisionSlug,
    placement: [sector.name, subsector.name, divisionName].filter(Boolean).join(' > '),
    ...placeFound,
    contactPerson: contactPerson ?? null,
    phone,
    address: address ?? null,
    website: website ?? null,
    description: description ?? '',
  }
  return { candidate, problems }
}

/** The phone and name keys of every listing in the directory, active or not, claimed or not. */
function directoryKeys(db: Db) {
  const rows = db.$client
    .prepare(
      `SELECT l.business_name, l.localidad, coalesce(l.phone, p.phone)
       FROM listings l LEFT JOIN provider_profiles p ON p.id = l.profile_id`,
    )
    .raw()
    .all() as Array<[name: string, localidad: string, phone: string | null]>
  const phones = new Set<string>()
  const names = new Set<string>()
  for (const [name, localidad, phone] of rows) {
    if (phone) phones.add(phoneKey(phone))
    names.add(nameKey(name, localidad))
  }
  return { phones, names }
}

/** Checks a file without writing anything: what would be added, every problem, every duplicate. */
export function checkImport(db: Db, bytes: Uint8Array): ImportCheck {
  const decoded = decode(bytes)
  if (!decoded.ok) return { status: 'refused', message: decoded.message, problems: [] }
  const read = readRecords(decoded.text)
  if (!read.ok) return { status: 'refused', message: read.message, problems: [] }
  const [headerCells, ...rows] = read.records
  if (!headerCells) return { status: 'refused', message: 'El archivo está vacío.', problems: [] }
  const header = readHeader(headerCells)
  if (!header.ok) return { status: 'refused', message: header.message, problems: [] }

  const directory = directoryKeys(db)
  const lookups = taxonomyLookups()
  const seenPhones = new Map<string, number>()
  const seenNames = new Map<string, number>()
  const candidates: ImportCandidate[] = []
  const problems: ImportProblem[] = []
  const duplicates: ImportDuplicate[] = []
  let refusedRows = 0
  let validRows = 0
  for (const [index, cells] of rows.entries()) {
    const row = index + 2
    // A blank line (a spreadsheet's trailing rows) is no row.
    if (cells.every((cell) => !cell.trim())) continue
    if (cells.length !== headerCells.length) {
      refusedRows++
      problems.push({
        row,
        column: null,
        message: `Fila ${row}: tiene ${cells.length} columnas y el encabezado ${headerCells.length}. Revisá los separadores y las comillas.`,
      })
      continue
    }
    const checked = checkRow(cells, row, header.at, lookups)
    problems.push(...checked.problems)
    if (!checked.candidate) {
      refusedRows++
      continue
    }
    validRows++
    const { candidate } = checked
    const phone = phoneKey(candidate.phone)
    const name = nameKey(candidate.businessName, candidate.localidad)
    const earlier = seenPhones.get(phone) ?? seenNames.get(name)
    const duplicate = (message: string) =>
      duplicates.push({ row, businessName: candidate.businessName, message: `Fila ${row}: ${message}` })
    if (earlier !== undefined) duplicate(`repite la fila ${earlier} (mismo teléfono, o mismo nombre en ${candidate.localidad})`)
    else if (directory.phones.has(phone)) duplicate('ya hay un proveedor con ese teléfono en el directorio')
    else if (directory.names.has(name)) duplicate(`ya hay un proveedor con ese nombre en ${candidate.localidad}`)
    else candidates.push(candidate)
    if (!seenPhones.has(phone)) seenPhones.set(phone, row)
    if (!seenNames.has(name)) seenNames.set(name, row)
  }
  if (validRows === 0) return { status: 'refused', message: NO_VALID_ROWS_MESSAGE, problems }
  return { status: 'checked', candidates, problems, duplicates, refusedRows }
}

/** Rows per INSERT: well under SQLite's limit of bound values. */
const INSERT_BATCH_ROWS = 500

/**
 * Checks the file again and writes its new rows as unclaimed listings, all in one IMMEDIATE
 * transaction with its one audit row: two imports of one file at once add its rows once.
 * A refused file, or one with nothing new, writes nothing.
 */
export function importListings(db: Db, staff: StaffMember, { bytes, fileName }: { bytes: Uint8Array; fileName: string }): ImportResult {
  return db.transaction((tx): ImportResult => {
    const check = checkImport(db, bytes)
    if (check.status === 'refused' || check.candidates.length === 0) return { ...check, added: 0 }
    for (let start = 0; start < check.candidates.length; start += INSERT_BATCH_ROWS) {
      tx.insert(listings)
        .values(
          check.candidates.slice(start, start + INSERT_BATCH_ROWS).map((candidate) => ({
            profileId: null,
            businessName: candidate.businessName,
            contactPerson: candidate.contactPerson,
            phone: candidate.phone,
            address: candidate.address,
            website: candidate.website,
            description: candidate.description,
            sectorSlug: candidate.sectorSlug,
            subsectorSlug: candidate.subsectorSlug,
            divisionSlug: candidate.divisionSlug,
            zona: candidate.zona,
            localidad: candidate.localidad,
          })),
        )
        .run()
    }
    const counts = { added: check.candidates.length, skipped: check.duplicates.length, refused: check.refusedRows }
    recordStaffAction(db, staff, {
      action: 'listings.import',
      objectType: 'import',
      objectId: fileName,
      after: { file: fileName, ...counts },
    })
    return { ...check, added: counts.added }
  })
}
