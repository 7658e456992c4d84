import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, inject, vi } from 'vitest'

// Each test file gets its own real SQLite file (and uploads folder): a copy of the run's migrated
// template (tests/setup/template-database.ts), opened the first time app/server/db.server is imported.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-test-'))
process.env.DATABASE_PATH = path.join(dir, 'test.db')
fs.copyFileSync(inject('templateDatabase'), process.env.DATABASE_PATH)
process.env.UPLOADS_DIR = path.join(dir, 'uploads')
process.env.SESSION_SECRET = 'test-secret'

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// An unexpected console.error is a failure; tests that expect one spy on it themselves.
let consoleError: ReturnType<typeof spyOnConsoleError>
const spyOnConsoleError = () => vi.spyOn(console, 'error')
beforeEach(() => {
  consoleError = spyOnConsoleError()
})
afterEach(() => {
  // A test that expects an error replaces the implementation (mockImplementation) to say so.
  const calls = consoleError.getMockImplementation() ? [] : consoleError.mock.calls
  consoleError.mockRestore()
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`)
})
