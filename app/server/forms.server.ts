import { FORM_MAX_BYTES, FORM_MAX_FIELDS, VISITOR_FORM_MAX_BYTES } from '~/constants'
import { isFormBody, UNREADABLE_FORM_MESSAGE } from '~/server/request-gate.server'

/**
 * Reads a body up to `maxBytes`, counting what arrives whatever Content-Length claims (a chunked
 * body has none): null as soon as it passes the limit, or once `tooMany` says the bytes so far
 * already hold more parts than allowed. The rest is left unread (server.js drops it).
 */
async function readBodyUpTo(request: Request, maxBytes: number, tooMany: (bytes: Uint8Array) => boolean = () => false) {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return null
  const chunks: Uint8Array[] = []
  let size = 0
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    size += value.byteLength
    chunks.push(value)
    if (size > maxBytes || tooMany(value)) {
      reader.releaseLock()
      return null
    }
  }
}

/** Counts the fields of a form's body as it arrives: `&` separators, or multipart boundaries. */
function fieldCounter(contentType: string, maxFields: number) {
  const boundary = /\bboundary="?([^";]+)"?/i.exec(contentType)?.[1]
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
  const body = await readBodyUpTo(request, maxBytes, fieldCounter(contentType, maxFields))
  if (!body) throw new Response('El formulario es demasiado grande.', { status: 413 })
  try {
    return dropForgedFields(await new Response(body, { headers: { 'Content-Type': contentType } }).formData())
  } catch {
    throw new Response('El formulario llegó incompleto o dañado. Volvé a enviarlo.', { status: 400 })
  }
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
  if (!body) return { ok: false, status: 413, error: 'El cuerpo de la solicitud es demasiado grande.' }
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) }
  } catch {
    return { ok: false, status: 400, error: 'El cuerpo no es JSON válido.' }
  }
}
