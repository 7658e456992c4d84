import { IMAGE_WIDTHS } from '~/constants'

/** The public address of an uploaded file, served by routes/uploads.$.tsx. */
export function uploadUrl(key: string) {
  return `/uploads/${key.split('/').map(encodeURIComponent).join('/')}`
}

/** `{kind}/{uuid}-{width}.webp`, as saveImage names them; other files (the demo pictures) have one size only. */
const STORED_KEY = /^([a-z]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d+)\.webp$/

export function variantKey(base: string, width: number) {
  return `${base}-${width}.webp`
}

/** What all renditions of one image share: the key without its width, or the key itself for a single-size file. */
export function imageFamily(key: string) {
  return STORED_KEY.exec(key)?.[1] ?? key
}

/**
 * The renditions of a stored image, narrowest first, from the key a record keeps (the widest):
 * the standard widths below it, then itself. Null for a key the upload pipeline did not make.
 */
export function storedImageVariants(key: string): { key: string; width: number }[] | null {
  const match = STORED_KEY.exec(key)
  if (!match) return null
  const [, base = '', stored = ''] = match
  const width = Number(stored)
  return [...IMAGE_WIDTHS.filter((w) => w < width), width].map((w) => ({ key: variantKey(base, w), width: w }))
}

/**
 * `src` and `srcset` for an uploaded image: the browser picks the narrowest rendition that fills
 * the slot (`sizes`), so a phone loads the 640 px card image, not the full one.
 */
export function uploadedImageSources(key: string, preferredWidth = 640): { src: string; srcSet?: string } {
  const variants = storedImageVariants(key)
  if (!variants) return { src: uploadUrl(key) }
  const fallback = variants.find((variant) => variant.width >= preferredWidth) ?? variants.at(-1)!
  return {
    src: uploadUrl(fallback.key),
    srcSet: variants.map((variant) => `${uploadUrl(variant.key)} ${variant.width}w`).join(', '),
  }
}
