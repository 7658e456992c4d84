import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../app/server/sqlite.server'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string
  }
}

/**
 * Vitest's global setup: the migrations and the taxonomy applied once per run, to a file each test
 * file copies (tests/setup/test-env.ts) instead of migrating a database of its own.
 */
export default function buildTemplateDatabase(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-template-'))
  const file = path.join(dir, 'template.db')
  const db = openDatabase(file)
  // One self-contained file: the copies must not need a WAL beside them.
  db.$client.pragma('wal_checkpoint(TRUNCATE)')
  db.$client.close()
  project.provide('templateDatabase', file)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
