/*
 * The start-up step (`drizzle/seed/cli.ts --if-empty`, run by server.js before the app starts):
 * demo data into an empty database once, nothing on every later start, nothing at all when a
 * deployment sets SEED_DEMO_DATA=false.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { afterAll, expect, test } from 'vitest'

const SEED_TIMEOUT_MS = 120_000
const TABLES = ['users', 'provider_profiles', 'listings', 'reviews', 'favorites', 'materials', 'projects', 'project_images']

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-cli-test-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function runStartUpSeed(database: string, env: Record<string, string> = {}) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'drizzle/seed/cli.ts', '--if-empty'], {
    env: { ...process.env, DATABASE_PATH: database, UPLOADS_DIR: path.join(dir, 'uploads'), ...env },
  })
}

function rowCounts(database: string): Record<string, number> {
  const client = new Database(database, { readonly: true })
  try {
    return Object.fromEntries(TABLES.map((table) => [table, client.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number]))
  } finally {
    client.close()
  }
}

test(
  'seeds an empty database once, saying so in one JSON log line; a second run leaves every table as it was and says nothing',
  async () => {
    const database = path.join(dir, 'twice.db')
    const first = await runStartUpSeed(database)
    // The server's log format: one JSON line, with what was made.
    const lines = first.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', event: 'demo-data-seeded', listings: expect.any(Number) })
    const seeded = rowCounts(database)
    expect(seeded.listings).toBeGreaterThanOrEqual(400)
    expect(seeded.users).toBeGreaterThan(0)

    const second = await runStartUpSeed(database)
    expect(second.stdout).toBe('')
    expect(rowCounts(database)).toEqual(seeded)
  },
  SEED_TIMEOUT_MS,
)

test('does nothing with SEED_DEMO_DATA=false', async () => {
  const database = path.join(dir, 'off.db')
  const run = await runStartUpSeed(database, { SEED_DEMO_DATA: 'false' })
  expect(run.stdout).toBe('')
  expect(fs.existsSync(database)).toBe(false)
})
