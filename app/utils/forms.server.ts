import { FORM_MAX_BYTES } from '~/constants'
import { isFormBody, UNREADABLE_FORM_MESSAGE } from '~/utils/request-gate.server'

/**
 * Reads a posted form for Conform. Our forms are flat: fields named like Conform's own controls
 * (`__intent__`, `__state__`, which it parses as JSON and throws on) or like its nested paths
 * (`x[1000000]`, which it would echo back as a million-slot list) can only come from a forged
 * request, so they are dropped before parsing.
 */
export async function readFormData(request: Request) {
  if (Number(request.headers.get('Content-Length') ?? 0) > FORM_MAX_BYTES) {
    throw new Response('El formulario es demasiado grande.', { status: 413 })
  }
  // The request gate refuses these before the action runs; this holds where no gate stands (remix dev).
  if (!isFormBody(request.headers.get('Content-Type'))) {
    throw new Response(UNREADABLE_FORM_MESSAGE, { status: 415 })
  }
  try {
    return dropForgedFields(await request.formData())
  } catch {
    throw new Response('El formulario llegó incompleto o dañado. Volvé a enviarlo.', { status: 400 })
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
  const tooLarge = { ok: false, status: 413, error: 'El cuerpo de la solicitud es demasiado grande.' } as const
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, status: 415, error: 'El cuerpo debe ser JSON (Content-Type: application/json).' }
  }
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return tooLarge
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return tooLarge
      }
      chunks.push(value)
    }
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) }
  } catch {
    return { ok: false, status: 400, error: 'El cuerpo no es JSON válido.' }
  }
}
