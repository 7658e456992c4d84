/** Company facts shown in the footer and on the contact page. */

export const SITE_NAME = 'RedObra'

export const ADDRESS_STREET = 'Av. Corrientes 1234, piso 5'
export const ADDRESS_LOCALITY = 'C1043 CABA'
export const ADDRESS = `${ADDRESS_STREET}, ${ADDRESS_LOCALITY}`

export const PHONE_DISPLAY = '+54 11 5000-0000'
export const PHONE_HREF = 'tel:+541150000000'

export const EMAIL = 'contacto@redobra.com.ar'

export const WHATSAPP_NUMBER = '5491150000000'
export const WHATSAPP_MESSAGE = 'Hola RedObra, quiero hacer una consulta.'
export const WHATSAPP_URL = `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(WHATSAPP_MESSAGE)}`

export const INSTAGRAM_URL = 'https://www.instagram.com/redobra.ar'
export const INSTAGRAM_HANDLE = '@redobra.ar'

/** Where the company works, as the contact page states it. */
export const LOCATION = 'Buenos Aires, Argentina'
