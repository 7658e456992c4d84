import { FORM_MAX_BYTES } from '~/constants'

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
  return dropForgedFields(await request.formData())
}

/** Removes the field names only a forged request sends (see readFormData). */
export function dropForgedFields(formData: FormData) {
  for (const name of new Set(formData.keys())) {
    if (name.startsWith('__') || /[[\].]/.test(name)) formData.delete(name)
  }
  return formData
}
