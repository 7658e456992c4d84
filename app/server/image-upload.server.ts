import crypto from 'node:crypto'
import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node'
import sharp from 'sharp'
import {
  FORM_MAX_BYTES,
  FORM_MAX_FIELDS,
  IMAGE_MAX_PIXELS,
  IMAGE_WEBP_QUALITY,
  IMAGE_WIDTHS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_REQUEST_BYTES,
  type ImageKind,
} from '~/constants'
import { dropForgedFields } from '~/server/forms.server'
import { imageStorage, type ImageStorage } from '~/server/image-storage.server'
import { storedImageVariants, variantKey } from '~/utils/uploads'

/**
 * The image upload pipeline: read a multipart request with every size checked while it streams
 * (readMultipartImages), then decode, strip metadata, resize and store each image (saveImage).
 * Nothing is stored until an image has passed every check, and bad input is a typed result,
 * never an exception.
 */

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp'

export type UploadErrorCode =
  'not-an-image' | 'too-large' | 'empty' | 'unreadable' | 'too-many-pixels' | 'too-many-files' | 'request-too-large' | 'malformed'

export type UploadError = {
  code: UploadErrorCode
  /** The form field the error belongs to, when it belongs to one. */
  field?: string
  message: string
  /** The HTTP status an action should answer with. */
  status: 400 | 413
}

export type UploadResult<T> =
  | { ok: true; value: T }
  /** `formData`: from readMultipartImages, the text fields read before the refusal, so a form can keep them. */
  | { ok: false; error: UploadError; formData?: FormData }

/** An image file as received: its type already checked by its bytes and its size by the cap. */
export type UploadedImage = { field: string; filename: string; type: ImageType; data: Buffer }

export type StoredImageVariant = { key: string; url: string; width: number; height: number }

/** A stored image: `key` (the widest variant) is what a record keeps; deleteImage takes it back. */
export type StoredImage = { key: string; url: string; width: number; height: number; variants: StoredImageVariant[] }

const MESSAGES: Record<UploadErrorCode, string> = {
  'not-an-image': 'Por favor selecciona una imagen válida',
  'too-large': 'La imagen debe ser menor a 5MB',
  empty: 'El archivo está vacío. Por favor selecciona una imagen válida',
  unreadable: 'No pudimos leer la imagen: puede estar dañada o incompleta. Probá con otro archivo.',
  'too-many-pixels': 'La imagen tiene una resolución demasiado alta. Probá con una más chica.',
  'too-many-files': 'Elegiste demasiadas imágenes.',
  'request-too-large': 'El envío es demasiado grande: cada imagen debe ser menor a 5MB.',
  malformed: 'No pudimos leer el formulario. Intentá de nuevo.',
}

function uploadError(code: UploadErrorCode, field?: string): UploadError {
  const status = code === 'too-large' || code === 'request-too-large' ? 413 : 400
  return { code, field, message: MESSAGES[code], status }
}

class UploadRefused extends Error {
  constructor(readonly error: UploadError) {
    super(error.code)
  }
}

/** The type of an image by its first bytes; only the formats we accept are recognised. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, signature: number[]) => signature.every((byte, i) => bytes[offset + i] === byte)
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp'
  return null
}
const SNIFF_BYTES = 12

export type ReadMultipartImagesOptions = {
  /** File fields accepted and how many files each may carry, e.g. `{ logo: 1 }`. */
  files: Record<string, number>
  maxFileBytes?: number
  maxRequestBytes?: number
}

/**
 * Reads a multipart form: text fields into `formData` (filtered like readFormData), image files
 * into `images`. Refuses, without reading further, a body above `maxRequestBytes` (by its
 * Content-Length or by counting), a file above `maxFileBytes`, a file whose first bytes are not
 * JPEG, PNG or WebP, an empty file, and files beyond a field's count or in an unknown field.
 * An empty file input (no file chosen) is simply absent.
 */
export async function readMultipartImages(
  request: Request,
  { files, maxFileBytes = UPLOAD_MAX_BYTES, maxRequestBytes = UPLOAD_MAX_REQUEST_BYTES }: ReadMultipartImagesOptions,
): Promise<UploadResult<{ formData: FormData; images: UploadedImage[] }>> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxRequestBytes) {
    return { ok: false, error: uploadError('request-too-large') }
  }
  if (!request.body) return { ok: false, error: uploadError('malformed') }

  let requestBytes = 0
  let requestTooLarge = false
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        requestBytes += chunk.byteLength
        if (requestBytes > maxRequestBytes) {
          requestTooLarge = true
          controller.error(new Error('Request body over the limit'))
          return
        }
        controller.enqueue(chunk)
      },
    }),
    // Stop reading without destroying the connection, so the refusal can still be answered.
    { preventCancel: true },
  )
  const countedRequest = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    duplex: 'half',
  } as RequestInit)

  const images: UploadedImage[] = []
  const textFields = new FormData()
  const filesPerField = new Map<string, number>()
  let textBytes = 0
  let parts = 0

  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (++parts > FORM_MAX_FIELDS) throw new UploadRefused(uploadError('request-too-large'))
    // A file input left empty arrives without a file name: in a file field it is no file and no text.
    if (!filename) {
      const chunks: Uint8Array[] = []
      for await (const chunk of data) {
        textBytes += chunk.byteLength
        if (textBytes > FORM_MAX_BYTES) throw new UploadRefused(uploadError('request-too-large'))
        chunks.push(chunk)
      }
      if (Object.hasOwn(files, name)) return undefined
      const value = Buffer.concat(chunks).toString('utf8')
      textFields.append(name, value)
      return value
    }

    if (!Object.hasOwn(files, name)) throw new UploadRefused(uploadError('malformed'))
    const count = (filesPerField.get(name) ?? 0) + 1
    if (count > (files[name] ?? 0)) throw new UploadRefused(uploadError('too-many-files', name))
    filesPerField.set(name, count)
    const chunks: Buffer[] = []
    let size = 0
    let type: ImageType | null = null
    for await (const chunk of data) {
      size += chunk.byteLength
      if (size > maxFileBytes) throw new UploadRefused(uploadError('too-large', name))
      chunks.push(Buffer.from(chunk))
      // Decided as soon as the signature has arrived, so a large non-image is not read through.
      if (!type && size >= SNIFF_BYTES) {
        type = sniffImageType(Buffer.concat(chunks))
        if (!type) throw new UploadRefused(uploadError('not-an-image', name))
      }
    }
    if (size === 0) throw new UploadRefused(uploadError('empty', name))
    const body = Buffer.concat(chunks)
    type ??= sniffImageType(body)
    if (!type) throw new UploadRefused(uploadError('not-an-image', name))
    images.push({ field: name, filename, type, data: body })
    return undefined
  }

  try {
    const formData = await unstable_parseMultipartFormData(countedRequest, handler)
    return { ok: true, value: { formData: dropForgedFields(formData), images } }
  } catch (error) {
    if (requestTooLarge) return { ok: false, error: uploadError('request-too-large') }
    if (error instanceof UploadRefused) return { ok: false, error: error.error, formData: dropForgedFields(textFields) }
    // Not multipart, no boundary, a body cut short: all the client's doing.
    return { ok: false, error: uploadError('malformed') }
  }
}

export type ProcessedImage = {
  width: number
  height: number
  /** WebP renditions, narrowest first; the last is the full stored size. */
  variants: { width: number; height: number; data: Buffer }[]
}

/**
 * Decodes an image and re-encodes it as WebP at IMAGE_WIDTHS (up to its own width). Only the
 * pixels survive: EXIF (GPS, camera), XMP and ICC are dropped, and the EXIF orientation is
 * applied first so nothing depends on it. A corrupt or truncated file is refused.
 */
export async function processImage(input: Buffer, field?: string): Promise<UploadResult<ProcessedImage>> {
  const type = sniffImageType(input)
  if (!type) return { ok: false, error: uploadError('not-an-image', field) }
  try {
    // Reads the header only, so the pixel count is known before anything is decoded.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata()
    if (`image/${metadata.format}` !== type) return { ok: false, error: uploadError('not-an-image', field) }
    const { width, height } = metadata.autoOrient
    if (width * height > IMAGE_MAX_PIXELS) return { ok: false, error: uploadError('too-many-pixels', field) }
    // failOn 'warning': a truncated JPEG decodes with a warning and grey rows; refuse it instead.
    const source = sharp(input, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true })

    const widths = [...new Set([...IMAGE_WIDTHS.filter((w) => w < width), Math.min(width, IMAGE_WIDTHS.at(-1)!)])]
    const variants = await Promise.all(
      widths.map(async (target) => {
        const { data, info } = await source
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: IMAGE_WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true })
        return { width: info.width, height: info.height, data }
      }),
    )
    const full = variants.at(-1)!
    return { ok: true, value: { width: full.width, height: full.height, variants } }
  } catch {
    // sharp throws for anything it cannot decode; for an upload that is always bad input.
    return { ok: false, error: uploadError('unreadable', field) }
  }
}

/**
 * Processes an uploaded image and stores every variant under a new random name in the kind's
 * folder. If a write fails, the variants already written are removed and the error is thrown
 * (a storage failure is ours, not the user's).
 */
export async function saveImage(
  image: Pick<UploadedImage, 'data'> & { field?: string },
  { kind, storage = imageStorage }: { kind: ImageKind; storage?: ImageStorage },
): Promise<UploadResult<StoredImage>> {
  const processed = await processImage(image.data, image.field)
  if (!processed.ok) return processed

  const base = `${kind}/${crypto.randomUUID()}`
  const variants: StoredImageVariant[] = []
  try {
    for (const variant of processed.value.variants) {
      const key = variantKey(base, variant.width)
      await storage.put(key, variant.data, 'image/webp')
      variants.push({ key, url: storage.url(key), width: variant.width, height: variant.height })
    }
  } catch (error) {
    await Promise.allSettled(variants.map((variant) => storage.delete(variant.key)))
    throw error
  }
  const full = variants.at(-1)!
  return { ok: true, value: { key: full.key, url: full.url, width: full.width, height: full.height, variants } }
}

/**
 * Deletes a stored image and all its variants, given the key saveImage returned. The variants
 * are the standard widths below the stored one, so the key alone names them all.
 */
export async function deleteImage(key: string, storage: ImageStorage = imageStorage) {
  const variants = storedImageVariants(key)
  if (!variants) throw new Error(`Not a stored image key: ${JSON.stringify(key)}`)
  await Promise.all(variants.map((variant) => storage.delete(variant.key)))
}
