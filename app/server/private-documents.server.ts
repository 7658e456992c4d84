import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3ServiceException } from '@aws-sdk/client-s3'
import { createReadableStreamFromReadable } from '@remix-run/node'
import contentDisposition from 'content-disposition'
import { and, eq, sql } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  FORM_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  PRIVATE_STORAGE_PER_ACCOUNT_MAX_BYTES,
  type DocumentContentType,
} from '~/constants'
import { privateDocuments } from '~/../drizzle/schema'
import { env, type S3StorageConfig } from '~/server/env.server'
import { s3Client } from '~/server/image-storage.server'
import { type Db, type DbOrTransaction } from '~/server/sqlite.server'
import { documentDownloadName } from '~/utils/document-download-name'
import { DOCUMENT_MESSAGES } from '~/utils/documents'

/**
 * Verification and claim documents: evidence only their owner and staff may read. They are kept
 * apart from the public images (another folder, or another bucket or prefix) under random keys
 * without an extension, so neither /uploads nor a bucket's public address can ever serve them.
 * Kept byte for byte as sent: a document is evidence, so nothing is re-encoded or stripped.
 */

/** A whole form with one document: the document's cap plus the text fields'. */
export const DOCUMENT_FORM_MAX_BYTES = DOCUMENT_MAX_BYTES + FORM_MAX_BYTES

export type CheckedDocument = { data: Buffer; contentType: DocumentContentType; originalName: string }
export type DocumentCheck = { ok: true; document: CheckedDocument } | { ok: false; message: string }

// PDF readers look for the end-of-file marker in the last 1024 bytes; a cut-off download lacks it.
const PDF_TRAILER_WINDOW = 1024

async function isWhole(data: Buffer, contentType: DocumentContentType) {
  if (contentType === 'application/pdf') return data.subarray(-PDF_TRAILER_WINDOW).includes('%%EOF')
  try {
    // Decoding every pixel is what finds a truncated image; its header alone reads fine.
    await sharp(data, { failOn: 'truncated' }).stats()
    return true
  } catch {
    return false
  }
}

/** A file the user chose: an untouched file input arrives as a nameless empty part. */
export const chosenFile = (value: FormDataEntryValue | null) =>
  value instanceof File && (value.name !== '' || value.size > 0) ? value : null

/** Checks a file sent as a document by its bytes (never its name or declared type). */
export async function checkDocument(file: File): Promise<DocumentCheck> {
  if (file.size === 0) return { ok: false, message: DOCUMENT_MESSAGES.empty }
  if (file.size > DOCUMENT_MAX_BYTES) return { ok: false, message: DOCUMENT_MESSAGES.tooLarge }
  const data = Buffer.from(await file.arrayBuffer())
  const sniffed = (await fileTypeFromBuffer(data))?.mime
  const contentType = DOCUMENT_CONTENT_TYPES.find((type) => type === sniffed)
  if (!contentType) return { ok: false, message: DOCUMENT_MESSAGES.wrongType }
  if (!(await isWhole(data, contentType))) return { ok: false, message: DOCUMENT_MESSAGES.unreadable }
  return { ok: true, document: { data, contentType, originalName: file.name.slice(0, 255) || 'documento' } }
}

/**
 * Checks a file attached to a request or a message like a document, and re-encodes an image so
 * what the other side downloads carries no EXIF (place, camera) of the sender's photo.
 */
export async function checkAttachment(file: File): Promise<DocumentCheck> {
  const checked = await checkDocument(file)
  if (!checked.ok || checked.document.contentType === 'application/pdf') return checked
  const format = ({ 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const)[checked.document.contentType]
  try {
    // sharp writes no metadata unless asked; autoOrient keeps a phone photo upright without its EXIF.
    const data = await sharp(checked.document.data, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true })
      .toFormat(format)
      .toBuffer()
    return { ok: true, document: { ...checked.document, data } }
  } catch {
    return { ok: false, message: DOCUMENT_MESSAGES.unreadable }
  }
}

export type StoredDocument = { body: ReadableStream<Uint8Array>; size?: number }

export interface DocumentStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<StoredDocument | null>
  delete(key: string): Promise<void>
}

const KEY_PATTERN = /^[0-9a-f-]{36}$/

function assertKey(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid document key: ${JSON.stringify(key)}`)
}

export function localDocumentStore(root: string): DocumentStore {
  const fileFor = (key: string) => {
    assertKey(key)
    return path.join(path.resolve(root), key)
  }
  return {
    async put(key, data) {
      await fs.promises.mkdir(path.resolve(root), { recursive: true, mode: 0o700 })
      // 'wx': a key is never reused, so an existing file is a bug, not something to overwrite.
      await fs.promises.writeFile(fileFor(key), data, { flag: 'wx', mode: 0o600 })
    },
    async get(key) {
      const file = fileFor(key)
      try {
        const stat = await fs.promises.stat(file)
        return { body: createReadableStreamFromReadable(fs.createReadStream(file)), size: stat.size }
      } catch {
        return null
      }
    },
    async delete(key) {
      await fs.promises.rm(fileFor(key), { force: true })
    },
  }
}

export function s3DocumentStore(config: S3StorageConfig): DocumentStore {
  const client = s3Client(config)
  const Bucket = config.documentsBucket ?? config.bucket
  const Key = (key: string) => {
    assertKey(key)
    return `private-documents/${key}`
  }
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: Key(key), Body: data, ContentType: contentType, CacheControl: 'private, no-store' }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }))
        return object.Body ? { body: object.Body.transformToWebStream(), size: object.ContentLength } : null
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }))
    },
  }
}

export const privateDocumentsDir = path.resolve(
  env.PRIVATE_DOCUMENTS_DIR ?? path.join(path.dirname(path.resolve(env.DATABASE_PATH)), 'private-documents'),
)

export const documentStore: DocumentStore = env.s3 ? s3DocumentStore(env.s3) : localDocumentStore(privateDocumentsDir)

/** A checked document written to the store under a new random key, not yet recorded. */
export type PendingDocument = Omit<CheckedDocument, 'data'> & { storageKey: string; sizeBytes: number }

/**
 * Writes a checked document's file. Record it with `recordPrivateDocument` inside the
 * transaction that uses it, and call `discardPendingDocument` if that transaction fails.
 */
export async function storePrivateDocument({ data, contentType, originalName }: CheckedDocument): Promise<PendingDocument> {
  const storageKey = crypto.randomUUID()
  await documentStore.put(storageKey, data, contentType)
  return { storageKey, contentType, originalName, sizeBytes: data.byteLength }
}

export async function discardPendingDocument(document: PendingDocument) {
  await documentStore.delete(document.storageKey)
}

/** Recording a document would take its owner past PRIVATE_STORAGE_PER_ACCOUNT_MAX_BYTES. */
class StorageFullError extends Error {}

/** The outcome of a write whose documents did not fit in their owner's storage: nothing was written. */
export type StorageFull = { status: 'storageFull' }

/**
 * Stores a checked document (if any) and runs the write that records it; the file is removed
 * again when that write throws or its outcome does not keep the document.
 */
export function writeWithDocument<T>(
  checked: CheckedDocument | undefined,
  write: (document: PendingDocument | undefined) => T,
  keepsDocument: (outcome: T) => boolean,
): Promise<T | StorageFull> {
  return writeWithDocuments(checked ? [checked] : [], ([document]) => write(document), keepsDocument)
}

/** writeWithDocument for several documents: all are kept, or all removed. */
export async function writeWithDocuments<T>(
  checked: CheckedDocument[],
  write: (documents: PendingDocument[]) => T,
  keepsDocuments: (outcome: T) => boolean,
): Promise<T | StorageFull> {
  const documents: PendingDocument[] = []
  const discardAll = () => Promise.all(documents.map(discardPendingDocument))
  try {
    for (const document of checked) documents.push(await storePrivateDocument(document))
    const outcome = write(documents)
    if (!keepsDocuments(outcome)) await discardAll()
    return outcome
  } catch (error) {
    await discardAll()
    if (error instanceof StorageFullError) return { status: 'storageFull' }
    throw error
  }
}

/**
 * The `private_documents` row of a stored file; returns its id. Throws StorageFullError (which
 * rolls the caller's transaction back) when the owner's documents would pass the cap.
 */
export function recordPrivateDocument(db: DbOrTransaction, ownerUserId: number, document: PendingDocument) {
  const { used } = db.get<{ used: number }>(
    sql`SELECT coalesce(sum(size_bytes), 0) AS used FROM private_documents WHERE owner_user_id = ${ownerUserId}`,
  )
  if (used + document.sizeBytes > PRIVATE_STORAGE_PER_ACCOUNT_MAX_BYTES) throw new StorageFullError()
  return db
    .insert(privateDocuments)
    .values({ ownerUserId, ...document })
    .returning({ id: privateDocuments.id })
    .get().id
}

/**
 * A document for whoever may read it: its owner, the parties of the request or conversation it
 * was attached to, and the builder who received the offer it came with (staff read through the
 * audited console, `app/models/staff-documents.server.ts`). Anyone else gets null, exactly as for
 * an id that does not exist, so an answer never tells whether a document is there.
 */
export function getPrivateDocumentFor(db: Db, id: number, reader: { id: number }) {
  const columns = {
    storageKey: privateDocuments.storageKey,
    contentType: privateDocuments.contentType,
    originalName: privateDocuments.originalName,
  }
  const party = sql`(
    ${privateDocuments.ownerUserId} = ${reader.id}
    OR EXISTS (
      SELECT 1 FROM quote_request_attachments a JOIN quote_requests r ON r.id = a.request_id
      WHERE a.document_id = ${privateDocuments.id} AND (
        r.user_id = ${reader.id}
        OR EXISTS (
          SELECT 1 FROM quote_request_recipients q JOIN provider_profiles p ON p.id = q.profile_id
          WHERE q.request_id = r.id AND p.user_id = ${reader.id}
        )
      )
    )
    OR EXISTS (
      SELECT 1 FROM offer_attachments a
      JOIN offer_revisions v ON v.id = a.revision_id
      JOIN offers o ON o.id = v.offer_id
      JOIN quote_requests r ON r.id = o.request_id
      WHERE a.document_id = ${privateDocuments.id} AND r.user_id = ${reader.id}
    )
    OR EXISTS (
      SELECT 1 FROM message_attachments a
      JOIN messages m ON m.id = a.message_id
      JOIN conversations c ON c.id = m.conversation_id
      WHERE a.document_id = ${privateDocuments.id} AND ${reader.id} IN (c.requester_user_id, c.provider_user_id)
    )
  )`
  return (
    db
      .select(columns)
      .from(privateDocuments)
      .where(and(eq(privateDocuments.id, id), party))
      .get() ?? null
  )
}

/** The storage keys of an account's documents: read before the account is deleted, removed after. */
export function ownedDocumentKeys(db: Db, ownerUserId: number) {
  return db
    .select({ storageKey: privateDocuments.storageKey })
    .from(privateDocuments)
    .where(eq(privateDocuments.ownerUserId, ownerUserId))
    .all()
    .map((row) => row.storageKey)
}

export async function deleteStoredDocuments(keys: string[]) {
  await Promise.all(keys.map((key) => documentStore.delete(key)))
}

// The plain name for clients that do not read RFC 5987's filename*: the header stays ASCII.
const asciiFileName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')

const notFoundDocument = () =>
  new Response('Página no encontrada', {
    status: 404,
    headers: new Headers({
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    }),
  })

/** The answer carrying a stored document, or the 404 of an id that does not exist when its file is gone. */
export async function documentResponse(
  id: number,
  document: { storageKey: string; contentType: DocumentContentType; originalName: string } | null,
) {
  const stored = document ? await documentStore.get(document.storageKey) : null
  if (!document || !stored) return notFoundDocument()
  // A PDF opened in the browser would run in our origin; downloaded, it cannot. Images are inert.
  const type = document.contentType === 'application/pdf' ? 'attachment' : 'inline'
  const name = documentDownloadName(document.originalName, document.contentType, id)
  // The type its bytes were checked for, whatever server sends it: never sniffed.
  const headers = new Headers({
    'Content-Type': document.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(name, { type, fallback: asciiFileName(name) }),
    'Cache-Control': 'private, no-store',
  })
  if (stored.size !== undefined) headers.set('Content-Length', String(stored.size))
  return new Response(stored.body, { headers })
}
