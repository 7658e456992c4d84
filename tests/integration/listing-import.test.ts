import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, SERVICE_DESCRIPTION_MAX_LENGTH } from '~/constants'
import { findListings } from '~/models/listings.server'
import { checkImport, importListings, NOT_CSV_MESSAGE, NOT_UTF8_MESSAGE } from '~/models/listing-import.server'
import { db } from '~/server/db.server'
import { openDatabase } from '~/server/sqlite.server'
import { CONTROL_CHARACTERS } from '~/utils/validation'
import { action, loader } from '~/routes/admin.importar/route'
import type { ImportReply } from '~/routes/admin.importar/import.server'
import { answer, ORIGIN, signedInCookie } from '../setup/actions'
import { countRows, createAccount, createListing, resetDatabase } from '../setup/factories'
import { BAD_VALUES } from '../setup/bad-input'
import { raceProcesses } from '../setup/race'

const HEADER: string[] = [...IMPORT_COLUMNS]
const GOOD_ROWS = [
  [
    'Techos Ruiz',
    'Cubiertas',
    'Techistas',
    '',
    'Ana Ruiz',
    '11 4321-0001',
    'Av. Cabildo 100',
    'Belgrano',
    'www.techosruiz.com.ar',
    'Techos de chapa.',
  ],
  [
    'Corralón Los Andes',
    'mampostería y durlock',
    'CORRALONES Y MATERIALES',
    'Corralones de materiales',
    '',
    '(011) 4321-0002',
    '',
    'caballito',
    '',
    '',
  ],
  ['Pinturas Núñez', 'terminaciones', 'PINTURAS', '', '', '11 15-4321-0003', '', 'Núñez', '', 'Interiores y exteriores.'],
]

/** Cells quoted as a spreadsheet saves them: always, with inner quotes doubled. */
function csv(rows: string[][], { delimiter = ',', newline = '\n', bom = false } = {}) {
  const text = rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(delimiter)).join(newline) + newline
  return Buffer.from((bom ? '\ufeff' : '') + text, 'utf8')
}

let staff: ReturnType<typeof createAccount>['user']
let staffCookie: string
let firstAuditId: number
beforeEach(async () => {
  resetDatabase(db)
  staff = createAccount(db, { isStaff: true }).user
  staffCookie = await signedInCookie(staff.id)
  firstAuditId = db.get<{ id: number | null }>(sql`SELECT max(id) AS id FROM audit_log`).id ?? 0
})

const auditRows = () =>
  db.all<{ action: string; objectType: string; objectId: string; after: string; staffUserId: number }>(
    sql`SELECT action, object_type AS objectType, object_id AS objectId, after, staff_user_id AS staffUserId FROM audit_log WHERE id > ${firstAuditId}`,
  )

function post(fields: Record<string, string | File>, cookie: string | null = staffCookie) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return new Request(`${ORIGIN}/admin/importar`, {
    method: 'POST',
    headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body,
  })
}
const upload = (bytes: Uint8Array, name = 'proveedores.csv', cookie?: string | null) =>
  answer<ImportReply>(action, post({ intent: 'revisar', archivo: new File([Buffer.from(bytes)], name, { type: 'text/csv' }) }, cookie))
const confirm = (file: string, fileName = 'proveedores.csv') => answer<ImportReply>(action, post({ intent: 'importar', file, fileName }))

describe('the two steps on /admin/importar', () => {
  test('the dry run shows what would be added and each bad row by line and column, and writes nothing', async () => {
    const rows = [
      HEADER,
      ...GOOD_ROWS,
      ['Mala Fila', 'Mampostería y Durlock', 'Ladrillo', '', '', '11 4321-0009', '', 'Palermo', '', ''],
      ['Sin Teléfono', 'Cubiertas', 'Techistas', '', '', '', '', 'Marte', 'no es un sitio', ''],
    ]
    const result = await upload(csv(rows))
    expect(result.status).toBe(200)
    const dryRun = result.reply!.dryRun!
    expect(dryRun.candidates.map((c) => [c.row, c.businessName, c.placement, c.zona])).toEqual([
      [2, 'Techos Ruiz', 'Cubiertas > Techistas', 'CABA'],
      [3, 'Corralón Los Andes', 'Mampostería y Durlock > Corralones y materiales > Corralones de materiales', 'CABA'],
      [4, 'Pinturas Núñez', 'Terminaciones > Pinturas', 'CABA'],
    ])
    expect(dryRun.problems).toEqual([
      'Fila 5, subsector: «Ladrillo» no existe en Mampostería y Durlock',
      'Fila 6, phone: Falta el teléfono',
      'Fila 6, localidad: «Marte» no es una localidad de CABA ni del Gran Buenos Aires',
      'Fila 6, website: El sitio web no es válido. Por ejemplo: www.tuempresa.com.ar',
    ])
    expect(dryRun).toMatchObject({ addCount: 3, refusedRows: 2, duplicateCount: 0, refusal: null })
    expect(dryRun.file).toMatch(/^[0-9a-f]{64}$/)
    expect(countRows(db, 'listings')).toBe(0)
    expect(auditRows()).toEqual([])
  })

  test("'Importar' adds the valid rows unclaimed, with one audit row, and search finds them at once", async () => {
    const { reply } = await upload(
      csv([
        HEADER,
        ...GOOD_ROWS,
        ['Mala', 'Cubiertas', 'Ladrillo', '', '', '11 4321-0009', '', 'Palermo', '', ''],
        ['Zinguería del Sur', 'Cubiertas', 'Zinguería', '', '', '11 4321-0004', '', 'Lanús', '', ''],
      ]),
    )
    const result = await confirm(reply!.dryRun!.file)
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/admin/importar')
    const stored = db.all<{
      name: string
      profileId: number | null
      phone: string
      zona: string
      localidad: string
      website: string | null
    }>(sql`SELECT business_name AS name, profile_id AS profileId, phone, zona, localidad, website FROM listings ORDER BY id`)
    expect(stored).toEqual([
      {
        name: 'Techos Ruiz',
        profileId: null,
        phone: '+541143210001',
        zona: 'CABA',
        localidad: 'Belgrano',
        website: 'https://www.techosruiz.com.ar',
      },
      { name: 'Corralón Los Andes', profileId: null, phone: '+541143210002', zona: 'CABA', localidad: 'Caballito', website: null },
      { name: 'Pinturas Núñez', profileId: null, phone: '+5491143210003', zona: 'CABA', localidad: 'Núñez', website: null },
      // A partido written as builders write it is read as its seat.
      { name: 'Zinguería del Sur', profileId: null, phone: '+541143210004', zona: 'GBA Sur', localidad: 'Lanús Oeste', website: null },
    ])
    const audit = auditRows()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'listings.import', objectType: 'import', objectId: 'proveedores.csv', staffUserId: staff.id })
    expect(JSON.parse(audit[0]!.after)).toEqual({ file: 'proveedores.csv', added: 4, skipped: 0, refused: 1 })
    expect(findListings(db, { term: 'corralon andes' }).items.map((item) => item.businessName)).toEqual(['Corralón Los Andes'])
  })

  test('a re-import of the same file adds nothing: every row is a duplicate', async () => {
    const bytes = csv([HEADER, ...GOOD_ROWS])
    const first = await upload(bytes)
    await confirm(first.reply!.dryRun!.file)
    // The checked file is gone once imported: its page sent again adds nothing.
    const again = await confirm(first.reply!.dryRun!.file)
    expect(again.reply?.formError).toMatch(/venció o ya se importó/)

    const second = await upload(bytes)
    expect(second.reply!.dryRun).toMatchObject({ addCount: 0, duplicateCount: 3, file: '' })
    expect(importListings(db, staff, { bytes, fileName: 'proveedores.csv' }).added).toBe(0)
    expect(countRows(db, 'listings')).toBe(3)
    expect(auditRows()).toHaveLength(1)
  })

  test('two imports of one file at once add its rows once', async () => {
    const file = path.join(os.tmpdir(), `carrera-${process.pid}.csv`)
    fs.writeFileSync(file, csv([HEADER, ...GOOD_ROWS]))
    const added = await raceProcesses<number>('import-worker.ts', [
      [file, String(staff.id), staff.email],
      [file, String(staff.id), staff.email],
    ])
    fs.rmSync(file)
    expect(added.sort()).toEqual([0, 3])
    expect(countRows(db, 'listings')).toBe(3)
    expect(auditRows()).toHaveLength(1)
  })

  test('anyone but staff gets the not-found page, and nothing is read or written', async () => {
    const builder = createAccount(db, { role: 'constructor' }).user
    for (const cookie of [null, await signedInCookie(builder.id)]) {
      const headers = cookie ? { Cookie: cookie } : undefined
      await expect(
        loader({ request: new Request(`${ORIGIN}/admin/importar`, { headers }), params: {}, context: {} }),
      ).rejects.toHaveProperty('status', 404)
      expect((await upload(csv([HEADER, ...GOOD_ROWS]), 'x.csv', cookie)).status).toBe(404)
    }
    expect(countRows(db, 'listings')).toBe(0)
  })
})

describe('duplicates', () => {
  test('of a listing already in the directory (same phone digits, or same name in the same localidad) and within the file', () => {
    createListing(db, { businessName: 'Otro Nombre', phone: '+541143210001', localidad: 'Palermo' })
    createListing(db, { businessName: 'CORRALON  los andes.', localidad: 'Caballito' })
    const rows = [
      HEADER,
      ...GOOD_ROWS,
      ['Pinturas Nuñez', 'Terminaciones', 'Pinturas', '', '', '11 4321-0099', '', 'Nuñez', '', ''],
      ['Otra', 'Terminaciones', 'Pinturas', '', '', '+54 9 11 4321-0003', '', 'Palermo', '', ''],
    ]
    const check = checkImport(db, csv(rows))
    expect(check.status === 'checked' && check.duplicates.map((d) => d.message)).toEqual([
      'Fila 2: ya hay un proveedor con ese teléfono en el directorio',
      'Fila 3: ya hay un proveedor con ese nombre en Caballito',
      'Fila 5: repite la fila 4 (mismo teléfono, o mismo nombre en Núñez)',
      'Fila 6: repite la fila 4 (mismo teléfono, o mismo nombre en Palermo)',
    ])
    expect(check.status === 'checked' && check.candidates.map((c) => c.businessName)).toEqual(['Pinturas Núñez'])
  })
})

describe('files refused whole: nothing is written', () => {
  const latin1 = Buffer.from(
    'business_name,sector,subsector,division,contact_person,phone,address,localidad,website,description\nCorralón,Cubiertas,Techistas,,,11 4321-0001,,Palermo,,\n',
    'latin1',
  )
  const cases: Array<[string, Uint8Array, string | RegExp]> = [
    ['a PNG renamed .csv', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), NOT_CSV_MESSAGE],
    ['a PDF renamed .csv', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\x0c', 'latin1'), NOT_CSV_MESSAGE],
    [
      'NUL bytes in a cell',
      csv([HEADER, ['Losa\u0000', 'Cubiertas', 'Techistas', '', '', '11 4321-0001', '', 'Palermo', '', '']]),
      NOT_CSV_MESSAGE,
    ],
    ['Latin-1', latin1, NOT_UTF8_MESSAGE],
    [
      'mixed encodings (UTF-8 and a Latin-1 cell)',
      Buffer.concat([csv([HEADER, GOOD_ROWS[0]!]), latin1.subarray(latin1.indexOf('\n') + 1)]),
      NOT_UTF8_MESSAGE,
    ],
    [
      'a wrong header',
      csv([
        ['nombre', 'rubro'],
        ['Techos', 'Cubiertas'],
      ]),
      /faltan business_name, sector.*sobran «nombre», «rubro»/,
    ],
    [
      'no valid row',
      csv([HEADER, ['', 'Cubiertas', 'Techistas', '', '', '11 4321-0001', '', 'Palermo', '', '']]),
      'El archivo no tiene ninguna fila válida: no se importó nada.',
    ],
    ['only a header', csv([HEADER]), 'El archivo no tiene ninguna fila válida: no se importó nada.'],
    ['an empty file', Buffer.alloc(0), 'El archivo está vacío.'],
    ['an unclosed quote', Buffer.from(`${HEADER.join(',')}\n"Techos,Cubiertas\n`), /no es un CSV válido/],
  ]
  test.each(cases)('%s', async (_, bytes, message) => {
    const check = checkImport(db, bytes)
    expect(check.status).toBe('refused')
    expect(check.status === 'refused' && check.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message))
    expect(importListings(db, staff, { bytes, fileName: 'x.csv' }).added).toBe(0)
    if (bytes.byteLength > 0) {
      const result = await upload(bytes)
      expect(result.status).toBe(400)
      expect(result.reply!.dryRun).toMatchObject({
        refusal: typeof message === 'string' ? message : expect.stringMatching(message),
        file: '',
        candidates: [],
      })
    }
    expect(countRows(db, 'listings')).toBe(0)
    expect(auditRows()).toEqual([])
  })

  test('a file over 5 MB', async () => {
    const fileOf = (bytes: number) => {
      const row = `${GOOD_ROWS[0]!.join(',')}\n`
      return Buffer.from(`${HEADER.join(',')}\n${row.repeat(Math.ceil(bytes / row.length))}`).subarray(0, bytes)
    }
    expect(checkImport(db, fileOf(IMPORT_MAX_BYTES + 1))).toMatchObject({
      status: 'refused',
      message: expect.stringMatching(/más de 5 MB/),
    })
    const result = await upload(fileOf(IMPORT_MAX_BYTES + 1024 * 1024))
    expect(result.status).toBe(413)
    expect(result.reply!.fileError).toMatch(/más de 5 MB/)
    expect(countRows(db, 'listings')).toBe(0)
  })
})

describe('what a cell may hold', () => {
  test('formulas are kept as literal text; a 10,000-character field is refused by its column with the limit', () => {
    const rows = [
      HEADER,
      [
        '=HYPERLINK("http://malo.example","Clic")',
        'Cubiertas',
        'Techistas',
        '',
        '@SUM(A1)',
        '11 4321-0001',
        '-2+3',
        'Palermo',
        '',
        '+cmd|calc',
      ],
      ['Larga', 'Cubiertas', 'Techistas', '', '', '11 4321-0002', '', 'Palermo', '', 'a'.repeat(10_000)],
      ['Web fórmula', 'Cubiertas', 'Techistas', '', '', '11 4321-0003', '', 'Palermo', '=HYPERLINK("x")', ''],
    ]
    const check = checkImport(db, csv(rows))
    expect(check.status).toBe('checked')
    expect(check.problems.map((p) => p.message)).toEqual([
      `Fila 3, description: La descripción puede tener hasta ${SERVICE_DESCRIPTION_MAX_LENGTH} caracteres`,
      'Fila 4, website: El sitio web no es válido. Por ejemplo: www.tuempresa.com.ar',
    ])
    importListings(db, staff, { bytes: csv(rows), fileName: 'formulas.csv' })
    expect(db.get(sql`SELECT business_name AS name, contact_person AS contact, address, description FROM listings`)).toEqual({
      name: '=HYPERLINK("http://malo.example","Clic")',
      contact: '@SUM(A1)',
      address: '-2+3',
      description: '+cmd|calc',
    })
  })

  test('every hostile value in every column is imported as text or refused by its column, never an exception', () => {
    const rows = [HEADER]
    for (const value of BAD_VALUES)
      for (const column of HEADER.keys()) rows.push(GOOD_ROWS[0]!.map((cell, at) => (at === column ? value : cell)))
    // NUL and the other control bytes refuse the file whole; the rest are checked cell by cell.
    const printable = rows.filter((row) => !row.some((cell) => CONTROL_CHARACTERS.test(cell)))
    const check = checkImport(db, csv(printable))
    expect(check.status).toBe('checked')
    for (const problem of check.problems) expect(problem.message).toMatch(/^Fila \d+(, [a-z_]+)?: \S/)
    importListings(db, staff, { bytes: csv(printable), fileName: 'hostil.csv' })
    expect(db.$client.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(checkImport(db, csv(rows))).toMatchObject({ status: 'refused', message: NOT_CSV_MESSAGE })
  })

  test('semicolons, a BOM, CRLF line ends, quotes and line breaks inside cells', () => {
    const rows = [
      HEADER,
      ['Techos "El Rayo"; SRL', 'Cubiertas', 'Techistas', '', '', '11 4321-0001', '', 'Palermo', '', 'Chapa;\r\nteja y "membrana"'],
    ]
    const bytes = csv(rows, { delimiter: ';', newline: '\r\n', bom: true })
    importListings(db, staff, { bytes, fileName: 'punto-y-coma.csv' })
    expect(db.get(sql`SELECT business_name AS name, description FROM listings`)).toEqual({
      name: 'Techos "El Rayo"; SRL',
      description: 'Chapa;\r\nteja y "membrana"',
    })
  })

  test('only the description may span lines', () => {
    const row = ['Techos\nRuiz', 'Cubiertas', 'Techistas', '', '', '11 4321-0001', 'Av. Cabildo\r\n100', 'Palermo', '', 'Chapa\ny teja']
    expect(checkImport(db, csv([HEADER, row])).problems.map((p) => p.message)).toEqual([
      'Fila 2, business_name: No puede tener saltos de línea',
      'Fila 2, address: No puede tener saltos de línea',
    ])
  })

  test('a row with a missing or an extra cell is reported with its row number, and blank lines are no rows', () => {
    const text = `${HEADER.join(',')}\n${GOOD_ROWS[0]!.join(',')}\n\nSolo,tres,celdas\n${GOOD_ROWS[2]!.join(',')},extra\n`
    const check = checkImport(db, Buffer.from(text))
    expect(check.problems.map((p) => p.message)).toEqual([
      'Fila 4: tiene 3 columnas y el encabezado 10. Revisá los separadores y las comillas.',
      'Fila 5: tiene 11 columnas y el encabezado 10. Revisá los separadores y las comillas.',
    ])
  })
})

describe('npm run import:listings', () => {
  const run = promisify(execFile)
  test('a dry run writes nothing; --write imports as a staff account; a refused file exits 1', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-import-cli-'))
    const database = path.join(dir, 'cli.db')
    const cliDb = openDatabase(database)
    const cliStaff = createAccount(cliDb, { isStaff: true }).user
    fs.writeFileSync(
      path.join(dir, 'bueno.csv'),
      csv([HEADER, ...GOOD_ROWS, ['Mala', 'Cubiertas', 'Ladrillo', '', '', '11 4321-0009', '', 'Palermo', '', '']]),
    )
    fs.writeFileSync(path.join(dir, 'malo.csv'), Buffer.from('89504e470d0a1a0a', 'hex'))
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/import-listings.ts', ...args], {
        env: { ...process.env, DATABASE_PATH: database },
      }).then(
        (done) => ({ code: 0, ...done }),
        (failed: { code: number; stdout: string; stderr: string }) => failed,
      )
    const listingsIn = () => cliDb.get<{ count: number }>(sql`SELECT count(*) AS count FROM listings`).count

    const dry = await cli(path.join(dir, 'bueno.csv'))
    expect(dry.code).toBe(0)
    expect(dry.stdout).toContain('Fila 5, subsector: «Ladrillo» no existe en Cubiertas')
    expect(dry.stdout).toContain('3 filas nuevas, 0 duplicadas (se saltean), 1 con problemas.')
    expect(listingsIn()).toBe(0)

    expect((await cli(path.join(dir, 'bueno.csv'), '--write')).code).toBe(2)
    expect((await cli(path.join(dir, 'bueno.csv'), '--write', '--staff', 'nadie@ejemplo.com.ar')).code).toBe(1)
    const written = await cli(path.join(dir, 'bueno.csv'), '--write', '--staff', cliStaff.email)
    expect(written.code).toBe(0)
    expect(written.stdout).toContain('Importadas 3 filas de bueno.csv')
    expect(listingsIn()).toBe(3)

    const refused = await cli(path.join(dir, 'malo.csv'), '--write', '--staff', cliStaff.email)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(NOT_CSV_MESSAGE)
    expect(listingsIn()).toBe(3)
    cliDb.$client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }, 60_000)
})
