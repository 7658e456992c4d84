import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { FORM_MAX_BYTES, FORM_MAX_FIELDS, IMAGE_WIDTHS, UPLOAD_MAX_BYTES } from '~/constants'
import { loader as serveUpload } from '~/routes/uploads.$'
import { localDiskStorage } from '~/server/image-storage.server'
import { uploadedImageSources, uploadUrl } from '~/utils/uploads'
import { deleteImage, readMultipartImages, saveImage, sniffImageType, type ReadMultipartImagesOptions } from '~/server/image-upload.server'

const uploads = path.resolve(process.env.UPLOADS_DIR!)
const MB = 1024 * 1024

let jpegWithGps: Buffer
let png: Buffer
let webp: Buffer
let largePng: Buffer

beforeAll(async () => {
  const photo = sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c0392b' } })
  // Taken with the phone on its side (orientation 6) at a known place: a real camera's EXIF.
  jpegWithGps = await photo
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Foto de obra', Make: 'Telefono' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '34/1 36/1 0/1', GPSMapDatum: 'WGS-84' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
  png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#2980b9' } })
    .png()
    .toBuffer()
  webp = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#27ae60' } })
    .webp()
    .toBuffer()
  // Noise barely compresses, so this is a genuine PNG over the limit.
  const noise = crypto.randomBytes(1500 * 1400 * 3)
  largePng = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
})

beforeEach(() => {
  fs.rmSync(uploads, { recursive: true, force: true })
  fs.mkdirSync(uploads, { recursive: true })
})

function storedFiles() {
  return fs.readdirSync(uploads, { recursive: true, encoding: 'utf8' }).filter((entry) => {
    return fs.statSync(path.join(uploads, entry)).isFile()
  })
}

/** A File from test bytes (copied, since a File needs its own ArrayBuffer). */
function file(data: Uint8Array | string, name: string, type = 'application/octet-stream') {
  return new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type })
}

function multipartRequest(entries: [string, string | File][]) {
  const body = new FormData()
  for (const [name, value] of entries) body.append(name, value)
  return new Request('http://localhost/perfil', { method: 'POST', body })
}

/** What an action does: read the request, then store each image. */
async function upload(request: Request, options: ReadMultipartImagesOptions = { files: { logo: 1 } }) {
  const read = await readMultipartImages(request, options)
  if (!read.ok) return read
  const stored = []
  for (const image of read.value.images) {
    const saved = await saveImage(image, { kind: 'logos' })
    if (!saved.ok) return saved
    stored.push(saved.value)
  }
  return { ok: true as const, formData: read.value.formData, stored }
}

async function uploadFile(data: Uint8Array | string, filename: string, type = 'image/jpeg') {
  return upload(multipartRequest([['logo', file(data, filename, type)]]))
}

describe('accepting images', () => {
  test('a JPEG loses its EXIF and GPS, is turned upright and stored as WebP at each width', async () => {
    const source = await sharp(jpegWithGps).metadata()
    expect(source.orientation).toBe(6)
    expect(source.exif?.includes('WGS-84')).toBe(true)

    const result = await uploadFile(jpegWithGps, 'obra.jpg')
    if (!result.ok) throw new Error(result.error.message)
    const [image] = result.stored
    // 1600×1000 on its side is 1000×1600 upright; 1000 is below the widest size.
    expect(image).toMatchObject({ width: 1000, height: 1600 })
    expect(image!.key).toMatch(/^logos\/[0-9a-f-]{36}-1000\.webp$/)
    expect(image!.url).toBe(`/uploads/${image!.key}`)
    expect(image!.variants.map((v) => [v.width, v.height])).toEqual([
      [256, 410],
      [640, 1024],
      [1000, 1600],
    ])
    expect(storedFiles().sort()).toEqual(image!.variants.map((v) => v.key).sort())

    for (const variant of image!.variants) {
      const bytes = fs.readFileSync(path.join(uploads, variant.key))
      const stored = await sharp(bytes).metadata()
      expect(stored).toMatchObject({ format: 'webp', width: variant.width, height: variant.height })
      expect(stored.exif).toBeUndefined()
      expect(stored.orientation).toBeUndefined()
      expect(bytes.includes('WGS-84')).toBe(false)
      expect(bytes.includes('Foto de obra')).toBe(false)
    }
  })

  test('a PNG narrower than the widest size keeps its own width as the largest variant', async () => {
    const result = await uploadFile(png, 'logo.png', 'image/png')
    if (!result.ok) throw new Error(result.error.message)
    const [image] = result.stored
    expect(image).toMatchObject({ width: 300, height: 200 })
    expect(image!.variants.map((v) => v.width)).toEqual([256, 300])
    expect(storedFiles()).toHaveLength(2)
  })

  test('a WebP is accepted, whatever type and name the browser claims', async () => {
    const result = await uploadFile(webp, 'sin-extension', 'application/octet-stream')
    if (!result.ok) throw new Error(result.error.message)
    expect(result.stored[0]).toMatchObject({ width: 800, height: 600 })
    expect(result.stored[0]!.variants.map((v) => v.width)).toEqual([256, 640, 800])
  })

  test('a large image is stored at every standard width and no wider', async () => {
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer()
    const result = await uploadFile(big, 'grande.jpg')
    if (!result.ok) throw new Error(result.error.message)
    expect(result.stored[0]!.variants.map((v) => [v.width, v.height])).toEqual(IMAGE_WIDTHS.map((width) => [width, width / 2]))
  })

  test('text fields come back (forged names dropped) and an empty file input is no file', async () => {
    const result = await upload(
      multipartRequest([
        ['businessName', 'Corralón Sur'],
        ['__intent__', 'x'],
        ['logo', new File([], '', { type: 'application/octet-stream' })],
      ]),
    )
    if (!result.ok) throw new Error(result.error.message)
    expect(Object.fromEntries(result.formData)).toEqual({ businessName: 'Corralón Sur' })
    expect(result.stored).toEqual([])
    expect(storedFiles()).toEqual([])
  })

  test('several images in one field, up to its count', async () => {
    const result = await upload(
      multipartRequest([
        ['images', file(png, 'a.png')],
        ['images', file(webp, 'b.webp')],
      ]),
      { files: { images: 2 } },
    )
    if (!result.ok) throw new Error(result.error.message)
    expect(result.stored.map((image) => image.width)).toEqual([300, 800])
  })
})

describe('refusing uploads', () => {
  const truncated = () => jpegWithGps.subarray(0, Math.floor(jpegWithGps.length / 2))

  test.each([
    ['an HTML page named .jpg', () => '<!doctype html><script>alert(1)</script>', 'foto.jpg', 'not-an-image'],
    ['a PDF named .jpg', () => '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj', 'foto.jpg', 'not-an-image'],
    [
      'an SVG',
      () => '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      'logo.svg',
      'not-an-image',
    ],
    ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'logo.gif', 'not-an-image'],
    ['a file shorter than any signature', () => Buffer.from([0xff, 0xd8]), 'logo.jpg', 'not-an-image'],
    ['a zero-byte file', () => '', 'logo.jpg', 'empty'],
    ['a truncated JPEG', truncated, 'logo.jpg', 'unreadable'],
    ['a truncated PNG', () => png.subarray(0, png.length - 20), 'logo.png', 'unreadable'],
    [
      'a JPEG signature with garbage after it',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), crypto.randomBytes(4000)]),
      'x.jpg',
      'unreadable',
    ],
  ])('%s', async (_label, data, filename, code) => {
    const result = await uploadFile(data(), filename)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toMatchObject({ code, field: 'logo', status: 400 })
    expect(storedFiles()).toEqual([])
  })

  test('the spec messages: not an image, and over 5 MB', async () => {
    const html = await uploadFile('<html></html>', 'foto.jpg')
    expect(!html.ok && html.error.message).toBe('Por favor selecciona una imagen válida')

    expect(largePng.length).toBeGreaterThan(UPLOAD_MAX_BYTES)
    expect(sniffImageType(largePng)).toBe('image/png')
    const large = await uploadFile(largePng, 'plano.png', 'image/png')
    expect(large.ok).toBe(false)
    if (large.ok) return
    expect(large.error).toMatchObject({ code: 'too-large', field: 'logo', status: 413 })
    expect(large.error.message).toBe('La imagen debe ser menor a 5MB')
    expect(storedFiles()).toEqual([])
  })

  test('an image with more pixels than allowed, however small the file', async () => {
    // 8000×8000 of one colour compresses to a few kilobytes.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES)
    const result = await uploadFile(bomb, 'bomba.png')
    expect(!result.ok && result.error.code).toBe('too-many-pixels')
    expect(storedFiles()).toEqual([])
  })

  test('more files than the field allows, and a file in a field nobody asked for', async () => {
    const tooMany = await upload(
      multipartRequest([
        ['logo', file(png, 'a.png')],
        ['logo', file(png, 'b.png')],
      ]),
    )
    expect(!tooMany.ok && tooMany.error).toMatchObject({ code: 'too-many-files', field: 'logo', status: 400 })

    const unknown = await upload(multipartRequest([['avatar', file(png, 'a.png')]]))
    expect(!unknown.ok && unknown.error.code).toBe('malformed')
    expect(storedFiles()).toEqual([])
  })

  test('a body that is not multipart, or has no body', async () => {
    const form = new Request('http://localhost/perfil', { method: 'POST', body: new URLSearchParams({ a: 'b' }) })
    expect(await upload(form)).toMatchObject({ ok: false, error: { code: 'malformed', status: 400 } })
    const empty = new Request('http://localhost/perfil', { method: 'POST' })
    expect(await upload(empty)).toMatchObject({ ok: false, error: { code: 'malformed' } })
  })

  test('text fields past the form limit', async () => {
    const result = await upload(multipartRequest([['description', 'a'.repeat(70 * 1024)]]))
    expect(!result.ok && result.error.code).toBe('request-too-large')
  })
})

describe('reading stops early', () => {
  const boundary = 'limite-de-prueba'

  /** A multipart body that would be `total` bytes: one PNG file part followed by endless data. */
  function streamedUpload(total: number, headers: Record<string, string> = {}) {
    const chunk = new Uint8Array(64 * 1024)
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="plano.png"\r\n` + 'Content-Type: image/png\r\n\r\n',
    )
    const signature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
    const progress = { produced: 0 }
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = progress.produced === 0 ? Buffer.concat([head, signature]) : chunk
        progress.produced += next.byteLength
        controller.enqueue(next)
        if (progress.produced >= total) controller.close()
      },
    })
    const request = new Request('http://localhost/perfil', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...headers },
      body,
      duplex: 'half',
    } as RequestInit)
    return { request, progress }
  }

  test('a 50 MB file stops being read just past the 5 MB file limit', async () => {
    const { request, progress } = streamedUpload(50 * MB)
    const result = await readMultipartImages(request, { files: { logo: 1 } })
    expect(!result.ok && result.error.code).toBe('too-large')
    expect(progress.produced).toBeGreaterThan(UPLOAD_MAX_BYTES)
    expect(progress.produced).toBeLessThan(UPLOAD_MAX_BYTES + MB)
  })

  test('a 50 MB body without a length stops at the request limit', async () => {
    const { request, progress } = streamedUpload(50 * MB)
    const result = await readMultipartImages(request, { files: { logo: 1 }, maxFileBytes: 40 * MB, maxRequestBytes: 2 * MB })
    expect(result).toMatchObject({ ok: false, error: { code: 'request-too-large', status: 413 } })
    expect(progress.produced).toBeGreaterThan(2 * MB)
    expect(progress.produced).toBeLessThan(3 * MB)
    expect(storedFiles()).toEqual([])
  })

  test('a body announced as 50 MB is refused before it is read', async () => {
    const { request, progress } = streamedUpload(50 * MB, { 'Content-Length': String(50 * MB) })
    const result = await readMultipartImages(request, { files: { logo: 1 } })
    expect(result).toMatchObject({ ok: false, error: { code: 'request-too-large', status: 413 } })
    // At most the one chunk a stream pulls ahead when it is created.
    expect(progress.produced).toBeLessThanOrEqual(64 * 1024 + 200)
  })

  test('200,000 empty parts stop being read just past the parts cap', async () => {
    const boundary = 'partes'
    const chunk = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="vacio"\r\n\r\n\r\n`.repeat(250))
    const progress = { produced: 0 }
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        progress.produced += chunk.byteLength
        controller.enqueue(chunk)
        if (progress.produced >= 200_000 * (chunk.byteLength / 250)) controller.close()
      },
    })
    const request = new Request('http://localhost/PublicarMateriales', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit)
    const result = await readMultipartImages(request, { files: { logo: 1 } })
    expect(result).toMatchObject({ ok: false, error: { code: 'request-too-large', status: 413 } })
    expect(FORM_MAX_FIELDS).toBeLessThan(250)
    // The first chunk holds 250 parts, past the cap; the multipart parser reads a few chunks ahead.
    expect(progress.produced).toBeLessThan(FORM_MAX_BYTES)
  })
})

describe('stored images', () => {
  test('are served with their type, nosniff and a year of caching', async () => {
    const result = await uploadFile(webp, 'obra.webp')
    if (!result.ok) throw new Error(result.error.message)
    const variant = result.stored[0]!.variants[1]!
    const [dir, file] = variant.key.split('/') as [string, string]
    const response = await serveUpload({
      request: new Request(`http://localhost${variant.url}`),
      params: { dir, '*': file },
      context: {},
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(served).toMatchObject({ format: 'webp', width: variant.width, height: variant.height })
  })

  test('deleteImage removes every variant from the stored key alone', async () => {
    const first = await uploadFile(jpegWithGps, 'a.jpg')
    const second = await uploadFile(png, 'b.png')
    if (!first.ok || !second.ok) throw new Error('upload failed')
    expect(storedFiles()).toHaveLength(5)
    await deleteImage(first.stored[0]!.key)
    expect(storedFiles().sort()).toEqual(second.stored[0]!.variants.map((v) => v.key).sort())
    await deleteImage(second.stored[0]!.key)
    await deleteImage(second.stored[0]!.key)
    expect(storedFiles()).toEqual([])
    await expect(deleteImage('logos/../../etc/passwd')).rejects.toThrow()
  })

  test('a stored image offers its renditions as a srcset; a file the pipeline did not make offers itself only', async () => {
    const saved = await uploadFile(jpegWithGps, 'a.jpg')
    if (!saved.ok) throw new Error('upload failed')
    const { key, variants } = saved.stored[0]!
    const sources = uploadedImageSources(key)
    expect(sources.srcSet?.split(', ')).toEqual(variants.map((variant) => `${uploadUrl(variant.key)} ${variant.width}w`))
    expect(variants.map((variant) => uploadUrl(variant.key))).toContain(sources.src)
    // A demo picture named like "project-1-1.webp" is not a 1 px rendition of anything.
    expect(uploadedImageSources('demo/project-1-1.webp')).toEqual({ src: '/uploads/demo/project-1-1.webp' })
    await expect(deleteImage('demo/project-1-1.webp')).rejects.toThrow()
  })

  test('a failing storage leaves nothing behind', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-storage-'))
    const disk = localDiskStorage(root)
    let puts = 0
    const flaky = {
      ...disk,
      async put(key: string, data: Uint8Array, type: string) {
        if (++puts === 2) throw new Error('disk full')
        await disk.put(key, data, type)
      },
    }
    await expect(saveImage({ data: webp }, { kind: 'projects', storage: flaky })).rejects.toThrow('disk full')
    expect(fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((e) => e.endsWith('.webp'))).toEqual([])
    fs.rmSync(root, { recursive: true, force: true })
  })
})

describe('local disk storage', () => {
  let root: string
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'redobra-storage-'))
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  test('put, url, overwrite and delete', async () => {
    const storage = localDiskStorage(root)
    await storage.put('materials/abc-256.webp', Buffer.from('uno'), 'image/webp')
    expect(fs.readFileSync(path.join(root, 'materials', 'abc-256.webp'), 'utf8')).toBe('uno')
    expect(storage.url('materials/abc-256.webp')).toBe('/uploads/materials/abc-256.webp')
    const stored = await storage.get('materials/abc-256.webp')
    expect(stored).toMatchObject({ contentType: 'image/webp', size: 3 })
    expect(await new Response(stored!.body).text()).toBe('uno')

    await storage.put('materials/abc-256.webp', Buffer.from('dos'), 'image/webp')
    expect(fs.readFileSync(path.join(root, 'materials', 'abc-256.webp'), 'utf8')).toBe('dos')
    // No temporary files left beside it.
    expect(fs.readdirSync(path.join(root, 'materials'))).toEqual(['abc-256.webp'])

    await storage.delete('materials/abc-256.webp')
    expect(fs.existsSync(path.join(root, 'materials', 'abc-256.webp'))).toBe(false)
    expect(await storage.get('materials/abc-256.webp')).toBeNull()
    await expect(storage.delete('materials/abc-256.webp')).resolves.toBeUndefined()
  })

  test.each(['../escape.webp', '/etc/escape.webp', 'a/../../escape.webp', 'a//b.webp', '.hidden.webp', 'sin-extension', ''])(
    'refuses the key %j',
    async (key) => {
      const storage = localDiskStorage(root)
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid storage key')
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key')
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key')
      expect(() => storage.url(key)).toThrow('Invalid storage key')
      expect(fs.existsSync(path.join(path.dirname(root), 'escape.webp'))).toBe(false)
    },
  )
})
