import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { NOTIFICATION_EMAIL_INTERVAL_MS, NOTIFICATION_EXCERPT_MAX } from '~/constants'
import { answer, post, signedInCookie } from '../setup/actions'
import { createAccount, createQuoteRequest, resetDatabase, addRecipient } from '../setup/factories'
import { firstLinkIn, parseEmail, type ParsedEmail } from '../setup/outbox'
import { raceProcesses } from '../setup/race'
import { startSmtpListener } from '../setup/smtp'

/*
 * Activity e-mails leave through the real mail path: an SMTP listener started here receives
 * them. At most one per person and conversation in NOTIFICATION_EMAIL_INTERVAL_MS; what happens
 * meanwhile is counted into the next one.
 */
const received: (ParsedEmail & { envelopeTo: string[] })[] = []
const smtp = await startSmtpListener(({ to, raw }) => {
  received.push({ ...parseEmail(raw), envelopeTo: to })
})
afterAll(smtp.close)

// The app reads its mail settings when its modules load: load them again with the listener set.
process.env.SMTP_URL = smtp.url
vi.resetModules()
const { db } = await import('~/server/db.server')
const { queuedEmailsSent } = await import('~/server/email.server')
const { notify, sendFoldedNotifications, setNotifyByEmail } = await import('~/models/notifications.server')
const { suspendAccount } = await import('~/models/suspension.server')
const { action: settingsAction } = await import('~/routes/perfil_.cuenta/route')
const { env } = await import('~/server/env.server')
delete process.env.SMTP_URL

const START = Date.parse('2026-11-26T12:00:00Z')
const MINUTE = 60_000

beforeEach(() => {
  resetDatabase(db)
  db.$client.exec('DELETE FROM rate_limits')
  received.length = 0
})

/** A builder's request that reached a provider: the conversation between them. */
function conversation() {
  const builder = createAccount(db, { role: 'constructor', plan: 'premium' })
  const provider = createAccount(db)
  const request = createQuoteRequest(db, { userId: builder.user.id, title: 'Cambio de membrana en terraza' })
  const { conversationId } = addRecipient(db, { requestId: request.id, profileId: provider.profile.id })
  return { builder, provider, conversationId }
}

function newMessage(userId: number, conversationId: number, body = 'Hola, ¿puedo pasar el jueves a medir?') {
  return {
    userId,
    threadKey: `conversation:${conversationId}` as const,
    subject: 'Nuevo mensaje de Techos Ramírez',
    sentences: ['Techos Ramírez te escribió sobre «Cambio de membrana en terraza».'],
    excerpt: body,
    path: `/mensajes/${conversationId}`,
    label: 'Ver la conversación',
  }
}

async function send(...args: Parameters<typeof notify>) {
  const outcome = notify(...args)
  await queuedEmailsSent()
  return outcome
}

describe('notification e-mails through SMTP', () => {
  test('say what happened in Spanish, with a link to the page, to the person it concerns', async () => {
    const { builder, conversationId } = conversation()

    expect(await send(db, newMessage(builder.user.id, conversationId), START)).toBe('sent')

    expect(received).toHaveLength(1)
    const [email] = received
    expect(email!.envelopeTo).toEqual([builder.user.email])
    expect(email!.subject).toBe('Nuevo mensaje de Techos Ramírez')
    expect(email!.text).toContain('Techos Ramírez te escribió sobre «Cambio de membrana en terraza».')
    expect(email!.text).toContain('«Hola, ¿puedo pasar el jueves a medir?»')
    expect(firstLinkIn(email!.text, '/mensajes/')).toBe(`${env.appUrl}/mensajes/${conversationId}`)
    expect(firstLinkIn(email!.html, '/mensajes/')).toBe(`${env.appUrl}/mensajes/${conversationId}`)
    expect(email!.html).toContain('Ver la conversación')
    expect(email!.text).toContain(`${env.appUrl}/perfil/cuenta`)
  })

  test('one per conversation in 15 minutes: the next one, after the window, counts what was folded', async () => {
    const { builder, conversationId } = conversation()
    const message = newMessage(builder.user.id, conversationId)

    expect(await send(db, message, START)).toBe('sent')
    expect(await send(db, message, START + 5 * MINUTE)).toBe('folded')
    expect(await send(db, message, START + NOTIFICATION_EMAIL_INTERVAL_MS - 1)).toBe('folded')
    expect(received).toHaveLength(1)

    expect(await send(db, message, START + NOTIFICATION_EMAIL_INTERVAL_MS + 1)).toBe('sent')
    expect(received).toHaveLength(2)
    expect(received[1]!.text).toContain('Además hubo 2 novedades más desde nuestro último aviso.')
    expect(received[0]!.text).not.toContain('Además hubo')

    // The window starts again from the e-mail just sent, and the count from zero.
    expect(await send(db, message, START + NOTIFICATION_EMAIL_INTERVAL_MS + 2 * MINUTE)).toBe('folded')
    expect(await send(db, message, START + 2 * NOTIFICATION_EMAIL_INTERVAL_MS + 2)).toBe('sent')
    expect(received[2]!.text).toContain('Además hubo 1 novedad más desde nuestro último aviso.')
  })

  test('the window is per person and conversation: another conversation, or the other side, still gets theirs', async () => {
    const first = conversation()
    const second = conversation()

    await send(db, newMessage(first.builder.user.id, first.conversationId), START)
    await send(db, newMessage(first.provider.user.id, first.conversationId), START + MINUTE)
    await send(db, newMessage(second.builder.user.id, second.conversationId), START + MINUTE)
    await send(
      db,
      { ...newMessage(first.builder.user.id, first.conversationId), threadKey: `request:${first.conversationId}` },
      START + MINUTE,
    )

    expect(received.map((email) => email.envelopeTo[0])).toEqual([
      first.builder.user.email,
      first.provider.user.email,
      second.builder.user.email,
      first.builder.user.email,
    ])
  })

  test('none to a person who turned them off in /perfil/cuenta, and again once turned on', async () => {
    const { builder, conversationId } = conversation()
    const cookie = await signedInCookie(builder.user.id)
    const save = (fields: [string, string][]) =>
      answer(settingsAction, post('/perfil/cuenta', [['intent', 'notificaciones'], ...fields], { Cookie: cookie }))

    expect((await save([])).status).toBe(302)
    expect(await send(db, newMessage(builder.user.id, conversationId), START)).toBe('off')
    expect(await send(db, newMessage(builder.user.id, conversationId), START + 20 * MINUTE)).toBe('off')
    expect(received).toHaveLength(0)

    expect((await save([['notifyByEmail', 'on']])).status).toBe(302)
    expect(await send(db, newMessage(builder.user.id, conversationId), START + 40 * MINUTE)).toBe('sent')
    expect(received).toHaveLength(1)
    expect(received[0]!.text).not.toContain('Además hubo')
  })

  test('none to a suspended account', async () => {
    const { provider, conversationId } = conversation()
    const staff = createAccount(db, { isStaff: true }).user
    expect(suspendAccount(db, staff, { userId: provider.user.id, reason: 'Spam' }).status).toBe('suspended')

    expect(await send(db, newMessage(provider.user.id, conversationId), START)).toBe('off')
    expect(received).toHaveLength(0)
  })

  test.each([
    ['letters', 'Necesito saber si el precio incluye la membrana y la mano de obra. '.repeat(40)],
    ['characters outside the basic plane', '🧱'.repeat(400)],
  ])('copy no more than 300 characters of a message (%s), cut whole', async (_, body) => {
    const { builder, conversationId } = conversation()
    await send(db, newMessage(builder.user.id, conversationId, body), START)

    const [email] = received
    const quoted = [...email!.text.matchAll(/«([^»]*)»/gu)].at(-1)?.[1]
    expect(quoted).toBeDefined()
    expect([...quoted!].length).toBeLessThanOrEqual(NOTIFICATION_EXCERPT_MAX)
    expect(quoted!.endsWith('…')).toBe(true)
    expect(email!.text).not.toContain([...body].slice(0, NOTIFICATION_EXCERPT_MAX + 1).join(''))
    expect(email!.text).not.toContain('\uFFFD')
    expect(email!.html).not.toContain('\uFFFD')
  })
})

describe('what was folded is e-mailed once its window passes, even if nothing else happens', () => {
  async function sweep(now: number) {
    const sent = sendFoldedNotifications(db, now)
    await queuedEmailsSent()
    return sent
  }

  /** The first of two messages a minute apart is e-mailed at once; the second is folded. */
  async function secondMessageFolded() {
    const { builder, conversationId } = conversation()
    expect(await send(db, newMessage(builder.user.id, conversationId), START)).toBe('sent')
    expect(await send(db, newMessage(builder.user.id, conversationId, '¿Te queda bien a las 10?'), START + MINUTE)).toBe('folded')
    expect(received).toHaveLength(1)
    return { builder, conversationId }
  }

  test('one e-mail with the link after the window, none before, none on the next sweep', async () => {
    const { builder, conversationId } = await secondMessageFolded()

    expect(await sweep(START + NOTIFICATION_EMAIL_INTERVAL_MS - 1)).toBe(0)
    expect(received).toHaveLength(1)

    expect(await sweep(START + NOTIFICATION_EMAIL_INTERVAL_MS + MINUTE)).toBe(1)
    expect(received).toHaveLength(2)
    const email = received[1]!
    expect(email.envelopeTo).toEqual([builder.user.email])
    expect(email.subject).toBe('Nuevo mensaje de Techos Ramírez')
    expect(email.text).toContain('Tenés 1 novedad más desde nuestro último aviso.')
    expect(firstLinkIn(email.text, '/mensajes/')).toBe(`${env.appUrl}/mensajes/${conversationId}`)
    expect(firstLinkIn(email.html, '/mensajes/')).toBe(`${env.appUrl}/mensajes/${conversationId}`)
    expect(email.html).toContain('Ver la conversación')

    expect(await sweep(START + NOTIFICATION_EMAIL_INTERVAL_MS + 2 * MINUTE)).toBe(0)
    expect(received).toHaveLength(2)

    // The swept e-mail starts a new window: a message right after it is folded, not sent.
    expect(await send(db, newMessage(builder.user.id, conversationId), START + NOTIFICATION_EMAIL_INTERVAL_MS + 3 * MINUTE)).toBe('folded')
    expect(received).toHaveLength(2)
  })

  test('none to a person who turned notifications off meanwhile, nor later once turned on', async () => {
    const { builder } = await secondMessageFolded()
    setNotifyByEmail(db, builder.user.id, false)

    expect(await sweep(START + NOTIFICATION_EMAIL_INTERVAL_MS + MINUTE)).toBe(0)
    setNotifyByEmail(db, builder.user.id, true)
    expect(await sweep(START + NOTIFICATION_EMAIL_INTERVAL_MS + 2 * MINUTE)).toBe(0)
    expect(received).toHaveLength(1)
  })

  test('none to an account suspended meanwhile', async () => {
    const { builder } = await secondMessageFolded()
    const staff = createAccount(db, { isStaff: true }).user
    expect(suspendAccount(db, staff, { userId: builder.user.id, reason: 'Spam' }).status).toBe('suspended')

    expect(await sweep(START + NOTIFICATION_EMAIL_INTERVAL_MS + MINUTE)).toBe(0)
    expect(received).toHaveLength(1)
  })

  test('two server processes sweeping at once send one e-mail, not two', async () => {
    await secondMessageFolded()

    process.env.SMTP_URL = smtp.url
    try {
      const now = String(START + NOTIFICATION_EMAIL_INTERVAL_MS + MINUTE)
      const sent = await raceProcesses<number>('notification-sweep-worker.ts', [[now], [now]])
      expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1)
    } finally {
      delete process.env.SMTP_URL
    }
    expect(received).toHaveLength(2)
    expect(received[1]!.text).toContain('Tenés 1 novedad más desde nuestro último aviso.')
  })
})
