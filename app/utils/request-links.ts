/* Links to the 'Solicitud de presupuesto' form, kept apart from its schema so a page linking to it ships no form code. */

export const NEW_REQUEST_PATH = '/solicitudes/nueva'
/** Where the form's script sends it to show the upload's progress; the answer is JSON. */
export const NEW_REQUEST_UPLOAD_PATH = `${NEW_REQUEST_PATH}/envio`

/** The spec's words to an account whose plan cannot send solicitudes, wherever the way to them is shown. */
export const PREMIUM_ONLY_MESSAGE = 'Esta función es exclusiva para usuarios Premium. Actualizá tu plan para publicar cotizaciones.'

/** The form opened with these fields filled in; the URL's names are the Spanish ones users see. */
export function newRequestHref(prefill: { titulo?: string; sector?: string; subsector?: string; zona?: string; proveedor?: number } = {}) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(prefill)) if (value !== undefined && value !== '') params.set(name, String(value))
  const query = params.toString()
  return query ? `${NEW_REQUEST_PATH}?${query}` : NEW_REQUEST_PATH
}

/** A form posted from another page (an estimate of /cotiza-ia) to open this one filled in. */
export const prefillIntent = 'prefill'

/** Item rows are flat repeated fields, in order: nested names are refused as forged (forms.server.ts). */
export const ITEM_FIELDS = { description: 'itemDescription', quantity: 'itemQuantity', unit: 'itemUnit' } as const
