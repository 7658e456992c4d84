import * as z from 'zod'
import { DOCUMENT_MAX_BYTES, PRIVATE_STORAGE_PER_ACCOUNT_MAX_BYTES, type DocumentContentType } from '~/constants'

/** Where a private document is served to its owner and the parties of what it is attached to (routes/documentos.$id.tsx). */
export const documentUrl = (id: number) => `/documentos/${id}`
/** Where staff open a private document, with a reason that is audited. */
export const staffDocumentUrl = (id: number) => `/admin/documentos/${id}`

const DOCUMENT_MAX_SIZE = `${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`

export const DOCUMENT_MESSAGES = {
  missing: 'Adjuntá el documento (PDF o foto)',
  empty: 'El archivo está vacío. Elegí un PDF o una foto del documento.',
  tooLarge: `El documento debe pesar menos de ${DOCUMENT_MAX_SIZE}`,
  wrongType: 'El documento debe ser un PDF o una imagen JPG, PNG o WebP',
  unreadable: 'No pudimos leer el documento: puede estar dañado o incompleto. Probá con otro archivo.',
  storageFull: `Tu cuenta llegó al máximo de ${PRIVATE_STORAGE_PER_ACCOUNT_MAX_BYTES / 1024 / 1024} MB en archivos guardados. Si necesitás enviar más, escribinos desde /contacto.`,
} as const

export const DOCUMENT_HINT = `PDF, JPG, PNG o WebP, hasta ${DOCUMENT_MAX_SIZE}.`

/**
 * A document chosen in the browser, checked there by size only; the server reads its bytes
 * (private-documents.server.ts), which is what decides.
 */
export const DocumentFileSchema = z
  .instanceof(File, { error: 'Elegí un archivo' })
  .refine((file) => file.size <= DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES.tooLarge)
  .optional()

const DOCUMENT_EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const
const DOWNLOAD_NAME_MAX_CHARS = 100

/**
 * The name a private document downloads under: the sender's own, cleaned of what could mislead or
 * break a file system (control and direction characters, folders, characters Windows refuses),
 * and always ending in the extension of the type its bytes were found to be, so a PDF named
 * 'planos.html' is saved as 'planos.pdf'.
 */
export function documentDownloadName(originalName: string, contentType: DocumentContentType, id: number) {
  const extension = DOCUMENT_EXTENSIONS[contentType]
  const base = originalName
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .split(/[/\\]/)
    .at(-1)!
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  const shortened = Array.from(base).slice(0, DOWNLOAD_NAME_MAX_CHARS).join('').trim()
  return `${shortened || `documento-${id}`}.${extension}`
}
