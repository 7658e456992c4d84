/** The trap field's name: not a real field of any form, so it can never clash with one. */
export const honeypotFieldName = 'sitio_web_personal'
