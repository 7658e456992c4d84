/*
 * `npm run admin:create -- EMAIL` run for real on a real SQLite file: the account it names becomes
 * staff; an e-mail without an account changes nothing and exits non-zero with a Spanish message.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { openDatabase } from '~/server/sqlite.server'
import { createAccount } from '../setup/factories'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-create-test-'))
const database = path.join(dir, 'app.db')
const db = openDatabase(database)
afterAll(() => {
  db.$client.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

function adminCreate(email: string) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', email], {
    env: { ...process.env, DATABASE_PATH: database },
  })
}

const isStaff = (email: string) => db.$client.prepare('SELECT is_staff FROM users WHERE email = ?').pluck().get(email) as number | undefined

test('makes the account with that e-mail staff, matching it trimmed and lower-cased', async () => {
  createAccount(db, { email: 'jefa@ejemplo.com.ar' })
  createAccount(db, { email: 'otra@ejemplo.com.ar' })

  const run = await adminCreate('  Jefa@Ejemplo.com.AR ')

  expect(run.stdout).toContain('jefa@ejemplo.com.ar ahora es parte del equipo')
  expect(isStaff('jefa@ejemplo.com.ar')).toBe(1)
  expect(isStaff('otra@ejemplo.com.ar')).toBe(0)

  const again = await adminCreate('jefa@ejemplo.com.ar')
  expect(again.stdout).toContain('ya era parte del equipo')
}, 30_000)

test('an e-mail without an account: a clear message, a non-zero exit, nobody made staff', async () => {
  const before = db.$client.prepare('SELECT count(*) FROM users WHERE is_staff = 1').pluck().get()

  const run = adminCreate('nadie@ejemplo.com.ar')

  await expect(run).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('No hay ninguna cuenta con el correo nadie@ejemplo.com.ar'),
  })
  expect(db.$client.prepare('SELECT count(*) FROM users WHERE is_staff = 1').pluck().get()).toBe(before)
}, 30_000)
