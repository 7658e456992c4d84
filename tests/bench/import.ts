/**
 * CSV import of 10,000 listings into a directory of 100k: a generated file of realistic rows
 * (names and slugs in every case, with and without accents, phones written every usual way, a
 * few bad rows and duplicates), checked (parse and dry run) and then imported, each timed apart,
 * on a copy of data/bench/redobra-100000.db; then a search for one imported row. Run with
 * `npm run bench:import`; fails when the import misses its budget or search does not find the row.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import Database from 'better-sqlite3'
import { IMPORT_COLUMNS } from '../../app/constants'
import { checkImport, importListings } from '../../app/models/listing-import.server'
import { findListings } from '../../app/models/listings.server'
import { localidadesOf, SECTORS, ZONES } from '../../app/taxonomy'
import { openDatabase } from '../../app/server/sqlite.server'
import { createAccount } from '../setup/factories'
import { ensureDatabase, printLoad } from './bench-server'

const ROWS = 10_000
const DIRECTORY_SIZE = 100_000
const BUDGET_SECONDS = 10

/** A fixed-seed generator (mulberry32), so every run imports the same file. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FIRST = ['Construcciones', 'Obras', 'Servicios', 'Materiales', 'Taller', 'Estudio', 'Corralón', 'Soluciones']
const SURNAMES = ['Pérez', 'Gómez', 'Fernández', 'Núñez', 'Ibáñez', 'Rodríguez', 'Martínez', 'Sosa', 'Acuña', 'Benítez']
const STREETS = ['Av. Rivadavia', 'Av. San Martín', 'Belgrano', 'Mitre', 'Sarmiento', 'Av. Cabildo', 'Lavalle']

/** The bench's CSV: semicolons, a BOM and CRLF, as a spreadsheet in Spanish saves it. */
function generateCsv(rows: number) {
  const next = random(20261125)
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  const spell = (name: string, slug: string) => pick([name, slug, name.toUpperCase(), name.normalize('NFD').replace(/\p{M}/gu, '')])
  const localidades = ZONES.flatMap((zone) => localidadesOf(zone))
  const quote = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)
  const lines = [IMPORT_COLUMNS.join(';')]
  for (let i = 0; i < rows; i++) {
    const sector = pick(SECTORS)
    const subsector = pick(sector.subsectors)
    const division = subsector.divisions.length ? pick(subsector.divisions) : undefined
    // Córdoba numbers: none of the demo directory's, which are all in the 11 area.
    const local = String(4000000 + i).padStart(7, '0')
    const phone = pick([`0351 ${local.slice(0, 3)}-${local.slice(3)}`, `(351) ${local}`, `+54 351 ${local}`])
    const name = `${pick(FIRST)} ${pick(SURNAMES)} ${i + 1}`
    const cells = [
      // One row in a hundred is bad: an unknown subsector.
      i % 100 === 99 ? `${name} (fila mala)` : name,
      spell(sector.name, sector.slug),
      i % 100 === 99 ? 'Subrubro inventado' : spell(subsector.name, subsector.slug),
      division ? spell(division.name, division.slug) : '',
      pick(['', `${pick(['Ana', 'Juan', 'María', 'Luis'])} ${pick(SURNAMES)}`]),
      phone,
      `${pick(STREETS)} ${100 + (i % 5000)}`,
      pick(localidades),
      pick(['', `www.obra${i + 1}.com.ar`]),
      `${subsector.name} en ${pick(['CABA', 'zona norte', 'zona sur', 'zona oeste'])}.\nPresupuestos sin cargo; "consultá".`,
    ]
    lines.push(cells.map(quote).join(';'))
    // One row in two hundred repeats the one before it.
    if (i % 200 === 150) lines.push(lines.at(-1)!)
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8')
}

/** Wall-clock and CPU seconds since `from`: on a machine other work shares, the CPU time is the steadier figure. */
const now = () => ({ wall: performance.now(), cpu: process.cpuUsage() })
const seconds = (from: ReturnType<typeof now>) => {
  const cpu = process.cpuUsage(from.cpu)
  return { wall: (performance.now() - from.wall) / 1000, cpu: (cpu.user + cpu.system) / 1e6 }
}
const show = ({ wall, cpu }: { wall: number; cpu: number }) => `${wall.toFixed(2)} s (CPU ${cpu.toFixed(2)} s)`

const source = ensureDatabase(DIRECTORY_SIZE)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-import-bench-'))
const file = path.join(dir, 'redobra.db')
await new Database(source, { readonly: true }).backup(file)
const db = openDatabase(file)
const staff = createAccount(db, { isStaff: true }).user
const csv = generateCsv(ROWS)
const listingsBefore = db.$client.prepare('SELECT count(*) FROM listings').pluck().get() as number

printLoad('before')
let started = now()
const check = checkImport(db, csv)
const checkSeconds = seconds(started)
if (check.status !== 'checked') throw new Error(`the bench file was refused: ${check.message}`)

started = now()
const result = importListings(db, staff, { bytes: csv, fileName: 'bench.csv' })
const importSeconds = seconds(started)

const target = check.candidates.at(-1)!
started = now()
const found = findListings(db, { term: target.businessName }).items.some((item) => item.businessName === target.businessName)
const searchMs = seconds(started).wall * 1000
printLoad('after')

const total = { wall: checkSeconds.wall + importSeconds.wall, cpu: checkSeconds.cpu + importSeconds.cpu }
console.info(`\nImport of ${ROWS} rows (${(csv.byteLength / 1024 / 1024).toFixed(1)} MB) into ${listingsBefore} listings`)
console.info(`  parse + dry run: ${show(checkSeconds)}`)
console.info(`    ${check.candidates.length} to add, ${check.duplicates.length} duplicates, ${check.refusedRows} bad rows`)
console.info(`  'Importar' (the same check again, then the writes, one transaction): ${show(importSeconds)}; ${result.added} added`)
console.info(`  both steps: ${show(total)}; budget ${BUDGET_SECONDS} s`)
console.info(`  search for «${target.businessName}» right after: ${found ? 'found' : 'NOT FOUND'} in ${searchMs.toFixed(1)} ms`)
db.$client.close()
fs.rmSync(dir, { recursive: true, force: true })

if (!found || total.wall > BUDGET_SECONDS || result.added !== check.candidates.length) process.exit(1)
