import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import * as schema from '../../drizzle/schema'
import { deleteAccount } from '~/models/accounts.server'
import { deleteUnusedImages, sweepUnusedImages } from '~/models/stored-images.server'
import type { loader as UploadsLoader } from '~/routes/uploads.$'
import { db } from '~/server/db.server'
import type { S3StorageConfig } from '~/server/env.server'
import { s3Storage, type ImageStorage } from '~/server/image-storage.server'
import { deleteImage, saveImage } from '~/server/image-upload.server'
import { s3DocumentStore } from '~/server/private-documents.server'
import { createAccount, resetDatabase } from '../setup/factories'
import { startS3rver } from '../setup/s3rver'

const BUCKET = 'redobra-test'
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
let server: Awaited<ReturnType<typeof startS3rver>>
let config: S3StorageConfig
let client: S3Client
let webp: Buffer

beforeAll(async () => {
  server = await startS3rver(BUCKET)
  config = { bucket: BUCKET, region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true, credentials: CREDENTIALS }
  client = new S3Client({ ...config, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' })
  webp = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#27ae60' } })
    .webp()
    .toBuffer()
})

afterAll(async () => {
  client.destroy()
  await server.stop()
})

/** Every key in the bucket, as another S3 client sees it. */
async function bucketKeys() {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
  return (listed.Contents ?? []).map((object) => object.Key).sort()
}

async function readAll(storage: ImageStorage, key: string) {
  const image = await storage.get(key)
  if (!image) return null
  return { ...image, bytes: Buffer.from(await new Response(image.body).arrayBuffer()) }
}

describe('S3 storage', () => {
  let storage: ImageStorage
  beforeEach(() => {
    storage = s3Storage(config)
  })
  afterEach(async () => {
    for (const key of await bucketKeys()) await storage.delete(key!)
  })

  test('reads back the bytes and content type it stored', async () => {
    await storage.put('logos/abc-640.webp', webp, 'image/webp')
    const image = await readAll(storage, 'logos/abc-640.webp')
    expect(image?.bytes.equals(webp)).toBe(true)
    expect(image?.contentType).toBe('image/webp')
    expect(image?.size).toBe(webp.length)
    // The object is in the bucket for any client, cacheable for good (its key never changes).
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'logos/abc-640.webp' }))
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(webp)).toBe(true)
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable')
  })

  test('replaces an object stored under the same key', async () => {
    await storage.put('materials/abc-256.png', Buffer.from('uno'), 'image/png')
    await storage.put('materials/abc-256.png', Buffer.from('dos'), 'image/png')
    expect((await readAll(storage, 'materials/abc-256.png'))?.bytes.toString()).toBe('dos')
    expect(await bucketKeys()).toEqual(['materials/abc-256.png'])
  })

  test('answers null for a missing object, and after a delete', async () => {
    expect(await storage.get('logos/missing-640.webp')).toBeNull()
    await storage.put('logos/abc-640.webp', webp, 'image/webp')
    await storage.delete('logos/abc-640.webp')
    expect(await storage.get('logos/abc-640.webp')).toBeNull()
    expect(await bucketKeys()).toEqual([])
  })

  test('deleting a missing object is not an error', async () => {
    await expect(storage.delete('logos/never-stored-640.webp')).resolves.toBeUndefined()
  })

  test('links to the app without a public URL, to the public URL with one', () => {
    expect(storage.url('demo/project-1-1.webp')).toBe('/uploads/demo/project-1-1.webp')
    const cdn = s3Storage({ ...config, publicUrl: 'https://img.redobra.com.ar/' })
    expect(cdn.url('demo/project-1-1.webp')).toBe('https://img.redobra.com.ar/demo/project-1-1.webp')
    const prefixed = s3Storage({ ...config, publicUrl: 'https://cdn.example.com/redobra' })
    expect(prefixed.url('logos/abc-640.webp')).toBe('https://cdn.example.com/redobra/logos/abc-640.webp')
  })

  test.each(['../escape.webp', '/etc/escape.webp', 'a/../../escape.webp', 'a//b.webp', '.hidden.webp', 'sin-extension', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, webp, 'image/webp')).rejects.toThrow('Invalid storage key')
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key')
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key')
      expect(() => storage.url(key)).toThrow('Invalid storage key')
      expect(await bucketKeys()).toEqual([])
    },
  )

  test('the upload pipeline saves every rendition to the bucket and deletes them all', async () => {
    const saved = await saveImage({ data: webp }, { kind: 'projects', storage })
    if (!saved.ok) throw new Error('the image was refused')
    const { key, variants } = saved.value
    expect(variants.length).toBeGreaterThan(1)
    expect(await bucketKeys()).toEqual(variants.map((variant) => variant.key).sort())
    for (const variant of variants) expect(variant.url).toBe(`/uploads/${variant.key}`)
    await deleteImage(key, storage)
    expect(await bucketKeys()).toEqual([])
  })

  test("an account's images go with it, and the sweep deletes what no row names", async () => {
    resetDatabase(db)
    const { user, profile } = createAccount(db)
    const logo = await saveImage({ data: webp }, { kind: 'logos', storage })
    const orphan = await saveImage({ data: webp }, { kind: 'materials', storage })
    if (!logo.ok || !orphan.ok) throw new Error('the image was refused')
    db.update(schema.providerProfiles).set({ logoPath: logo.value.key }).where(eq(schema.providerProfiles.id, profile.id)).run()
    const strays = ['projects/suelta-1.webp', 'demo/suelta-2.jpg']
    for (const key of strays) await storage.put(key, webp, 'image/webp')

    expect(await sweepUnusedImages(db, storage, { minAgeMs: 0, now: new Date(Date.now() + 1000) })).toEqual({
      deleted: strays.length + orphan.value.variants.length,
      kept: logo.value.variants.length,
    })
    expect(await bucketKeys()).toEqual(logo.value.variants.map((variant) => variant.key).sort())

    const keys = deleteAccount(db, user.id)
    await deleteUnusedImages(db, storage, keys)
    expect(await bucketKeys()).toEqual([])
  })
})

describe('configured by the environment', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
    vi.resetModules()
  })

  /** Loads the app's modules afresh under `variables`, as a server started with them would. */
  async function startWith(variables: Record<string, string>) {
    Object.assign(process.env, variables)
    vi.resetModules()
    const [{ loader }, { imageStorage }] = await Promise.all([import('~/routes/uploads.$'), import('~/server/image-storage.server')])
    return { loader: loader as typeof UploadsLoader, imageStorage }
  }

  const s3Variables = () => ({
    STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: config.endpoint!,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  })

  function get(loader: typeof UploadsLoader, key: string) {
    return loader({ request: new Request(`http://localhost/uploads/${key}`), params: { '*': key }, context: {} })
  }

  test('/uploads serves an object of the bucket, and 404 for a missing one', async () => {
    const { loader, imageStorage } = await startWith(s3Variables())
    await imageStorage.put('logos/route-640.webp', webp, 'image/webp')
    const response = await get(loader, 'logos/route-640.webp')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('Content-Length')).toBe(String(webp.length))
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer()).equals(webp)).toBe(true)
    // Nothing went to the local folder.
    expect(fs.existsSync(path.join(process.env.UPLOADS_DIR!, 'logos', 'route-640.webp'))).toBe(false)

    await imageStorage.delete('logos/route-640.webp')
    const missing = await get(loader, 'logos/route-640.webp')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect((await get(loader, '../secret.webp')).status).toBe(404)
  })

  test('/uploads sends the browser to the public URL when there is one', async () => {
    const { loader } = await startWith({ ...s3Variables(), S3_PUBLIC_URL: 'https://img.redobra.com.ar' })
    const response = await get(loader, 'logos/route-640.webp')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('https://img.redobra.com.ar/logos/route-640.webp')
  })

  test('private documents go under their own prefix, without an extension, out of reach of /uploads', async () => {
    const { loader } = await startWith(s3Variables())
    const documents = s3DocumentStore(config)
    const key = crypto.randomUUID()
    await documents.put(key, webp, 'image/webp')
    expect(await bucketKeys()).toEqual([`private-documents/${key}`])
    const stored = await documents.get(key)
    expect(Buffer.from(await new Response(stored!.body).arrayBuffer()).equals(webp)).toBe(true)
    for (const path of [`private-documents/${key}`, `private-documents/${key}.webp`]) expect((await get(loader, path)).status).toBe(404)
    await documents.delete(key)
    expect(await documents.get(key)).toBeNull()
  })

  test.each([
    [{ STORAGE: 's3' }, 'set STORAGE=s3 and S3_BUCKET together'],
    [{ S3_BUCKET: BUCKET }, 'set STORAGE=s3 and S3_BUCKET together'],
    [{ STORAGE: 's3', S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'clave' }, 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together'],
    [{ STORAGE: 's3', S3_BUCKET: BUCKET, S3_ENDPOINT: 'no es una url' }, 'S3_ENDPOINT'],
    [{ STORAGE: 'ftp' }, 'STORAGE'],
  ])('refuses to start with half a configuration: %j', async (variables, message) => {
    await expect(startWith(variables)).rejects.toThrow(message)
  })
})
