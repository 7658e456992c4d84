import { beforeEach, describe, expect, test, vi } from 'vitest'
import { action as authAction } from '~/routes/auth/route'
import { db } from '~/server/db.server'
import { outboxDir } from '~/server/email.server'
import { answer, post, type Fields } from '../setup/actions'
import { createAccount, resetDatabase } from '../setup/factories'
import { firstLinkIn, readOutbox } from '../setup/outbox'

/** What a stranger could type as a business name to get their words into our mail to anyone. */
const BAIT = 'Tu cuenta fue suspendida: pagá la multa en https://cobros-redobra.example'

beforeEach(() => {
  resetDatabase(db)
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

/** The one e-mail sent since `before`: to `address`, with its link and nothing the stranger typed. */
function expectOnlyVerificationTo(before: number, address: string) {
  const [email, ...others] = readOutbox(outboxDir()).slice(before)
  expect(others).toEqual([])
  expect(email!.to).toContain(address)
  expect(firstLinkIn(email!.text, '/auth/verificar')).toMatch(/\/auth\/verificar\?token=[\w-]+$/)
  expect(email!.text).toContain('¡Hola!')
  for (const part of [email!.subject, email!.text, email!.html]) {
    expect(part).not.toContain('suspendida')
    expect(part).not.toContain('cobros-redobra')
  }
}

describe('verification e-mails carry nothing the sign-up form was given but the address', () => {
  test('on sign-up', async () => {
    const before = readOutbox(outboxDir()).length
    const fields: Fields = [
      ['intent', 'signup'],
      ['email', 'desconocida@ejemplo.com.ar'],
      ['password', 'tejas coloniales del sur'],
      ['businessName', BAIT],
      ['userRole', 'proveedor'],
      ['acceptTerms', 'on'],
    ]
    expect((await answer(authAction, post('/auth', fields))).status).toBe(302)
    expectOnlyVerificationTo(before, 'desconocida@ejemplo.com.ar')
  })

  test('on resend', async () => {
    createAccount(db, { email: 'sin-verificar@ejemplo.com.ar', businessName: BAIT, verified: false })
    const before = readOutbox(outboxDir()).length
    const fields: Fields = [
      ['intent', 'resend-verification'],
      ['email', 'sin-verificar@ejemplo.com.ar'],
    ]
    expect((await answer(authAction, post('/auth', fields))).status).toBe(302)
    expectOnlyVerificationTo(before, 'sin-verificar@ejemplo.com.ar')
  })
})
