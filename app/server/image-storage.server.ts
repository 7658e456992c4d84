import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { env, type S3StorageConfig } from '~/server/env.server'
import { uploadUrl } from '~/utils/uploads'

/** What storage hands back for a key. */
export type StoredObject = { body: ReadableStream<Uint8Array>; contentType: string; size?: number }

export type ListedObject = { key: string; lastModified: Date }

/**
 * Where uploaded images live. Callers only see keys (`logos/<uuid>-640.webp`) and URLs, so an
 * S3-compatible bucket can replace the local disk without touching them.
 */
export interface ImageStorage {
  /** Stores `data` under `key`, replacing nothing half-written: readers see all of it or none. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>
  /** The bytes stored under `key` and their type, or null when there is nothing there. */
  get(key: string): Promise<StoredObject | null>
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>
  /** Every stored key, with when it was written. */
  list(): AsyncIterable<ListedObject>
  /** The public address the browser fetches `key` from. */
  url(key: string): string
}

// Keys are built by the upload pipeline, never taken from a request; this only guards mistakes.
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]+$/i

export function isValidKey(key: string) {
  return KEY_PATTERN.test(key)
}

export function assertValidKey(key: string) {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`)
}

const IMAGE_CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
}

/** The type an image key is served with, from its extension; undefined for anything but an image. */
export function imageContentType(key: string): string | undefined {
  return IMAGE_CONTENT_TYPES[path.extname(key).toLowerCase()]
}

/** Keys never change (a new upload gets a new key), so browsers and CDNs may keep them for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Files under `root`, served by routes/uploads.$.tsx. */
export function localDiskStorage(root: string): ImageStorage {
  const fileFor = (key: string) => {
    assertValidKey(key)
    return path.join(path.resolve(root), ...key.split('/'))
  }
  return {
    async put(key, data) {
      // The content type is not recorded: it is derived from the key's extension on the way out.
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
    async get(key) {
      const file = fileFor(key)
      const contentType = imageContentType(key)
      if (!contentType) return null
      // Both sides are compared after resolving symlinks, so a link cannot lead outside the folder.
      try {
        const realRoot = await fs.promises.realpath(root)
        const real = await fs.promises.realpath(file)
        const relative = path.relative(realRoot, real)
        if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return null
        const stat = await fs.promises.stat(real)
        if (!stat.isFile()) return null
        return { body: createReadableStreamFromReadable(fs.createReadStream(real)), contentType, size: stat.size }
      } catch {
        return null
      }
    },
    async delete(key) {
      await fs.promises.rm(fileFor(key), { force: true })
    },
    async *list() {
      const base = path.resolve(root)
      const entries = await fs.promises.readdir(base, { recursive: true, withFileTypes: true }).catch(() => [])
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const file = path.join(entry.parentPath, entry.name)
        const key = path.relative(base, file).split(path.sep).join('/')
        // Half-written .tmp files and anything else the pipeline did not name are not ours to judge.
        if (!isValidKey(key) || !imageContentType(key)) continue
        yield { key, lastModified: (await fs.promises.stat(file)).mtime }
      }
    },
    url: (key) => {
      assertValidKey(key)
      return uploadUrl(key)
    },
  }
}

/** A client for the configured bucket's store; private documents (private-documents.server.ts) share it. */
export function s3Client(config: S3StorageConfig) {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default checksums are refused by several S3-compatible stores; S3 does not need them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** Objects in an S3-compatible bucket; served by routes/uploads.$.tsx unless a public URL is set. */
export function s3Storage(config: S3StorageConfig): ImageStorage {
  const client = s3Client(config)
  const Bucket = config.bucket
  const publicBase = config.publicUrl?.replace(/\/+$/, '')
  return {
    async put(key, data, contentType) {
      assertValidKey(key)
      // A single PUT is atomic: readers see the previous object or the whole new one.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }),
      )
    },
    async get(key) {
      assertValidKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!object.Body) return null
        return {
          body: object.Body.transformToWebStream(),
          contentType: object.ContentType ?? imageContentType(key) ?? 'application/octet-stream',
          size: object.ContentLength,
        }
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null
        throw error
      }
    },
    async delete(key) {
      assertValidKey(key)
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const object of page.Contents ?? []) {
          if (object.Key && isValidKey(object.Key)) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) }
        }
        ContinuationToken = page.NextContinuationToken
      } while (ContinuationToken)
    },
    url: (key) => {
      assertValidKey(key)
      // Valid keys hold only URL-safe characters.
      return publicBase ? `${publicBase}/${key}` : uploadUrl(key)
    },
  }
}

export const imageStorage: ImageStorage = env.s3 ? s3Storage(env.s3) : localDiskStorage(env.UPLOADS_DIR)

/** For messages: where `imageStorage` keeps images. */
export const imageStorageLocation = env.s3 ? `s3://${env.s3.bucket}` : env.UPLOADS_DIR
