import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { backupDatabase, restoreDatabase } from '~/server/backup.server'
import { db } from '~/server/db.server'
import { openDatabase } from '~/server/sqlite.server'
import { countRows, createListing, resetDatabase } from '../setup/factories'

type Row = { id: number; business_name: string }

const live = process.env.DATABASE_PATH!
let folder: string
let backup: string

const listingRows = (file: string) => {
  const copy = new Database(file, { readonly: true })
  try {
    return copy.prepare('SELECT id, business_name FROM listings ORDER BY id').all() as Row[]
  } finally {
    copy.close()
  }
}
const integrity = (file: string) => {
  const copy = new Database(file, { readonly: true })
  try {
    return copy.pragma('integrity_check', { simple: true })
  } finally {
    copy.close()
  }
}
const freshFolder = () => fs.mkdtempSync(path.join(folder, 'restored-'))

async function until(condition: () => boolean) {
  const deadline = Date.now() + 10_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-backup-'))
  backup = path.join(folder, 'backup.db')
  resetDatabase(db)
  for (let i = 0; i < 20; i++) createListing(db)
  await backupDatabase(live, backup)
  return () => fs.rmSync(folder, { recursive: true, force: true })
})

describe('the drill: backup during writes, restore into a fresh folder', () => {
  test('the restored database has every row committed before the backup started, and no half of a later one', async () => {
    resetDatabase(db)
    const writer = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/setup/backup-writer.ts'), live], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let output = ''
    writer.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    const exited = new Promise((resolve) => writer.once('exit', resolve))
    try {
      await until(() => countRows(db, 'listings') >= 300)
      const committedBefore = listingRows(live)
      const file = path.join(folder, 'during-writes.db')
      const { counts } = await backupDatabase(live, file)
      // The writer went on while the copy was made and after it.
      await until(() => countRows(db, 'listings') > counts.listings! + 100)
      writer.stdin.end('stop\n')
      await exited
      expect(JSON.parse(output.split('\n')[1]!).inserted).toBeGreaterThan(counts.listings!)

      const target = path.join(freshFolder(), 'redobra.db')
      const { previous } = restoreDatabase(file, target)
      expect(previous).toBeNull()
      expect(integrity(target)).toBe('ok')
      const restored = listingRows(target)
      expect(restored.length).toBe(counts.listings)
      expect(restored.slice(0, committedBefore.length)).toEqual(committedBefore)
      // A consistent snapshot: exactly the rows the live database had up to the last one copied.
      expect(restored).toEqual(listingRows(live).slice(0, restored.length))
      // The app opens it and migrates nothing more.
      const reopened = openDatabase(target)
      expect(countRows(reopened, 'listings')).toBe(restored.length)
      reopened.$client.close()
    } finally {
      writer.kill()
    }
  })
})

describe('backup', () => {
  test('prints the row counts, and refuses to overwrite a file unless forced', async () => {
    resetDatabase(db)
    createListing(db)
    const file = path.join(folder, 'twice.db')
    const first = await backupDatabase(live, file)
    expect(first.counts.listings).toBe(1)
    expect(first.bytes).toBe(fs.statSync(file).size)
    createListing(db)
    await expect(backupDatabase(live, file)).rejects.toThrow('already exists; pass --force')
    expect(listingRows(file)).toHaveLength(1)
    const forced = await backupDatabase(live, file, { force: true })
    expect(forced.counts.listings).toBe(2)
    expect(fs.existsSync(`${file}.tmp`)).toBe(false)
  })
})

describe('restore refuses, and changes nothing, when', () => {
  beforeEach(() => resetDatabase(db))

  function existingDatabase() {
    const target = path.join(freshFolder(), 'redobra.db')
    restoreDatabase(backup, target)
    return { target, bytes: fs.readFileSync(target) }
  }
  function expectUnchanged({ target, bytes }: { target: string; bytes: Buffer }) {
    expect(fs.readFileSync(target).equals(bytes)).toBe(true)
    expect(fs.readdirSync(path.dirname(target))).toEqual(['redobra.db'])
  }

  test('the file is not a database at all', () => {
    const existing = existingDatabase()
    const garbage = path.join(folder, 'garbage.db')
    fs.writeFileSync(garbage, Buffer.alloc(64 * 1024, 'basura '))
    expect(() => restoreDatabase(garbage, existing.target)).toThrow('is damaged or not an SQLite database')
    expectUnchanged(existing)
  })

  test('garbage bytes were written into a copy', () => {
    const existing = existingDatabase()
    const corrupt = path.join(folder, 'corrupt.db')
    const bytes = fs.readFileSync(backup)
    const pageSize = bytes.readUInt16BE(16)
    // Every page past the schema page: the tables' and indexes' b-trees.
    for (let offset = pageSize * 2; offset < bytes.length; offset += pageSize) bytes.fill(0xa5, offset + 8, offset + 200)
    fs.writeFileSync(corrupt, bytes)
    expect(() => restoreDatabase(corrupt, existing.target)).toThrow(/failed the integrity check|is damaged or not an SQLite database/)
    expectUnchanged(existing)
  })

  test('the copy comes from newer code (a migration this code does not have)', () => {
    const existing = existingDatabase()
    const newer = path.join(folder, 'newer.db')
    fs.copyFileSync(backup, newer)
    const copy = new Database(newer)
    copy.prepare(`INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('future', ?)`).run(Date.now() + 365 * 86_400_000)
    copy.close()
    expect(() => restoreDatabase(newer, existing.target)).toThrow('was made by newer code')
    expectUnchanged(existing)
  })

  test('a connection (the running app) has the database open', () => {
    createListing(db)
    expect(() => restoreDatabase(backup, live)).toThrow('is in use: stop the app')
    expect(countRows(db, 'listings')).toBe(1)
    expect(fs.readdirSync(path.dirname(live)).filter((name) => name.includes('before-restore') || name.includes('restoring'))).toEqual([])
  })
})

test('restore keeps the previous database, with the last writes of an app that crashed, to undo a mistake', () => {
  const target = path.join(freshFolder(), 'redobra.db')
  restoreDatabase(backup, target)
  // The app wrote and was killed: its last write is only in the -wal beside the database.
  const crashed = spawnSync(process.execPath, [
    '-e',
    `const db = new (require('better-sqlite3'))(process.argv[1]); db.pragma('journal_mode = WAL');
     db.prepare("INSERT INTO listings (business_name, sector_slug, subsector_slug, zona, localidad) VALUES ('Escrita antes del corte', 'cubiertas', 'techistas', 'CABA', 'Palermo')").run();
     process.kill(process.pid, 'SIGKILL')`,
    target,
  ])
  expect(crashed.signal).toBe('SIGKILL')
  expect(fs.statSync(`${target}-wal`).size).toBeGreaterThan(0)

  const { previous } = restoreDatabase(backup, target, { now: new Date('2026-03-01T12:00:00Z') })
  expect(previous).toBe(`${target}.before-restore-2026-03-01T12-00-00-000Z`)
  expect(fs.readdirSync(path.dirname(target)).sort()).toEqual(['redobra.db', 'redobra.db.before-restore-2026-03-01T12-00-00-000Z'])
  expect(listingRows(previous!).map((row) => row.business_name)).toContain('Escrita antes del corte')
  expect(integrity(previous!)).toBe('ok')
  expect(listingRows(target)).toEqual(listingRows(backup))
})
