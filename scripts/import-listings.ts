/**
 * npm run import:listings -- FILE.csv [--write --staff EMAIL]
 * Checks a CSV of unclaimed listings against the database the app uses (DATABASE_PATH) and prints
 * the report /admin/importar shows; with --write it imports the new rows, audited under the staff
 * account named. Exits with 1 when the file is refused and 2 on a wrong command line.
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { findStaffMember } from '../app/models/audit.server'
import { checkImport, importListings, type ImportCheck } from '../app/models/listing-import.server'
import { db } from '../app/server/db.server'
import { env } from '../app/server/env.server'
import { counted } from '../app/utils/format'

const USAGE = 'Usage: npm run import:listings -- FILE.csv [--write --staff EMAIL]'

function fail(message: string, code: number): never {
  console.error(message)
  process.exit(code)
}

function printReport(check: ImportCheck) {
  for (const problem of check.problems) console.info(problem.message)
  if (check.status === 'refused') return
  for (const duplicate of check.duplicates) console.info(`${duplicate.message} (${duplicate.businessName})`)
  console.info(
    `${counted(check.candidates.length, 'fila nueva', 'filas nuevas')}, ${counted(check.duplicates.length, 'duplicada', 'duplicadas')} (se saltean), ${check.refusedRows} con problemas.`,
  )
}

let args
try {
  args = parseArgs({ allowPositionals: true, options: { write: { type: 'boolean' }, staff: { type: 'string' } } })
} catch {
  fail(USAGE, 2)
}
const [file, ...extra] = args.positionals
if (!file || extra.length > 0 || (args.values.write && !args.values.staff)) fail(USAGE, 2)

let bytes: Buffer
try {
  bytes = fs.readFileSync(file)
} catch {
  fail(`No se pudo leer ${file}.`, 1)
}
const started = performance.now()
const fileName = path.basename(file)
if (args.values.write) {
  const staff =
    findStaffMember(db, args.values.staff!) ?? fail(`${args.values.staff} no es una cuenta del equipo (staff) en ${env.DATABASE_PATH}.`, 1)
  const result = importListings(db, staff, { bytes, fileName })
  printReport(result)
  if (result.status === 'refused') fail(`Archivo rechazado, no se escribió nada: ${result.message}`, 1)
  console.info(
    `${result.added === 1 ? 'Importada' : 'Importadas'} ${counted(result.added, 'fila', 'filas')} de ${fileName} en ${env.DATABASE_PATH} (${((performance.now() - started) / 1000).toFixed(2)} s).`,
  )
} else {
  const check = checkImport(db, bytes)
  printReport(check)
  if (check.status === 'refused') fail(`Archivo rechazado: ${check.message}`, 1)
  console.info('Prueba sin escribir nada: agregá --write --staff EMAIL para importar.')
}
