import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isLiteFsReplica, openDatabase } from '~/server/sqlite.server'

/*
 * A LiteFS replica's database file belongs to the primary: the app must start on it without
 * writing (no migration, no taxonomy upsert) and still read it. A temp folder stands for the
 * LiteFS mount, with the `.primary` file LiteFS writes on replicas.
 */

let mount: string
let file: string
let allSectors: number
const hash = (target: string) => crypto.createHash('sha256').update(fs.readFileSync(target)).digest('hex')
const sectorCount = (target: string) => {
  const db = openDatabase(target)
  try {
    return db.$client.prepare('SELECT count(*) FROM sectors').pluck().get() as number
  } finally {
    db.$client.close()
  }
}

beforeAll(() => {
  mount = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-mount-'))
  file = path.join(mount, 'redobra.db')
  // Migrated as the primary would, then one taxonomy row removed: a start-up upsert would restore it.
  const primary = openDatabase(file)
  allSectors = primary.$client.prepare('SELECT count(*) FROM sectors').pluck().get() as number
  primary.$client.prepare("DELETE FROM sectors WHERE slug = 'otros'").run()
  primary.$client.close()
})

afterAll(() => fs.rmSync(mount, { recursive: true, force: true }))

describe('isLiteFsReplica', () => {
  test('is false without a .primary file beside the database and for an in-memory database', () => {
    expect(isLiteFsReplica(file)).toBe(false)
    expect(isLiteFsReplica(':memory:')).toBe(false)
  })

  test('is true when LiteFS names the primary in the mount directory', () => {
    fs.writeFileSync(path.join(mount, '.primary'), 'redobra-primary-1')
    try {
      expect(isLiteFsReplica(file)).toBe(true)
      expect(isLiteFsReplica(path.relative(process.cwd(), file))).toBe(true)
    } finally {
      fs.rmSync(path.join(mount, '.primary'))
    }
  })
})

describe('openDatabase on a replica', () => {
  test('reads the primary’s data and writes nothing: no migration, no taxonomy upsert', () => {
    const before = hash(file)
    fs.writeFileSync(path.join(mount, '.primary'), 'redobra-primary-1')
    try {
      expect(sectorCount(file)).toBe(allSectors - 1)
      expect(hash(file)).toBe(before)
      expect(fs.existsSync(`${file}-wal`)).toBe(false)
    } finally {
      fs.rmSync(path.join(mount, '.primary'))
    }
  })

  test('refuses to create a missing database rather than start on an empty one', () => {
    const missing = path.join(mount, 'sub', 'missing.db')
    fs.mkdirSync(path.dirname(missing))
    fs.writeFileSync(path.join(path.dirname(missing), '.primary'), 'redobra-primary-1')
    expect(() => openDatabase(missing)).toThrow()
    expect(fs.existsSync(missing)).toBe(false)
  })

  test('once the node is the primary again (no .primary), start-up restores the taxonomy', () => {
    expect(sectorCount(file)).toBe(allSectors)
  })
})
