import fs from 'node:fs'
import fc from 'fast-check'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { CONTACT_MESSAGE_MAX_LENGTH, RATE_LIMITS } from '~/constants'
import { action as contactAction } from '~/routes/contacto'
import { MISSING_FIELDS_MESSAGE, SEND_FAILED_MESSAGE, SENT_MESSAGE } from '~/utils/contact-form'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { env } from '~/server/env.server'
import { honeypotFieldName } from '~/utils/honeypot'
import { resetDatabase } from '../setup/factories'
import { answer, ORIGIN, post, toastOf, type Fields } from '../setup/actions'
import { readOutbox } from '../setup/outbox'

type Reply = { result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> | null } }

const send = (fields: Fields, headers: Record<string, string> = {}) => answer<Reply>(contactAction, post('/contacto', fields, headers))

type Row = { name: string; email: string; phone: string | null; message: string }
const rows = () => db.$client.prepare('SELECT name, email, phone, message FROM contact_messages ORDER BY id').all() as Row[]
const outboxSize = () => readOutbox(outboxDir()).length

const VALID: Fields = [
  ['name', 'Marta Giménez'],
  ['email', 'marta@estudio.com.ar'],
  ['phone', '11 2345-6789'],
  ['message', 'Quiero sumar mi corralón de Lanús a la red.'],
]
const without = (name: string) => VALID.filter(([field]) => field !== name)
const replacing = (name: string, value: string) => VALID.map(([field, v]) => [field, field === name ? value : v] as const)

beforeEach(() => {
  resetDatabase(db)
  db.$client.exec('DELETE FROM rate_limits')
})

describe('the contact form', () => {
  test('stores the inquiry with the phone, e-mails the team and confirms with a toast', async () => {
    const before = outboxSize()
    const result = await send(VALID)
    expect(result.status).toBe(302)
    expect(result.headers.get('Location')).toBe('/contacto')
    expect((await toastOf(result.headers))?.title).toBe(SENT_MESSAGE)
    expect(rows()).toEqual([
      {
        name: 'Marta Giménez',
        email: 'marta@estudio.com.ar',
        phone: '+541123456789',
        message: 'Quiero sumar mi corralón de Lanús a la red.',
      },
    ])
    const sent = readOutbox(outboxDir()).slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toContain(env.operator.email)
    expect(sent[0]!.subject).toContain('Marta Giménez')
    expect(sent[0]!.text).toContain('Quiero sumar mi corralón de Lanús a la red.')
    expect(sent[0]!.text).toContain('+541123456789')
    expect(sent[0]!.text).toContain('marta@estudio.com.ar')
  })

  test('the phone is optional', async () => {
    const result = await send(without('phone'))
    expect(result.status).toBe(302)
    expect(rows()[0]?.phone).toBeNull()
  })

  test.each([
    ['name', 'Ingresá tu nombre'],
    ['email', 'Ingresá tu correo electrónico'],
    ['message', 'Escribí tu mensaje'],
  ])('a missing %s is named next to the field and above the form, the rest kept', async (field, message) => {
    for (const fields of [without(field), replacing(field, '   ')]) {
      const before = outboxSize()
      const result = await send(fields)
      expect(result.status).toBe(400)
      expect(result.reply?.result?.error?.[field]).toEqual([message])
      expect(result.reply?.result?.error?.['']).toEqual([MISSING_FIELDS_MESSAGE])
      const kept = Object.fromEntries(fields.filter(([name]) => name !== field))
      expect(result.reply?.result?.initialValue).toMatchObject(kept)
      expect(rows()).toEqual([])
      expect(outboxSize()).toBe(before)
    }
  })

  test('a malformed e-mail is refused with the spec message', async () => {
    const result = await send(replacing('email', 'marta@'))
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.email).toEqual(['El correo electrónico no es válido'])
    expect(result.reply?.result?.initialValue).toMatchObject({ email: 'marta@', name: 'Marta Giménez' })
    expect(rows()).toEqual([])
  })

  test('a message over the limit is refused, not cut', async () => {
    const result = await send(replacing('message', 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1)))
    expect(result.status).toBe(400)
    expect(result.reply?.result?.error?.message).toEqual([`El mensaje puede tener hasta ${CONTACT_MESSAGE_MAX_LENGTH} caracteres`])
    expect(rows()).toEqual([])
  })

  test('a filled honeypot stores and sends nothing', async () => {
    const before = outboxSize()
    const result = await send([...VALID, [honeypotFieldName, 'https://spam.example']])
    expect(result.status).toBe(400)
    expect(rows()).toEqual([])
    expect(outboxSize()).toBe(before)
  })

  test('a cross-site post is refused', async () => {
    const result = await send(VALID, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' })
    expect(result.status).toBe(403)
    expect(rows()).toEqual([])
  })

  test(`the ${RATE_LIMITS.contactMessagesPerIp.max + 1}th inquiry from one address in an hour gets a 429`, async () => {
    const address = { 'X-Forwarded-For': '203.0.113.9' }
    for (let i = 0; i < RATE_LIMITS.contactMessagesPerIp.max; i++) {
      expect((await send(VALID, address)).status).toBe(302)
    }
    const refused = await send(VALID, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(refused.reply?.result?.error?.['']?.[0]).toMatch(/^Demasiados intentos\. Esperá \d+ minutos? y volvé a intentar\.$/)
    expect(refused.reply?.result?.initialValue).toMatchObject({ name: 'Marta Giménez' })
    expect(rows()).toHaveLength(RATE_LIMITS.contactMessagesPerIp.max)
    // Another address is not affected.
    expect((await send(VALID)).status).toBe(302)
  })

  test('when the e-mail cannot be sent, the inquiry is kept and the visitor told it arrived', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const dir = outboxDir()
    fs.rmSync(dir, { recursive: true, force: true })
    fs.writeFileSync(dir, '') // the outbox folder cannot be created: writing the e-mail fails
    try {
      const result = await send(VALID)
      expect(result.status).toBe(302)
      expect((await toastOf(result.headers))?.title).toBe(SENT_MESSAGE)
      expect(rows()).toHaveLength(1)
      expect(String(errors.mock.calls[0]?.[0])).toMatch(/"event":"contact-inquiry-email-failed"/)
    } finally {
      fs.rmSync(dir, { force: true })
      errors.mockRestore()
    }
  })

  test('when the inquiry cannot be stored, the visitor sees the failure text with the values kept', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const before = outboxSize()
    db.$client.exec('ALTER TABLE contact_messages RENAME TO contact_messages_away')
    try {
      const result = await send(VALID)
      expect(result.status).toBe(503)
      expect(result.reply?.result?.error?.['']).toEqual([SEND_FAILED_MESSAGE])
      expect(result.reply?.result?.initialValue).toMatchObject(Object.fromEntries(VALID))
      expect(outboxSize()).toBe(before)
    } finally {
      db.$client.exec('ALTER TABLE contact_messages_away RENAME TO contact_messages')
      errors.mockRestore()
    }
  })

  test('a post from an opaque origin (a sandboxed page) is refused', async () => {
    const result = await answer(contactAction, new Request(`${ORIGIN}/contacto`, { method: 'POST', headers: { Origin: 'null' } }))
    expect(result.status).toBe(403)
  })

  test('any posted form: never a 5xx, and an inquiry is stored exactly when the form is valid', async () => {
    const text = fc.oneof(
      fc.constant(''),
      fc.constant('   '),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('Juan', 'Obras Sur SRL', 'Ñandú & Cía', '<script>alert(1)</script>', "'; DROP TABLE users; --"),
      fc.string({ minLength: CONTACT_MESSAGE_MAX_LENGTH - 2, maxLength: CONTACT_MESSAGE_MAX_LENGTH + 2 }),
    )
    const email = fc.oneof(fc.emailAddress(), fc.constantFrom('', 'no-es-un-correo', 'a@b', 'x@y.com.ar'), fc.string({ maxLength: 20 }))
    const phone = fc.oneof(
      fc.constantFrom('', '11 2345-6789', '(0351) 15-123-4567', '123', '+54 9 11 5555-0000'),
      fc.string({ maxLength: 45 }),
    )
    const field = <T>(arb: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: fc.array(arb, { maxLength: 2 }), weight: 1 }, { arbitrary: arb.map((v) => [v]), weight: 4 })
    let stored = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ name: field(text), email: field(email), phone: field(phone), message: field(text) }),
          fc.record({
            name: fc.constantFrom(['Juan'], ['Obras Sur SRL'], ['Ñandú & Cía']),
            email: fc.constantFrom(['x@y.com.ar'], ['MARTA@Estudio.com.ar ']),
            phone: fc.constantFrom([], [''], ['11 2345-6789']),
            message: fc.string({ minLength: 1, maxLength: 200 }).map((m) => [`Consulta: ${m}`]),
          }),
        ),
        async (c) => {
          const before = rows().length
          const fields: Fields = Object.entries(c).flatMap(([name, values]) => values.map((v) => [name, v] as const))
          const result = await send(fields)
          expect(result.status).toBeLessThan(500)
          if (result.status === 302) {
            stored++
            expect(rows()).toHaveLength(before + 1)
          } else {
            refused++
            expect(result.status).toBe(400)
            expect(rows()).toHaveLength(before)
            const messages = Object.values(result.reply?.result?.error ?? {}).flatMap((list) => list ?? [])
            expect(messages.length).toBeGreaterThan(0)
            for (const message of messages) expect(message).not.toMatch(/\b(invalid|expected|received|string)\b/i)
          }
        },
      ),
      { numRuns: 1000 },
    )
    expect(stored).toBeGreaterThan(20)
    expect(refused).toBeGreaterThan(20)
  }, 180_000)
})
