import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'
import { firstLinkIn, lastEmailTo, parseEmail, readOutbox } from '../setup/outbox'
import { startSmtpListener, type ReceivedMessage } from '../setup/smtp'

const outbox = path.join(path.dirname(process.env.DATABASE_PATH!), 'outbox')

let info: MockInstance<typeof console.info>
beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  delete process.env.SMTP_URL
  info.mockRestore()
})

async function loadEmail() {
  vi.resetModules()
  const [{ sendEmail }, templates] = await Promise.all([import('~/server/email.server'), import('~/server/email-templates.server')])
  return { sendEmail, ...templates }
}

describe('sendEmail without SMTP_URL', () => {
  test('writes an .eml to the outbox that reads back with the Spanish text and the link intact', async () => {
    const { sendEmail, verificationEmail } = await loadEmail()
    const url = 'https://redobra.com.ar/verificar?token=abc123&paso=2'

    await sendEmail({ to: 'ana@example.com', ...verificationEmail({ url }) })

    const email = await lastEmailTo(outbox, 'ana@example.com')
    expect(email.file).toMatch(/^.+\/outbox\/\d+-[0-9a-f]+\.eml$/)
    expect(email.subject).toBe('Confirmá tu cuenta en RedObra')
    expect(email.from).toContain('no-responder@redobra.com.ar')
    expect(email.text).toContain('¡Hola!')
    expect(email.text).toContain('El enlace vence en 24 horas y se puede usar una sola vez.')
    expect(email.text).toContain('ignorá este correo')
    expect(email.html).toContain('Confirmá tu cuenta en RedObra')
    expect(firstLinkIn(email.text, '/verificar')).toBe(url)
    expect(firstLinkIn(email.html, '/verificar')).toBe(url)
    expect(JSON.parse(String(info.mock.calls.at(-1)?.[0]))).toMatchObject({ level: 'info', event: 'email-saved', file: email.file })
  })

  test('readOutbox lists messages oldest first and lastEmailTo filters by recipient and subject', async () => {
    const { sendEmail, passwordResetEmail, accountDeletedEmail } = await loadEmail()

    await sendEmail({ to: 'beto@example.com', ...passwordResetEmail({ url: 'https://redobra.com.ar/restablecer?token=uno' }) })
    await sendEmail({ to: 'beto@example.com', ...passwordResetEmail({ url: 'https://redobra.com.ar/restablecer?token=dos' }) })
    await sendEmail({ to: 'beto@example.com', ...accountDeletedEmail({ provenName: 'Beto Pinturas' }) })

    const mine = readOutbox(outbox).filter((email) => email.to === 'beto@example.com')
    expect(mine.map((email) => email.subject)).toEqual([
      'Restablecé tu contraseña de RedObra',
      'Restablecé tu contraseña de RedObra',
      'Tu cuenta de RedObra fue eliminada',
    ])
    const reset = await lastEmailTo(outbox, 'BETO@example.com', { subject: /contraseña/ })
    expect(firstLinkIn(reset.text, '/restablecer')).toBe('https://redobra.com.ar/restablecer?token=dos')
    expect(reset.text).toContain('vence en 1 hora')
    expect(reset.text).toContain('cerrar todas las demás sesiones')
    await expect(lastEmailTo(outbox, 'nadie@example.com', { timeoutMs: 200 })).rejects.toThrow(/No e-mail to nadie@example.com/)
  })
})

describe('sendEmail with SMTP_URL', () => {
  test('delivers to a real SMTP listener', async () => {
    const received: ReceivedMessage[] = []
    const smtp = await startSmtpListener((message) => {
      received.push(message)
    })
    try {
      process.env.SMTP_URL = smtp.url
      const { sendEmail, verificationEmail } = await loadEmail()
      const before = readOutbox(outbox).length

      const url = 'https://redobra.com.ar/verificar?token=smtp-token'
      await sendEmail({ to: 'carla@example.com', ...verificationEmail({ url }) })

      expect(received).toHaveLength(1)
      expect(received[0]!.from).toBe('no-responder@redobra.com.ar')
      expect(received[0]!.to).toEqual(['carla@example.com'])
      const email = parseEmail(received[0]!.raw)
      expect(email.to).toBe('carla@example.com')
      expect(email.subject).toBe('Confirmá tu cuenta en RedObra')
      expect(email.text).toContain('¡Hola!')
      expect(firstLinkIn(email.text, '/verificar')).toBe(url)
      expect(readOutbox(outbox)).toHaveLength(before)
      expect(info).not.toHaveBeenCalled()
    } finally {
      await smtp.close()
    }
  })
})

describe('e-mail templates', () => {
  test('escape every interpolated value in the HTML', async () => {
    const { verificationEmail, accountDeletedEmail } = await loadEmail()
    const businessName = '<script>alert(1)</script>'
    const verification = verificationEmail({ url: 'https://redobra.com.ar/verificar?a=1&b="x"' })
    const deleted = accountDeletedEmail({ provenName: businessName })

    expect(deleted.html).not.toContain('<script>')
    expect(deleted.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(deleted.text).toContain(businessName)
    expect(verification.html).toContain('href="https://redobra.com.ar/verificar?a=1&amp;b=&quot;x&quot;"')
    expect(verification.html).not.toContain('"x"')
  })

  test('state the expiry, single use and what to do if unexpected', async () => {
    const { verificationEmail, passwordResetEmail, accountDeletedEmail } = await loadEmail()
    const verification = verificationEmail({ url: 'https://redobra.com.ar/verificar?token=t' })
    expect(verification.text).toMatch(/vence en 24 horas y se puede usar una sola vez/)
    expect(verification.text).toMatch(/Si no te registraste en RedObra, ignorá este correo/)

    const reset = passwordResetEmail({ url: 'https://redobra.com.ar/restablecer?token=t' })
    expect(reset.subject).toBe('Restablecé tu contraseña de RedObra')
    expect(reset.text).toMatch(/vence en 1 hora y se puede usar una sola vez/)
    expect(reset.text).toMatch(/Si no lo pediste vos, ignorá este correo/)

    const deleted = accountDeletedEmail({ provenName: 'Obra Sur' })
    expect(deleted.subject).toBe('Tu cuenta de RedObra fue eliminada')
    expect(deleted.text).toContain('contacto@redobra.com.ar')
    expect(deleted.html).not.toContain('<a ')
  })
})
