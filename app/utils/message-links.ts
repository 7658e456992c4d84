/* Links to the message form, kept apart from its schema so a page linking to it ships no form code. */

export const inquiryHref = (about: { listingId: number } | { materialId: number }) =>
  'listingId' in about ? `/mensajes/nueva?proveedor=${about.listingId}` : `/mensajes/nueva?material=${about.materialId}`

export const UNCLAIMED_MESSAGE = 'Este proveedor todavía no recibe consultas en RedObra'
