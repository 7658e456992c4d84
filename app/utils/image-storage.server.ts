import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { env } from '~/utils/env.server'
import { uploadUrl } from '~/utils/uploads'

/**
 * Where uploaded images live. Callers only see keys (`logos/<uuid>-640.webp`) and URLs, so an
 * S3-compatible implementation can replace the local disk without touching them.
 */
export interface ImageStorage {
  /** Stores `data` under `key`, replacing nothing half-written: readers see all of it or none. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>
  /** The public address the browser fetches `key` from. */
  url(key: string): string
}

// Keys are built by the upload pipeline, never taken from a request; this only guards mistakes.
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]+$/i

export function assertValidKey(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`)
}

/** Files under `root`, served by routes/uploads.$.tsx (which checks the path again on the way out). */
export function localDiskStorage(root: string): ImageStorage {
  const fileFor = (key: string) => {
    assertValidKey(key)
    return path.join(path.resolve(root), ...key.split('/'))
  }
  return {
    async put(key, data) {
      // The content type is not recorded: the serving route derives it from the key's extension.
      const file = fileFor(key)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      // Written beside the target and renamed over it, so a crash never leaves a partial image
      // under a served name (the .tmp extension is never served).
      const tmp = `${file}.${crypto.randomUUID()}.tmp`
      try {
        await fs.promises.writeFile(tmp, data, { flag: 'wx' })
        await fs.promises.rename(tmp, file)
      } catch (error) {
        await fs.promises.rm(tmp, { force: true })
        throw error
      }
    },
    async delete(key) {
      await fs.promises.rm(fileFor(key), { force: true })
    },
    url: (key) => {
      assertValidKey(key)
      return uploadUrl(key)
    },
  }
}

export const imageStorage: ImageStorage = localDiskStorage(env.UPLOADS_DIR)
