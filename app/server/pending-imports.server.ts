import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { IMPORT_PENDING_TTL_MS } from '~/constants'
import { env } from './env.server'

/**
 * A listings file between its dry run and its 'Importar': kept beside the database, out of every
 * served folder, named by its SHA-256, so the page carries only that name in a hidden field and
 * works without JavaScript. 'Importar' reads and checks the file again; a file waits at most
 * IMPORT_PENDING_TTL_MS.
 */
export function pendingImportsDir() {
  return path.join(path.dirname(path.resolve(env.DATABASE_PATH)), 'pending-imports')
}

const SHA256_HEX = /^[0-9a-f]{64}$/

export async function savePendingImport(bytes: Uint8Array) {
  const dir = pendingImportsDir()
  await fs.mkdir(dir, { recursive: true, mode: 0o700 })
  await removeExpiredImports(dir)
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex')
  await fs.writeFile(path.join(dir, `${sha256}.csv`), bytes, { mode: 0o600 })
  return sha256
}

/** The file's bytes, or null when the name is not a SHA-256 or the file expired or was imported. */
export async function readPendingImport(sha256: string): Promise<Buffer | null> {
  if (!SHA256_HEX.test(sha256)) return null
  const file = path.join(pendingImportsDir(), `${sha256}.csv`)
  try {
    const stat = await fs.stat(file)
    if (Date.now() - stat.mtimeMs > IMPORT_PENDING_TTL_MS) return null
    const bytes = await fs.readFile(file)
    // The name is the content's hash: a file changed on disk is not the one that was checked.
    return crypto.createHash('sha256').update(bytes).digest('hex') === sha256 ? bytes : null
  } catch {
    return null
  }
}

export async function deletePendingImport(sha256: string) {
  if (SHA256_HEX.test(sha256)) await fs.rm(path.join(pendingImportsDir(), `${sha256}.csv`), { force: true })
}

async function removeExpiredImports(dir: string) {
  for (const name of await fs.readdir(dir)) {
    const file = path.join(dir, name)
    const stat = await fs.stat(file).catch(() => null)
    if (stat && Date.now() - stat.mtimeMs > IMPORT_PENDING_TTL_MS) await fs.rm(file, { force: true })
  }
}
