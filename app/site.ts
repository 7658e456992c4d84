/** Company facts shown in the footer and on the contact page. */

export const SITE_NAME = 'RedObra'

/**
 * Who runs the site and how to reach them. A deployment sets its own (OPERATOR_* and
 * CONTACT_EMAIL, read by env.server); these stand in for a demo and say so.
 */
export type Operator = {
  name: string
  email: string
  /** E.164 */
  phone: string
  /** E.164, a mobile */
  whatsapp: string
  address: string
}

export const DEMO_OPERATOR: Operator = {
  name: 'RedObra (sitio de demostración)',
  email: 'contacto@redobra.com.ar',
  phone: '+541100000000',
  whatsapp: '+5491100000000',
  address: 'Calle de Demostración 123, CABA',
}

export const WHATSAPP_MESSAGE = 'Hola RedObra, quiero hacer una consulta.'

export const INSTAGRAM_URL = 'https://www.instagram.com/redobra.ar'
export const INSTAGRAM_HANDLE = '@redobra.ar'

/** Where the company works, as the contact page states it. */
export const LOCATION = 'Buenos Aires, Argentina'
