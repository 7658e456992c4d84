import type { DocumentContentType } from '~/constants'

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
