import { getZodConstraint } from '@conform-to/zod/v4'
import type * as z from 'zod'
import { FORM_MAX_BYTES, FORM_MAX_FIELDS, VISITOR_FORM_MAX_BYTES } from '~/constants'
import type { FormConstraint } from '~/utils/use-schema-form'
import { isFormBody, UNREADABLE_FORM_MESSAGE } from '~/server/request-gate.server'

type BodyRead = { whole: true; bytes: Buffer<ArrayBuffer> } | { whole: false; cause: 'size' | 'fields'; bytes: Buffer<ArrayBuffer> }

/**
 * Reads a body up to `maxBytes`, counting what arrives whatever Content-Length claims (a chunked
 * body has none). It stops as soon as the body passes the limit, or once `tooMany` says the bytes
 * so far already hold more parts than allowed, with the bytes read until then; a body that
 * declares more than the limit is read only up to `prefixBytes`. The rest is left unread
 * (server.js drops it).
 */
async function readBodyUpTo(
  request: Request,
  maxBytes: number,
  { tooMany = () => false, prefixBytes = 0 }: { tooMany?: (bytes: Uint8Array) => boolean; prefixBytes?: number } = {},
): Promise<BodyRead> {
  const declaredTooLarge = Number(request.headers.get('Content-Length') ?? 0) > maxBytes
  const limit = declaredTooLarge ? prefixBytes : maxBytes
  const chunks: Uint8Array[] = []
  let size = 0
  if (!request.body || (declaredTooLarge && limit === 0)) {
    return declaredTooLarge ? { whole: false, cause: 'size', bytes: Buffer.alloc(0) } : { whole: true, bytes: Buffer.alloc(0) }
  }
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done)
      return declaredTooLarge
        ? { whole: false, cause: 'size', bytes: Buffer.concat(chunks) }
        : { whole: true, bytes: Buffer.concat(chunks) }
    size += value.byteLength
    chunks.push(value)
    const fields = tooMany(value)
    if (size > limit || fields) {
      reader.releaseLock()
      return { whole: false, cause: fields ? 'fields' : 'size', bytes: Buffer.concat(chunks) }
    }
  }
}

const boundaryOf = (contentType: string) => /\bboundary="?([^";]+)"?/i.exec(contentType)?.[1]

/** Counts the fields of a form's body as it arrives: `&` separators, or multipart boundaries. */
function fieldCounter(contentType: string, maxFields: number) {
  const boundary = boundaryOf(contentType)
  if (!boundary) {
    let fields = 1
    return (bytes: Uint8Array) => {
      for (const byte of bytes) if (byte === 0x26) fields++
      return fields > maxFields
    }
  }
  // n parts take n + 1 delimiters; one may straddle two chunks, so the last bytes carry over.
  const delimiter = Buffer.from(`--${boundary}`)
  let carry = Buffer.alloc(0)
  let parts = -1
  return (bytes: Uint8Array) => {
    const window = Buffer.concat([carry, bytes])
    for (let at = window.indexOf(delimiter); at !== -1; at = window.indexOf(delimiter, at + delimiter.length)) parts++
    carry = window.subarray(Math.max(0, window.length - delimiter.length + 1))
    return parts > maxFields
  }
}

/**
 * Reads a posted form for Conform. The body is counted as it arrives and refused (413) past
 * `maxBytes` or `maxFields`, before any parsing. Our forms are flat: fields named like
 * Conform's own controls (`__intent__`, `__state__`, which it parses as JSON and throws on) or
 * like its nested paths (`x[1000000]`, which it would echo back as a million-slot list) can only
 * come from a forged request, so they are dropped.
 */
export async function readFormData(request: Request, maxBytes = FORM_MAX_BYTES, maxFields = FORM_MAX_FIELDS) {
  const contentType = request.headers.get('Content-Type') ?? ''
  // The request gate refuses these before the action runs; this holds where no gate stands (remix dev).
  if (!isFormBody(contentType)) {
    throw new Response(UNREADABLE_FORM_MESSAGE, { status: 415 })
  }
  const body = await readBodyUpTo(request, maxBytes, { tooMany: fieldCounter(contentType, maxFields) })
  if (!body.whole) throw new Response(FORM_TOO_LARGE_MESSAGE, { status: 413 })
  return parseForm(body.bytes, contentType)
}

const FORM_TOO_LARGE_MESSAGE = 'El formulario es demasiado grande.'

async function parseForm(bytes: Buffer<ArrayBuffer>, contentType: string) {
  try {
    return dropForgedFields(await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData())
  } catch {
    throw new Response('El formulario llegó incompleto o dañado. Volvé a enviarlo.', { status: 400 })
  }
}

/**
 * Reads a form with files. When its files make it larger than `maxBytes`, the text fields sent
 * before them are still read from the first bytes (a browser sends the fields in the form's
 * order, and our upload forms put the files after the text), so the form can come back as typed
 * with the message beside its files: `tooLarge`, and no file in `formData`.
 */
export async function readUploadForm(request: Request, maxBytes: number, maxFields = FORM_MAX_FIELDS) {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!isFormBody(contentType)) throw new Response(UNREADABLE_FORM_MESSAGE, { status: 415 })
  const body = await readBodyUpTo(request, maxBytes, { tooMany: fieldCounter(contentType, maxFields), prefixBytes: FORM_MAX_BYTES })
  if (body.whole) return { formData: await parseForm(body.bytes, contentType), tooLarge: false }
  const boundary = boundaryOf(contentType)
  if (body.cause === 'fields' || !boundary) throw new Response(FORM_TOO_LARGE_MESSAGE, { status: 413 })
  // The parts that arrived whole within the text's share of the body, closed as a form of their own.
  const head = body.bytes.subarray(0, FORM_MAX_BYTES)
  const cut = head.lastIndexOf(`\r\n--${boundary}`)
  const formData =
    cut === -1
      ? new FormData()
      : await parseForm(Buffer.concat([head.subarray(0, cut), Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType).catch(
          () => new FormData(),
        )
  for (const [name, value] of [...formData.entries()]) if (typeof value !== 'string') formData.delete(name)
  return { formData, tooLarge: true }
}

/** Whether a post carries files: only upload forms are sent as multipart. */
export const isMultipart = (request: Request) => (request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')

/**
 * Conform's reply for a post refused before its body was read (a check that needs no body: role,
 * plan, verified e-mail, target, limit): the message above the form, nothing typed to give back.
 */
export const refusedUnread = (message: string) => ({ status: 'error' as const, initialValue: null, error: { '': [message] } })

/**
 * A signed-out visitor's form, read only for where to send them back: at most VISITOR_FORM_MAX_BYTES,
 * and null for anything larger or unreadable, so a visitor's post costs no more than that.
 */
export async function readVisitorForm(request: Request) {
  try {
    return await readFormData(request, VISITOR_FORM_MAX_BYTES)
  } catch {
    return null
  }
}

/** Removes the field names only a forged request sends (see readFormData). */
export function dropForgedFields(formData: FormData) {
  for (const name of new Set(formData.keys())) {
    if (name.startsWith('__') || /[[\].]/.test(name)) formData.delete(name)
  }
  return formData
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string }

/**
 * Reads a JSON request body, stopping at `maxBytes` whatever Content-Length claims, so a huge or
 * endless body costs nothing beyond the limit.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, status: 415, error: 'El cuerpo debe ser JSON (Content-Type: application/json).' }
  }
  const body = await readBodyUpTo(request, maxBytes)
  if (!body.whole) return { ok: false, status: 413, error: 'El cuerpo de la solicitud es demasiado grande.' }
  try {
    return { ok: true, value: JSON.parse(body.bytes.toString('utf8')) }
  } catch {
    return { ok: false, status: 400, error: 'El cuerpo no es JSON válido.' }
  }
}

const constraints = new WeakMap<z.ZodType, FormConstraint>()

/**
 * What a form's controls carry from the schema its action parses (required, lengths, patterns),
 * for its loader to send: worked out once per schema, not on every page view.
 */
export function formConstraint(schema: z.ZodType) {
  let constraint = constraints.get(schema)
  if (!constraint) {
    constraint = getZodConstraint(schema)
    constraints.set(schema, constraint)
  }
  return constraint
}
