import { honeypotFieldName } from '../utils/honeypot'

/** Bots fill every text input they find; people never see this one. */
export function checkHoneypot(formData: FormData): void {
  const value = formData.get(honeypotFieldName)
  if (value !== null && value !== '') {
    throw new Response('Formulario inválido.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
}
