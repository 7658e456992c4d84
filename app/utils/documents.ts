import { DOCUMENT_MAX_BYTES, PRIVATE_STORAGE_PER_ACCOUNT_MAX_BYTES } from '~/constants'

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
