/*
 * `npm run db:restore -- --from-replica`: a real Litestream replicates a real database to a
 * folder, then the command (run as an operator runs it) restores it, refuses to replace a
 * database without --force, restores as of a time, and says clearly what is wrong otherwise.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '~/server/sqlite.server'
import { litestreamBinary, parseReplicaUrl, writeLitestreamConfig } from '../../server/litestream.js'
import { createListing } from '../setup/factories'

let folder: string
let replicaEnv: Record<string, string>
/** Before the second listing was written and shipped. */
let betweenTheTwo: string

const listingCount = (file: string) => {
  const sqlite = new Database(file, { readonly: true })
  try {
    return (sqlite.prepare('SELECT count(*) AS n FROM listings').get() as { n: number }).n
  } finally {
    sqlite.close()
  }
}

/** The command as an operator runs it; `undefined` in `env` unsets a variable. */
function restore(databasePath: string, args: string[], env: Record<string, string | undefined> = replicaEnv) {
  const merged: NodeJS.ProcessEnv = { ...process.env, DATABASE_PATH: databasePath }
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name]
    else merged[name] = value
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-restore.ts', ...args], { env: merged, encoding: 'utf8' })
  return { status: run.status, output: run.stdout + run.stderr }
}

/** Litestream has written a snapshot and a WAL segment of the live database. */
const shipped = (replica: string) => () => {
  const generations = path.join(replica, 'generations')
  if (!fs.existsSync(generations)) return false
  return fs.readdirSync(generations).some((generation) => {
    const wal = path.join(generations, generation, 'wal')
    return fs.existsSync(wal) && fs.readdirSync(wal).length > 0
  })
}

async function until(condition: () => boolean) {
  const deadline = Date.now() + 15_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-replica-'))
  const replica = path.join(folder, 'replica')
  fs.mkdirSync(replica)
  replicaEnv = { LITESTREAM_REPLICA_URL: pathToFileURL(replica).href }
  const live = path.join(folder, 'live', 'redobra.db')
  const db = openDatabase(live, { replicated: true })
  createListing(db, { businessName: 'Corralón Antes del Corte' })
  const config = writeLitestreamConfig({ kind: 'file', folder: replica }, live)
  const litestream = spawn(litestreamBinary(), ['replicate', '-config', config.file, '-no-expand-env'], { stdio: 'ignore' })
  try {
    await until(shipped(replica))
    await new Promise((resolve) => setTimeout(resolve, 1100))
    betweenTheTwo = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    createListing(db, { businessName: 'Corralón Después del Corte' })
    await new Promise((resolve) => setTimeout(resolve, 1500))
  } finally {
    const exited = new Promise((resolve) => litestream.once('exit', resolve))
    litestream.kill('SIGTERM')
    await exited
    db.$client.close()
    config.remove()
  }
}, 40_000)

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

test('restores the newest copy into an empty place, checked, with the row counts printed', () => {
  const target = path.join(folder, 'new-machine', 'redobra.db')
  const { status, output } = restore(target, ['--from-replica'])
  expect(status, output).toBe(0)
  expect(output).toMatch(
    new RegExp(`Restored the newest copy from file://.* to ${target} in [\\d.]+ s: integrity ok, migrations up to \\d{4}-`),
  )
  expect(output).toMatch(/listings +2\n/)
  // Nothing of the download is left beside it.
  expect(fs.readdirSync(path.dirname(target))).toEqual(['redobra.db'])
  expect(listingCount(target)).toBe(2)
})

test('as of a time: the database as it was then', () => {
  const target = path.join(folder, 'as-of', 'redobra.db')
  const offset = new Date(new Date(betweenTheTwo).getTime() - 3 * 3600_000).toISOString().replace(/\.\d+Z$/, '-03:00')
  const { status, output } = restore(target, ['--from-replica', '--as-of', offset])
  expect(status, output).toBe(0)
  expect(output).toContain(`Restored the copy as of ${betweenTheTwo}`)
  expect(listingCount(target)).toBe(1)
})

test('refuses to replace a database that is there unless told, and keeps the replaced one', () => {
  const target = path.join(folder, 'occupied', 'redobra.db')
  fs.mkdirSync(path.dirname(target))
  const db = openDatabase(target)
  createListing(db)
  createListing(db)
  createListing(db)
  db.$client.close()
  const refused = restore(target, ['--from-replica'])
  expect(refused.status).toBe(1)
  expect(refused.output).toContain(`${target} already exists; pass --force to replace it`)
  expect(listingCount(target)).toBe(3)

  const forced = restore(target, ['--from-replica', '--force'])
  expect(forced.status, forced.output).toBe(0)
  expect(listingCount(target)).toBe(2)
  const kept = forced.output.match(/The previous database is kept as (\S+);/)?.[1]
  expect(kept).toBeTruthy()
  expect(listingCount(kept!)).toBe(3)
})

describe('says what is wrong, and writes nothing, when', () => {
  const target = () => path.join(folder, 'refused', 'redobra.db')
  const refusals: [string, string[], Record<string, string | undefined> | null, string][] = [
    ['no replica is set', ['--from-replica'], { LITESTREAM_REPLICA_URL: undefined }, 'LITESTREAM_REPLICA_URL is not set'],
    ['the time has no offset', ['--from-replica', '--as-of', '2026-11-29T14:05:00'], null, '--as-of wants a time with its offset'],
    ['the time is in the future', ['--from-replica', '--as-of', '2099-01-01T00:00:00-03:00'], null, 'is in the future'],
    [
      'the time is before the first copy',
      ['--from-replica', '--as-of', '2020-01-01T00:00:00-03:00'],
      null,
      'holds no copy as old as 2020-01-01T00:00:00-03:00',
    ],
  ]
  test.each(refusals)('%s', (_, args, env, message) => {
    const { status, output } = restore(target(), args, env ?? replicaEnv)
    expect(status).toBe(1)
    expect(output).toContain(message)
    expect(fs.existsSync(target())).toBe(false)
  })

  test('the replica holds no copy yet', () => {
    const empty = path.join(folder, 'empty-replica')
    fs.mkdirSync(empty)
    const { status, output } = restore(target(), ['--from-replica'], { LITESTREAM_REPLICA_URL: pathToFileURL(empty).href })
    expect(status).toBe(1)
    expect(output).toContain('holds no copy yet')
    expect(fs.existsSync(target())).toBe(false)
  })

  test('a file and --from-replica are both given', () => {
    const { status, output } = restore(target(), ['--from-replica', 'copia.db'])
    expect(status).toBe(2)
    expect(output).toContain('Usage: npm run db:restore -- FILE')
  })
})

describe('LITESTREAM_REPLICA_URL', () => {
  test('takes a bucket with a path, or an absolute folder', () => {
    expect(parseReplicaUrl('s3://copias-redobra/produccion/db')).toEqual({ kind: 's3', bucket: 'copias-redobra', prefix: 'produccion/db' })
    expect(parseReplicaUrl('file:///mnt/copias/redobra')).toEqual({ kind: 'file', folder: '/mnt/copias/redobra' })
  })
  test.each([
    ['copias/redobra', 'is not a URL'],
    ['https://s3.example.com/copias', 'must start with s3:// or file://'],
    ['s3://copias-redobra', 'needs a path inside the bucket'],
    ['s3://copias-redobra/', 'needs a path inside the bucket'],
    ['file://servidor/copias', 'must name an absolute folder'],
  ])('refuses %s', (raw, message) => {
    expect(() => parseReplicaUrl(raw)).toThrow(message)
  })
})
